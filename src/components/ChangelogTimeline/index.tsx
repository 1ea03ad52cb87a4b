import React, {useId} from 'react';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import Heading from '@theme/Heading';
import type {TimelineEntry} from '@site/shared/changelogTimeline';
import {entriesSince, isVersion, versionChoices} from '@site/shared/changelogVersions';
import {formatUtcDate} from '@site/shared/utcDate';
import styles from './styles.module.css';

function formatDate(isoDate: string): string {
  return formatUtcDate(`${isoDate}T00:00:00Z`, 'long');
}

/**
 * Every changelog entry on one page, newest first. Readers who are upgrading pick their current version and see
 * only what changed after it; the choice is kept in the URL (?since=v0.40.0) so the view can be shared.
 */
export default function ChangelogTimeline({entries}: {entries: readonly TimelineEntry[]}): React.JSX.Element {
  const location = useLocation();
  const history = useHistory();
  const selectId = useId();

  const requested = new URLSearchParams(location.search).get('since');
  const since = isVersion(requested) ? requested : null;
  const versions = versionChoices(entries, since);
  const shown = entriesSince(entries, since);

  function chooseVersion(version: string) {
    const params = new URLSearchParams(location.search);
    if (version) params.set('since', version);
    else params.delete('since');
    const search = params.toString();
    history.replace({...location, search: search ? `?${search}` : ''});
  }

  return (
    <div className={styles.timeline}>
      <div className={styles.filter}>
        <label htmlFor={selectId} className={styles.filterLabel}>
          What changed since my version
        </label>
        <select
          id={selectId}
          className={styles.select}
          value={since ?? ''}
          onChange={(event) => chooseVersion(event.target.value)}>
          <option value="">Show all releases</option>
          {versions.map((version) => (
            <option key={version} value={version}>
              {version}
            </option>
          ))}
        </select>
        <p className={styles.count} role="status">
          {since
            ? `${shown.length} ${shown.length === 1 ? 'entry' : 'entries'} released after ${since}`
            : `${shown.length} entries`}
          {requested && !since ? ` (unknown version "${requested.slice(0, 40)}": showing everything)` : ''}
        </p>
      </div>
      <ol className={styles.list}>
        {shown.map((entry) => (
          <li key={entry.permalink} className={styles.entry}>
            <article>
              <div className={styles.meta}>
                <time dateTime={entry.date}>{formatDate(entry.date)}</time>
                {entry.version && <span className={styles.version}>{entry.version}</span>}
              </div>
              <Heading as="h2" className={styles.title}>
                <Link to={entry.permalink}>{entry.title}</Link>
              </Heading>
              <p className={styles.description}>{entry.description}</p>
            </article>
          </li>
        ))}
      </ol>
    </div>
  );
}
