// Replaced (the original is 30 lines): the changelog's tags are versions, so they are listed by version number, newest
// first, as one list without the original's letter headings and post counts (every version has exactly one entry).
import React from 'react';
import clsx from 'clsx';
import {HtmlClassNameProvider, PageMetadata, ThemeClassNames} from '@docusaurus/theme-common';
import BlogLayout from '@theme/BlogLayout';
import Heading from '@theme/Heading';
import SearchMetadata from '@theme/SearchMetadata';
import Tag from '@theme/Tag';
import type {Props} from '@theme/BlogTagsListPage';
import {compareVersions} from '@site/shared/changelogVersions';
import styles from './styles.module.css';

const TITLE = 'Releases by version';

export default function BlogTagsListPage({tags, sidebar}: Props): React.JSX.Element {
  const versions = [...tags].sort((a, b) => compareVersions(b.label, a.label));
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogTagsListPage)}>
      <PageMetadata
        title={TITLE}
        description="Every version tag of the Tessera changelog, newest first: pick a release to see what changed in it."
      />
      <SearchMetadata tag="blog_tags_list" />
      <BlogLayout sidebar={sidebar}>
        <Heading as="h1">{TITLE}</Heading>
        <p>Every Tessera release that has a version number, newest first. Each links to its changelog entry.</p>
        <ul className={styles.versions}>
          {versions.map((tag) => (
            <li key={tag.permalink}>
              <Tag label={tag.label} permalink={tag.permalink} description={tag.description} />
            </li>
          ))}
        </ul>
      </BlogLayout>
    </HtmlClassNameProvider>
  );
}
