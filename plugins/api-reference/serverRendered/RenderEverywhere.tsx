// Stands in for @docusaurus/BrowserOnly in the OpenAPI theme components listed in ./index.ts: renders what they would
// render in the browser, on the server too, so their content is in the HTML and hydration finds it there.
import React, {type ReactNode} from 'react';

export default function RenderEverywhere({children}: {children?: () => ReactNode; fallback?: ReactNode}): ReactNode {
  return <>{children?.()}</>;
}
