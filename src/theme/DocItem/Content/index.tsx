// Wrapped to put the "Copy page" menu (Markdown twin, ChatGPT, Claude) in the header of every docs page.
import React from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import CopyPageMenu from '@site/src/components/CopyPageMenu';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): React.JSX.Element {
  const {metadata} = useDoc();
  return (
    <>
      <CopyPageMenu permalink={metadata.permalink} />
      <Content {...props} />
    </>
  );
}
