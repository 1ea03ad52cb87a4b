// Replaced so that the entry's date is written without building an Intl formatter during hydration (see
// shared/utcDate.ts), next to the release's version, at the top of the entry; the changelog shows no reading time
// (config/changelog.ts), so neither does this.
import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import type {Props} from '@theme/BlogPostItem/Header/Info';
import {formatUtcDate} from '@site/shared/utcDate';
import styles from './styles.module.css';

export default function BlogPostItemHeaderInfo({className}: Props): React.JSX.Element {
  const {metadata} = useBlogPost();
  const {i18n} = useDocusaurusContext();
  // Each entry has at most one tag, its version (plugins/changelog/entries.ts); releases of the docs site have none.
  const version = metadata.tags[0];
  return (
    <div className={clsx(styles.container, 'margin-vert--md', className)}>
      {version && (
        <>
          <Link to={version.permalink} className={styles.version}>
            {version.label}
          </Link>
          <span aria-hidden="true"> · </span>
        </>
      )}
      <time dateTime={metadata.date}>{formatUtcDate(metadata.date, 'long', i18n.currentLocale)}</time>
    </div>
  );
}
