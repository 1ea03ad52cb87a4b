// Wrapped: in the browser the theme writes the request builder's server before the path ("https://…/api/keys"),
// which the server HTML lacks, so the line grew after hydration. That server follows the Cloud / Self-hosted switch
// and belongs to "Try it"; the page's heading line stays method and path, on the server and in the browser. The
// theme leaves the server out for callbacks, which is the rendering wanted here.
import React from 'react';
import OriginalMethodEndpoint from '@theme-original/ApiExplorer/MethodEndpoint';

type Props = React.ComponentProps<typeof OriginalMethodEndpoint>;

export default function MethodEndpoint(props: Props): React.ReactNode {
  return <OriginalMethodEndpoint {...props} context="callback" />;
}
