import {useEffect, useState} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {normaliseQuery, runSearch, SearchIndexUnavailableError, type PageHit, type SearchOutcome} from './engine';
import {loadQuickSearcher, mergeOutcomes, QUICK_RESULT_PAGES} from './quickIndex';

export type SearchState =
  | {status: 'idle'}
  | {status: 'loading'; previous?: SearchOutcome}
  /** `outcome.complete` is false while only the quick index has answered. */
  | {status: 'done'; outcome: SearchOutcome}
  | {status: 'unavailable'; devMode: boolean}
  /** The full-text engine failed; `partial` keeps what the quick index found. */
  | {status: 'error'; partial?: SearchOutcome};

/** Resolves after the browser has painted what React just committed. */
function afterPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/**
 * Runs the query whenever it (or the section filter) changes, ignoring answers to superseded queries. With `quick`,
 * titles and headings answer first and full-text matches are added when the engine has them.
 */
export function useSearch(
  query: string,
  options: {limit: number; sections?: string[]; delayMs?: number; quick?: boolean},
): SearchState {
  const baseUrl = useBaseUrl('/');
  const [state, setState] = useState<SearchState>({status: 'idle'});
  const sectionsKey = (options.sections ?? []).join('|');
  const {limit, delayMs = 80, quick = false} = options;

  useEffect(() => {
    if (quick) loadQuickSearcher(baseUrl).catch(() => undefined);
  }, [baseUrl, quick]);

  useEffect(() => {
    if (!query.trim()) {
      setState({status: 'idle'});
      return undefined;
    }
    let cancelled = false;
    setState((current) => ({status: 'loading', previous: current.status === 'done' ? current.outcome : undefined}));
    const timer = setTimeout(async () => {
      const sections = sectionsKey ? sectionsKey.split('|') : undefined;
      let quickPages: PageHit[] = [];
      let partial: SearchOutcome | undefined;
      if (quick) {
        // No quick index (development, or it failed to load): the full-text engine answers alone.
        const searcher = await loadQuickSearcher(baseUrl).catch(() => undefined);
        if (cancelled) return;
        quickPages = (searcher?.search(query, QUICK_RESULT_PAGES) ?? []).filter(
          (page) => !sections || sections.includes(page.section),
        );
        if (quickPages.length > 0) {
          partial = {
            query: normaliseQuery(query),
            total: quickPages.length,
            pages: quickPages,
            facets: {},
            complete: false,
          };
          setState({status: 'done', outcome: partial});
          // The first results paint before the full-text engine competes for the network and the main thread.
          await afterPaint();
          if (cancelled) return;
        }
      }
      try {
        const outcome = await runSearch(baseUrl, query, {limit, sections});
        if (!cancelled) setState({status: 'done', outcome: mergeOutcomes(quickPages, outcome, limit)});
      } catch (error: unknown) {
        if (cancelled) return;
        if (error instanceof SearchIndexUnavailableError && error.devMode) {
          setState({status: 'unavailable', devMode: true});
        } else {
          setState({status: 'error', partial});
        }
      }
    }, delayMs);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [baseUrl, query, sectionsKey, limit, delayMs, quick]);

  return state;
}

/** The outcome to show: the answer, else the previous answer while a new query runs, else what the quick index found. */
export function shownOutcome(state: SearchState): SearchOutcome | undefined {
  if (state.status === 'done') return state.outcome;
  if (state.status === 'loading') return state.previous;
  if (state.status === 'error') return state.partial;
  return undefined;
}
