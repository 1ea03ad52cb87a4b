// The server's code block for the OpenAPI theme's examples and descriptions inside islands: highlighted as it renders.
// The browser keeps the islands' HTML as the server wrote it, so no highlighter ever runs for this code there.
import React, {type ComponentType} from 'react';
import {Prism} from 'prism-react-renderer';
import ThemeCodeBlock, {type Props} from '@theme/CodeBlock';
import {blockHtml, type BuiltProps} from '@site/shared/code-highlight/block';
import {codeText} from '@site/shared/code-highlight/codeText';
import {markCloudHost} from '@site/shared/code-highlight/markup';
import {tokenizer} from '@site/shared/code-highlight/tokenize';
import '@site/shared/code-highlight/registerPrismLanguages';

// From here `@theme/CodeBlock` is the site's own code block (src/theme/CodeBlock): the swap to this module applies to
// the OpenAPI theme's requests only (islands/index.ts). The site's block takes built HTML, which the theme's type lacks.
const CodeBlock = ThemeCodeBlock as ComponentType<Props & BuiltProps>;

export default function IslandCodeBlock(props: Props): React.JSX.Element {
  const code = codeText(props.children);
  if (code === undefined) return <CodeBlock {...props} />;
  const language = (props.language ?? 'text').toLowerCase();
  const {html} = blockHtml(code, {
    tokenize: tokenizer(Prism.languages[language]),
    metastring: props.metastring,
    markup: markCloudHost,
  });
  return <CodeBlock {...props} highlightedHtml={html} />;
}
