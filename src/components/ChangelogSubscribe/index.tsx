import React from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

/**
 * The changelog's feeds, and the MCP tool that serves agents. The feeds are files, not routes: `pathname://` keeps
 * them out of the client router and the broken-link check.
 */
export default function ChangelogSubscribe(): React.JSX.Element {
  const feeds = [
    {label: 'RSS', href: 'pathname:///changelog/rss.xml', type: 'application/rss+xml'},
    {label: 'Atom', href: 'pathname:///changelog/atom.xml', type: 'application/atom+xml'},
    {label: 'JSON Feed', href: 'pathname:///changelog/feed.json', type: 'application/feed+json'},
  ];
  return (
    <nav aria-label="Subscribe to the changelog" className={styles.subscribe}>
      <span>Subscribe:</span>
      <ul>
        {feeds.map((feed) => (
          <li key={feed.label}>
            <Link to={feed.href} type={feed.type}>
              {feed.label}
            </Link>
          </li>
        ))}
        <li>
          <Link to="/reference/mcp#list_changes">
            <code>list_changes</code> for agents (MCP)
          </Link>
        </li>
      </ul>
    </nav>
  );
}
