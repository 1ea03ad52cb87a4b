import React, {useEffect, useId, useState} from 'react';
import clsx from 'clsx';
import {useHistory, useLocation} from '@docusaurus/router';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import {SEARCH_SECTIONS} from '@site/shared/searchSections';
import ResultsList from '@site/src/search/results/ResultsList';
import {IndexNotBuilt, NoResults, SearchFailed} from '@site/src/search/Messages';
import {shownOutcome, useSearch} from '@site/src/search/useSearch';
import {parseSearchPageQuery, toSearchPageQuery, type SearchPageQuery} from './_query';
import styles from './styles.module.css';

/**
 * Results ranked, excerpted and rendered at a time: a phone shows three on its first screen, and twenty took it
 * 100 ms of excerpts and layout in one go; "Show more results" adds as many again.
 */
const PAGE_SIZE = 10;

export default function SearchPage(): React.JSX.Element {
  const location = useLocation();
  const history = useHistory();
  const inputId = useId();
  // Both start empty, like the server-rendered page (which has no query string), then follow the URL.
  const [fromUrl, setFromUrl] = useState<SearchPageQuery>({query: '', sections: []});
  const [query, setQuery] = useState('');
  const [limit, setLimit] = useState(PAGE_SIZE);

  // The URL is the source of truth: typing replaces it, and back/forward restores the query shown.
  useEffect(() => {
    const parsed = parseSearchPageQuery(location.search);
    setFromUrl(parsed);
    setQuery(parsed.query);
  }, [location.search]);

  function update(next: {query?: string; sections?: string[]}) {
    const state = {query: next.query ?? query, sections: next.sections ?? fromUrl.sections};
    if (next.query !== undefined) setQuery(next.query);
    setLimit(PAGE_SIZE);
    history.replace({...location, search: toSearchPageQuery(state)});
  }

  const state = useSearch(query, {limit, sections: fromUrl.sections, delayMs: 120});
  const outcome = shownOutcome(state);
  const trimmed = query.trim();

  return (
    <Layout
      title={trimmed ? `Search: ${trimmed.slice(0, 60)}` : 'Search'}
      description="Search the Tessera documentation.">
      <main className={clsx('container margin-vert--lg', styles.page)}>
        <Heading as="h1">
          {trimmed ? `Search results for “${trimmed.slice(0, 200)}”` : 'Search the documentation'}
        </Heading>
        <form role="search" onSubmit={(event) => event.preventDefault()} className={styles.form}>
          <label htmlFor={inputId} className={styles.label}>
            Search docs
          </label>
          <input
            id={inputId}
            type="search"
            className={styles.input}
            placeholder="Search docs"
            autoComplete="off"
            maxLength={1000}
            value={query}
            onChange={(event) => update({query: event.target.value})}
          />
        </form>

        <fieldset className={styles.facets}>
          <legend className={styles.legend}>Filter by section</legend>
          {SEARCH_SECTIONS.map((section) => {
            const active = fromUrl.sections.includes(section);
            const count = outcome?.facets[section];
            return (
              <button
                key={section}
                type="button"
                aria-pressed={active}
                className={clsx(styles.facet, active && styles.facetActive)}
                onClick={() =>
                  update({
                    sections: active ? fromUrl.sections.filter((s) => s !== section) : [...fromUrl.sections, section],
                  })
                }>
                {section}
                {count !== undefined && trimmed ? <span className={styles.facetCount}> ({count})</span> : null}
              </button>
            );
          })}
        </fieldset>

        <div aria-live="polite" aria-busy={state.status === 'loading'}>
          {!trimmed && <p className={styles.hint}>Type a query to search every page of the site.</p>}
          {trimmed && state.status === 'unavailable' && <IndexNotBuilt />}
          {trimmed && state.status === 'error' && <SearchFailed />}
          {trimmed && state.status === 'done' && outcome?.total === 0 && (
            <NoResults query={trimmed} onSuggestion={(suggestion) => update({query: suggestion})} />
          )}
          {trimmed && outcome && outcome.total > 0 && (
            <>
              <p className={styles.count} role="status">
                {outcome.total} {outcome.total === 1 ? 'page' : 'pages'} found
              </p>
              <ResultsList pages={outcome.pages} query={outcome.query} layout="page" />
              {outcome.pages.length < outcome.total && (
                <button type="button" className="button button--secondary" onClick={() => setLimit(limit + PAGE_SIZE)}>
                  Show more results
                </button>
              )}
            </>
          )}
        </div>
      </main>
    </Layout>
  );
}
