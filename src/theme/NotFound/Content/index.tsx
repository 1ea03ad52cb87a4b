// Replaced (the original is a two-line message): the not-found page offers search and a way into every section.
import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {PageMetadata} from '@docusaurus/theme-common';
import type {Props} from '@theme/NotFound/Content';
import styles from './styles.module.css';

const sections = [
  {label: 'Docs', to: '/', description: 'Start with what Tessera is and how it fits together.'},
  {label: 'Tutorials', to: '/tutorials/cookbooks/capture-user-feedback', description: 'End-to-end walkthroughs.'},
  {label: 'API reference', to: '/reference/api/category', description: 'Every HTTP operation.'},
  {label: 'Python SDK', to: '/reference/sdk/configuration-management', description: 'Functions and classes.'},
  {label: 'Changelog', to: '/changelog/main', description: 'What changed in each release.'},
  {label: 'Self-host', to: '/self-host/quick-start', description: 'Run Tessera on your own servers.'},
];

export default function NotFoundContent({className}: Props): React.JSX.Element {
  const searchUrl = useBaseUrl('/search');
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      {/* The docs instance at / renders this for unknown paths without the theme's NotFound page, so its title is set
          here too; every page also has a meta description (plugins/seo checks the build). */}
      <PageMetadata
        title="Page not found"
        description="This page does not exist. Search the Tessera documentation or go to one of its sections."
      />
      <div className={styles.wrapper}>
        <Heading as="h1">Page not found</Heading>
        <p>We could not find a page at this address. It may have moved, or the link may have a typo.</p>
        <form className={styles.search} action={searchUrl} method="get" role="search">
          <label htmlFor="not-found-search" className={styles.searchLabel}>
            Search the documentation
          </label>
          <div className={styles.searchRow}>
            <input
              id="not-found-search"
              name="q"
              type="search"
              className={styles.searchInput}
              placeholder="Search docs"
            />
            <button type="submit" className="button button--primary">
              Search
            </button>
          </div>
        </form>
        <Heading as="h2">Or go to a section</Heading>
        <ul className={styles.sections}>
          {sections.map((section) => (
            <li key={section.to}>
              <Link to={section.to} className={styles.sectionLink}>
                <span className={styles.sectionLabel}>{section.label}</span>
                <span className={styles.sectionDescription}>{section.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </main>
  );
}
