// Wrapped so that the highlighter and the site's extra languages load with the pages that show code, not with all,
// and so that samples show the reader's Tessera host before rendering: the copy button then copies what is shown.
import React, {type ComponentProps} from 'react';
import CodeBlock from '@theme-original/CodeBlock';
import {rewriteHost} from '@site/src/components/ApiHostSwitch/host';
import {useApiOrigin} from '@site/src/components/ApiHostSwitch/store';
import '@site/src/utils/registerPrismLanguages';

export default function CodeBlockWrapper({children, ...props}: ComponentProps<typeof CodeBlock>): React.JSX.Element {
  const origin = useApiOrigin();
  return <CodeBlock {...props}>{typeof children === 'string' ? rewriteHost(children, origin) : children}</CodeBlock>;
}
