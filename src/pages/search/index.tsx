import React, {useEffect, useId, useRef, useState} from 'react';
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

/** The page's title: FIRST_PAINT_SCRIPT writes the same words. */
function headingFor(trimmed: string): string {
  return trimmed ? `Search results for “${trimmed.slice(0, 200)}”` : 'Search the documentation';
}

/**
 * Runs while the server-rendered page is parsed, before the first paint and long before hydration (1 to 2 s later on
 * a slow phone): puts the URL's query into the box and the title, and takes out the "Type a query" hint, exactly as
 * the first browser render draws them. Fixed text, so that its CSP hash (deploy/nginx.conf) stays the same.
 */
const FIRST_PAINT_SCRIPT = `(function () {
  var query = new URLSearchParams(location.search).get('q') || '';
  var trimmed = query.trim();
  var main = document.currentScript && document.currentScript.parentElement;
  if (!trimmed || !main) return;
  var heading = main.querySelector('[data-search-heading]');
  var input = main.querySelector('[data-search-input]');
  var hint = main.querySelector('[data-search-hint]');
  if (heading) heading.textContent = 'Search results for \u201c' + trimmed.slice(0, 200) + '\u201d';
  if (input) input.value = query;
  if (hint) hint.remove();
})();`;

export default function SearchPage(): React.JSX.Element {
  const location = useLocation();
  const history = useHistory();
  const inputId = useId();
  const resultsRef = useRef<HTMLDivElement>(null);
  // The query is read before the first render: the server-rendered page (which has no query string) had it filled
  // in by FIRST_PAINT_SCRIPT, so hydration finds what this render draws, and the reader never sees an empty box. The
  // sections start empty, like the server-rendered page, then follow the URL.
  const [fromUrl, setFromUrl] = useState<SearchPageQuery>(() => ({
    query: parseSearchPageQuery(location.search).query,
    sections: [],
  }));
  const [query, setQuery] = useState(fromUrl.query);
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
        <Heading as="h1" data-search-heading="">
          {headingFor(trimmed)}
        </Heading>
        <form
          role="search"
          onSubmit={(event) => {
            // Results follow the typing; submitting (Enter, or the button) takes the reader to them.
            event.preventDefault();
            resultsRef.current?.focus();
          }}
          className={styles.form}>
          <label htmlFor={inputId} className={styles.label}>
            Search docs
          </label>
          <div className={styles.row}>
            <input
              id={inputId}
              type="search"
              className={styles.input}
              placeholder="Search docs"
              autoComplete="off"
              maxLength={1000}
              value={query}
              onChange={(event) => update({query: event.target.value})}
              data-search-input=""
            />
            <button type="submit" className={clsx('button button--primary', styles.submit)}>
              Search
            </button>
          </div>
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

        <div
          aria-live="polite"
          aria-busy={state.status === 'loading'}
          // Every result of the query is in (the bench measures the bytes until then).
          data-search-complete={state.status === 'done' && state.outcome.complete !== false ? '' : undefined}
          ref={resultsRef}
          tabIndex={-1}>
          {!trimmed && (
            <p className={styles.hint} data-search-hint="">
              Type a query to search every page of the site.
            </p>
          )}
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
        {/* A fixed script of this file: deploy/nginx.conf lists its hash (npm run gen:nginx). */}
        <script dangerouslySetInnerHTML={{__html: FIRST_PAINT_SCRIPT}} />
      </main>
    </Layout>
  );
}
