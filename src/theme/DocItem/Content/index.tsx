// Wrapped to put the "Copy page" menu (Markdown twin, ChatGPT, Claude) in the header of every docs page.
import React from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import CopyPageMenu from '@site/src/components/CopyPageMenu';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): React.JSX.Element {
  const {metadata, frontMatter} = useDoc();
  // An API operation page puts it in its left column, beside its title (src/theme/ApiItem): above the two columns it
  // would stand alone on a line of its own.
  if ((frontMatter as {api?: unknown}).api) return <Content {...props} />;
  return (
    <>
      <CopyPageMenu permalink={metadata.permalink} />
      <Content {...props} />
    </>
  );
}
