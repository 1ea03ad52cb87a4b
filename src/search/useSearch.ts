import {startTransition, useEffect, useState} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {
  appendBelow,
  FIRST_RESULT_PAGES,
  loadPageTier,
  loadShards,
  loadVocabulary,
  nextTask as nextMessageTask,
  normaliseQuery,
  searchIndexInSlices,
  SearchIndexUnavailableError,
  searchShardsInSlices,
  shardsInMemory,
  vocabularyInMemory,
  wantsVocabulary,
  type PageHit,
  type SearchOutcome,
} from './engine';
import type {RetrievalIndex} from '@site/shared/retrieval';
import type {ShardedIndex} from '@site/shared/retrieval/shardedIndex';

export type SearchState =
  | {status: 'idle'}
  | {status: 'loading'; previous?: SearchOutcome}
  /** `outcome.complete` is false while only the page tier has answered. */
  | {status: 'done'; outcome: SearchOutcome}
  | {status: 'unavailable'; devMode: boolean}
  /** The body tier's shards failed; `partial` keeps what the page tier found. */
  | {status: 'error'; partial?: SearchOutcome};

/** Thrown at a pause of a ranking whose query the reader has replaced: the rest of its work is not done. */
class Superseded extends Error {}

/** Resolves after the browser has painted what React just committed. */
function afterPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/**
 * Runs the query whenever it (or the section filter) changes, ignoring answers to superseded queries. On a visit's
 * first query, the page tier (titles, headings, descriptions) answers first and the whole index's matches (over the
 * body tier's shards the query reads) are added below what the reader already sees; after that, the whole index
 * answers each query at once.
 * `prefix` treats the last word as unfinished (typing in the search box).
 */
export function useSearch(
  query: string,
  options: {limit: number; sections?: string[]; delayMs?: number; prefix?: boolean},
): SearchState {
  const baseUrl = useBaseUrl('/');
  const [state, setState] = useState<SearchState>({status: 'idle'});
  const sectionsKey = (options.sections ?? []).join('|');
  const {limit, delayMs = 80, prefix = false} = options;

  // The page tier loads when search opens, before the first keystroke, and not before.
  useEffect(() => {
    loadPageTier(baseUrl).catch(() => undefined);
  }, [baseUrl]);

  useEffect(() => {
    // Results render as a transition: React renders a long list in slices, and a keystroke interrupts it.
    const showResults = (next: SearchState) => startTransition(() => setState(next));
    if (!query.trim()) {
      setState({status: 'idle'});
      return undefined;
    }
    let cancelled = false;
    setState((current) => ({status: 'loading', previous: current.status === 'done' ? current.outcome : undefined}));
    const timer = setTimeout(async () => {
      const sections = sectionsKey ? sectionsKey.split('|') : undefined;
      const pause = async () => {
        await nextMessageTask();
        if (cancelled) throw new Superseded();
      };
      // Rankings run in slices of a few milliseconds, so that a keystroke never waits for one; same results.
      const options = (pageLimit: number) => ({limit: pageLimit, sections, prefix, expansions: vocabularyInMemory()});
      const rank = (index: RetrievalIndex, pageLimit: number) =>
        searchIndexInSlices(index, query, options(pageLimit), {pause});
      const rankWhole = (shards: ShardedIndex) => searchShardsInSlices(shards, query, options(limit), {pause});
      // A weak answer to a question: fetch the readers' vocabulary once, then rank the whole index again with it.
      const withVocabulary = async (shards: ShardedIndex, outcome: SearchOutcome): Promise<SearchOutcome> => {
        if (!wantsVocabulary(outcome) || !(await loadVocabulary(baseUrl)) || cancelled) return outcome;
        return rankWhole(shards);
      };
      let first: PageHit[] = [];
      let partial: SearchOutcome | undefined;
      try {
        // The shards already open: the whole index answers at once, in its own order.
        const opened = shardsInMemory();
        if (opened) {
          const outcome = {...(await withVocabulary(opened, await rankWhole(opened))), complete: true};
          if (!cancelled) showResults({status: 'done', outcome});
          return;
        }
        const pages = await loadPageTier(baseUrl);
        if (cancelled) return;
        const fromPages = await rank(pages, FIRST_RESULT_PAGES);
        if (cancelled) return;
        first = fromPages.pages;
        if (first.length > 0) {
          partial = {...fromPages, query: normaliseQuery(query), complete: false};
          showResults({status: 'done', outcome: partial});
          // The first results paint before the shards compete for the network and the main thread.
          await afterPaint();
          if (cancelled) return;
        }
        const shards = await loadShards(baseUrl);
        // Ranked from a task of its own.
        await pause();
        const fromWhole = await withVocabulary(shards, await rankWhole(shards));
        if (cancelled) return;
        showResults({status: 'done', outcome: appendBelow(first, fromWhole, limit)});
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
  }, [baseUrl, query, sectionsKey, limit, delayMs, prefix]);

  return state;
}

/** The outcome to show: the answer, else the previous answer while a new query runs, else what the page tier found. */
export function shownOutcome(state: SearchState): SearchOutcome | undefined {
  if (state.status === 'done') return state.outcome;
  if (state.status === 'loading') return state.previous;
  if (state.status === 'error') return state.partial;
  return undefined;
}
