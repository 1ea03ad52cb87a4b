// Wrapped to give the changelog's tag index a meta description (the original sets only a title; plugins/seo requires one).
import React from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import BlogTagsListPage from '@theme-original/BlogTagsListPage';
import type BlogTagsListPageType from '@theme/BlogTagsListPage';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof BlogTagsListPageType>;

export default function BlogTagsListPageWrapper(props: Props): React.JSX.Element {
  return (
    <>
      <PageMetadata description="Every version tag of the Tessera changelog: pick a release to see what changed in it." />
      <BlogTagsListPage {...props} />
    </>
  );
}
