import React from 'react';
import Link from '@docusaurus/Link';
import {Lightbulb, Rss} from 'lucide-react';
import {useSiteLinks} from '@site/src/utils/siteLinks';
import styles from '../styles.module.css';

// pathname:// tells Docusaurus these are files, not routes: the base URL is still added, the broken-link checker
// skips them. The changelog blog writes all three feeds (config/changelog.ts, feedOptions.type 'all').
const feeds = [
  {label: 'RSS', to: 'pathname:///changelog/rss.xml'},
  {label: 'Atom', to: 'pathname:///changelog/atom.xml'},
  {label: 'JSON Feed', to: 'pathname:///changelog/feed.json'},
];

/** "Request a feature" (a new discussion in the repository) and the changelog feeds. */
export default function RoadmapCallToAction(): React.JSX.Element {
  const {repositoryLinks} = useSiteLinks();
  return (
    <div className={styles.callToAction}>
      <p className={styles.callToActionText}>Missing something you need? Tell us what you are trying to do.</p>
      <Link href={repositoryLinks.newFeatureRequest} className={styles.requestButton}>
        <Lightbulb size={18} aria-hidden="true" focusable="false" />
        Request a feature
        <span className="visually-hidden"> (opens in a new tab)</span>
      </Link>
      <div className={styles.subscribe}>
        <span id="roadmap-subscribe" className={styles.subscribeTitle}>
          <Rss size={16} aria-hidden="true" focusable="false" />
          Subscribe to updates
        </span>
        <ul className={styles.feeds} aria-labelledby="roadmap-subscribe">
          {feeds.map((feed) => (
            <li key={feed.to}>
              <Link to={feed.to} target="_self" className={styles.feedLink}>
                {feed.label}
                <span className="visually-hidden"> feed of the changelog</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
