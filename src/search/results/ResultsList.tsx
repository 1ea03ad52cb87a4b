import React from 'react';
import clsx from 'clsx';
import type {PageHit} from '../engine';
import type {SavedSearchItem} from '../history';
import ResultItem, {type ResultsLayout} from './ResultItem';
import styles from './styles.module.css';

export interface ResultsListProps {
  pages: PageHit[];
  /** The query the list answers, which names it for assistive technology. */
  query: string;
  /** `dialog`: the search modal's compact cards; `page`: the /search page's headings and excerpts. */
  layout: ResultsLayout;
  /** Called with what the reader chose, however the link opens (the modal remembers it and closes). */
  onFollow?: (item: SavedSearchItem) => void;
}

/** The ranked results of a query, one item per page with its best sections: the same list in the modal and on /search. */
export default function ResultsList({pages, query, layout, onFollow}: ResultsListProps): React.JSX.Element {
  return (
    <ol className={clsx(styles.results, styles[layout])} aria-label={`Results for ${query}`} data-search-results>
      {pages.map((page) => (
        <ResultItem key={page.id} page={page} layout={layout} onFollow={onFollow} />
      ))}
    </ol>
  );
}
