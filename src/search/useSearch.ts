import {useEffect, useState} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {runSearch, SearchIndexUnavailableError, type SearchOutcome} from './engine';

export type SearchState =
  | {status: 'idle'}
  | {status: 'loading'; previous?: SearchOutcome}
  | {status: 'done'; outcome: SearchOutcome}
  | {status: 'unavailable'; devMode: boolean}
  | {status: 'error'};

/** Runs the query whenever it (or the section filter) changes, ignoring answers to superseded queries. */
export function useSearch(query: string, options: {limit: number; sections?: string[]; delayMs?: number}): SearchState {
  const baseUrl = useBaseUrl('/');
  const [state, setState] = useState<SearchState>({status: 'idle'});
  const sectionsKey = (options.sections ?? []).join('|');
  const {limit, delayMs = 80} = options;

  useEffect(() => {
    if (!query.trim()) {
      setState({status: 'idle'});
      return undefined;
    }
    let cancelled = false;
    setState((current) => ({status: 'loading', previous: current.status === 'done' ? current.outcome : undefined}));
    const timer = setTimeout(() => {
      const sections = sectionsKey ? sectionsKey.split('|') : undefined;
      runSearch(baseUrl, query, {limit, sections})
        .then((outcome) => {
          if (!cancelled) setState({status: 'done', outcome});
        })
        .catch((error: unknown) => {
          if (cancelled) return;
          if (error instanceof SearchIndexUnavailableError && error.devMode) {
            setState({status: 'unavailable', devMode: true});
          } else {
            setState({status: 'error'});
          }
        });
    }, delayMs);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [baseUrl, query, sectionsKey, limit, delayMs]);

  return state;
}
