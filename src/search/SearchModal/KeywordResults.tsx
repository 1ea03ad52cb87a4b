import React from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {SearchState} from '../useSearch';
import {shownOutcome} from '../useSearch';
import type {SavedSearchItem} from '../history';
import {IndexNotBuilt, NoResults, SearchFailed} from '../Messages';
import ResultsList from '../results/ResultsList';
import styles from './styles.module.css';

interface KeywordResultsProps {
  /** The trimmed query. */
  query: string;
  state: SearchState;
  onSuggestion: (query: string) => void;
  onFollow: (item: SavedSearchItem) => void;
  onClose: () => void;
}

/** What a keyword query found: the results list and a way to all of them on /search, or why there is none. */
export default function KeywordResults({query, state, onSuggestion, onFollow, onClose}: KeywordResultsProps) {
  const searchPageUrl = useBaseUrl('/search');
  const outcome = shownOutcome(state);
  return (
    <>
      {state.status === 'unavailable' && <IndexNotBuilt />}
      {outcome && outcome.total === 0 && state.status === 'done' && (
        <NoResults query={query} onSuggestion={onSuggestion} />
      )}
      {outcome && outcome.pages.length > 0 && (
        <>
          <ResultsList pages={outcome.pages} query={outcome.query} layout="dialog" onFollow={onFollow} />
          {outcome.complete !== false && state.status !== 'error' && (
            <Link
              className={styles.seeAll}
              to={`${searchPageUrl}?q=${encodeURIComponent(query)}`}
              data-search-item
              onClick={onClose}>
              See all {outcome.total} results
            </Link>
          )}
        </>
      )}
      {state.status === 'error' && <SearchFailed />}
    </>
  );
}
