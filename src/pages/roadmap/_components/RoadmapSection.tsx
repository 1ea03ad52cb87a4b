import React from 'react';
import Heading from '@theme/Heading';
import type {RoadmapItem, RoadmapStatus} from '@site/shared/roadmap/items';
import {ROADMAP_SECTIONS} from '@site/shared/roadmap/copy';
import RoadmapCard from './RoadmapCard';
import styles from '../styles.module.css';

/** One status section: a heading with its count, then the matching items as a list of cards. */
export default function RoadmapSection({
  status,
  items,
}: {
  status: RoadmapStatus;
  items: readonly RoadmapItem[];
}): React.JSX.Element {
  const copy = ROADMAP_SECTIONS[status];
  return (
    <section id={status === 'shipped' ? 'recently-shipped' : status} className={styles.section} data-status={status}>
      <div className={styles.sectionHeader}>
        <Heading as="h2" className={styles.sectionTitle}>
          {copy.title}{' '}
          <span className={styles.count}>
            {items.length} {items.length === 1 ? 'item' : 'items'}
          </span>
        </Heading>
        <p className={styles.sectionIntro}>{copy.intro}</p>
      </div>
      {items.length > 0 ? (
        <ul className={styles.cards}>
          {items.map((item) => (
            <li key={item.id} className={styles.cardItem}>
              <RoadmapCard item={item} />
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>No {copy.emptyNoun} items match these filters.</p>
      )}
    </section>
  );
}
