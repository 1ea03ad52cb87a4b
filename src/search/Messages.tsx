import React from 'react';
import Link from '@docusaurus/Link';
import {useSiteLinks} from '@site/src/utils/siteLinks';
import styles from './messages.module.css';

export const SEARCH_SUGGESTIONS = ['LLM-as-a-judge', 'tracing', 'test sets', 'deploy a prompt', 'self-host'];

/** "No results" help with suggested queries and a way to report a missing result. */
export function NoResults({
  query,
  onSuggestion,
}: {
  query: string;
  onSuggestion: (query: string) => void;
}): React.JSX.Element {
  const {repositoryLinks} = useSiteLinks();
  return (
    <div className={styles.message}>
      <p className={styles.title}>
        No results found for <q>{query}</q>
      </p>
      <p>Try searching for</p>
      <ul className={styles.suggestions}>
        {SEARCH_SUGGESTIONS.map((suggestion) => (
          <li key={suggestion}>
            <button type="button" className={styles.suggestion} onClick={() => onSuggestion(suggestion)}>
              {suggestion}
            </button>
          </li>
        ))}
      </ul>
      <p className={styles.help}>
        Believe this query should return results? <Link href={repositoryLinks.newIssue}>Let us know.</Link>
      </p>
    </div>
  );
}

export function SearchFailed(): React.JSX.Element {
  return (
    <div className={styles.message} role="alert">
      <p className={styles.title}>Unable to fetch results</p>
      <p>You might want to check your network connection.</p>
    </div>
  );
}

export function IndexNotBuilt(): React.JSX.Element {
  return (
    <div className={styles.message} role="status">
      <p className={styles.title}>Search needs a production build</p>
      <p>
        The development server has no search index. Run <code>npm run build</code> and then <code>npm run serve</code>{' '}
        to search the whole site.
      </p>
    </div>
  );
}
