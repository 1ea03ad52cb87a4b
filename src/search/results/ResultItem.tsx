import React, {useId} from 'react';
import clsx from 'clsx';
import {FileText, Hash} from 'lucide-react';
import Heading from '@theme/Heading';
import type {PageHit, SectionHit} from '../engine';
import type {SavedSearchItem} from '../history';
import ResultLink from '../ResultLink';
import Breadcrumb from './Breadcrumb';
import Excerpt from './Excerpt';
import item from '../item.module.css';
import styles from './styles.module.css';

export type ResultsLayout = 'dialog' | 'page';

interface ResultItemProps {
  page: PageHit;
  layout: ResultsLayout;
  onFollow?: (item: SavedSearchItem) => void;
}

/**
 * One page of the results: where it sits, its title and excerpt, then its best sections. In the dialog the whole card
 * is one link (arrow keys move from card to card); on /search the title is a heading, for readers who jump by heading.
 */
export default function ResultItem({page, layout, onFollow}: ResultItemProps): React.JSX.Element {
  const breadcrumbId = useId();
  const follow = (item: SavedSearchItem) => () => onFollow?.(item);
  const pageItem = {title: page.title, url: page.url};
  return (
    <li className={styles.result}>
      <Breadcrumb trail={page.breadcrumb} id={breadcrumbId} />
      {layout === 'dialog' ? (
        <ResultLink
          to={page.url}
          className={item.item}
          aria-describedby={breadcrumbId}
          data-search-item
          onFollow={follow(pageItem)}>
          <FileText size={16} aria-hidden="true" className={item.icon} />
          <span className={styles.text}>
            <span className={styles.title}>{page.title}</span>
            <Excerpt parts={page.excerpt} className={styles.excerpt} />
          </span>
        </ResultLink>
      ) : (
        <>
          <Heading as="h2" className={styles.title}>
            <ResultLink to={page.url} aria-describedby={breadcrumbId} data-search-item onFollow={follow(pageItem)}>
              {page.title}
            </ResultLink>
          </Heading>
          <p className={styles.excerptBlock}>
            <Excerpt parts={page.excerpt} className={styles.excerpt} />
          </p>
        </>
      )}
      {page.sections.length > 0 && (
        <ul className={styles.sectionHits}>
          {page.sections.map((hit) => (
            <SectionHitItem key={hit.url} hit={hit} page={page} layout={layout} onFollow={follow} />
          ))}
        </ul>
      )}
    </li>
  );
}

function SectionHitItem({
  hit,
  page,
  layout,
  onFollow,
}: {
  hit: SectionHit;
  page: PageHit;
  layout: ResultsLayout;
  onFollow: (item: SavedSearchItem) => () => void;
}): React.JSX.Element {
  const follow = onFollow({title: `${page.title} › ${hit.title}`, url: hit.url});
  if (layout === 'dialog') {
    return (
      <li>
        <ResultLink to={hit.url} className={clsx(item.item, styles.sectionCard)} data-search-item onFollow={follow}>
          <Hash size={14} aria-hidden="true" className={item.icon} />
          <span className={styles.text}>
            <span className={styles.title}>{hit.title}</span>
            <Excerpt parts={hit.excerpt} className={styles.excerpt} />
          </span>
        </ResultLink>
      </li>
    );
  }
  return (
    <li>
      <ResultLink to={hit.url} data-search-item onFollow={follow}>
        {hit.title}
      </ResultLink>
      {hit.excerpt.length > 0 && (
        <span className={styles.sectionExcerpt}>
          {' — '}
          <Excerpt parts={hit.excerpt} className={styles.excerpt} />
        </span>
      )}
    </li>
  );
}
