import React from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {CalendarCheck, ExternalLink, FileText} from 'lucide-react';
import type {RoadmapItem} from '@site/shared/roadmap/items';
import {useSiteLinks} from '@site/src/utils/siteLinks';
import {discussionUrl, formatShippedDate} from '../../../../shared/roadmap/format';
import LabelChip from './LabelChip';
import styles from '../styles.module.css';

function CardLink({item}: {item: RoadmapItem}): React.JSX.Element {
  const {repositoryLinks} = useSiteLinks();
  if (item.link.kind === 'changelog') {
    return (
      <Link to={`/changelog/${item.link.slug}`} className={styles.cardLink}>
        <FileText size={16} aria-hidden="true" focusable="false" />
        Read the release notes
        <span className="visually-hidden">: {item.title}</span>
      </Link>
    );
  }
  return (
    <Link href={discussionUrl(repositoryLinks.discussions, item.link.id)} className={styles.cardLink}>
      <ExternalLink size={16} aria-hidden="true" focusable="false" />
      Discuss this feature
      <span className="visually-hidden">: {item.title} (opens in a new tab)</span>
    </Link>
  );
}

/** One roadmap item: title, labels, description, ship date and where to read or talk about it. */
export default function RoadmapCard({item}: {item: RoadmapItem}): React.JSX.Element {
  return (
    <article className={styles.card}>
      <Heading as="h3" className={styles.cardTitle}>
        {item.title}
      </Heading>
      <ul className={styles.chips} aria-label="Labels">
        {item.labels.map((label) => (
          <li key={label}>
            <LabelChip label={label} />
          </li>
        ))}
      </ul>
      <p className={styles.cardDescription}>{item.description}</p>
      <div className={styles.cardFooter}>
        {item.status === 'shipped' && (
          <p className={styles.shippedAt}>
            <CalendarCheck size={16} aria-hidden="true" focusable="false" />
            <span>
              Shipped <time dateTime={item.shippedAt}>{formatShippedDate(item.shippedAt)}</time>
            </span>
          </p>
        )}
        <CardLink item={item} />
      </div>
    </article>
  );
}
