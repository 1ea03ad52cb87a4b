// Wrapped (not ejected) to put the agent directive (llms.txt, the page's Markdown, MCP) at the top of every page's main area.
import React from 'react';
import Layout from '@theme-original/Layout';
import type LayoutType from '@theme/Layout';
import type {WrapperProps} from '@docusaurus/types';
import AgentDirective from '@site/src/components/AgentDirective';

type Props = WrapperProps<typeof LayoutType>;

export default function LayoutWrapper({children, ...props}: Props): React.JSX.Element {
  return (
    <Layout {...props}>
      <AgentDirective />
      {children}
    </Layout>
  );
}
