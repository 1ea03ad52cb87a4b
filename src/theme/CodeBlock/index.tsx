// Wrapped so that the highlighter and the site's extra languages load with the pages that show code, not with all.
import React, {type ComponentProps} from 'react';
import CodeBlock from '@theme-original/CodeBlock';
import '@site/src/utils/registerPrismLanguages';

export default function CodeBlockWrapper(props: ComponentProps<typeof CodeBlock>): React.JSX.Element {
  return <CodeBlock {...props} />;
}
