// The server's code block for the OpenAPI theme's examples and descriptions inside islands: highlighted as it renders.
// The browser keeps the islands' HTML as the server wrote it, so no highlighter ever runs for this code there.
import React, {isValidElement, type ReactNode} from 'react';
import {Prism} from 'prism-react-renderer';
import type {Props} from '@theme/CodeBlock';
// The site's code block itself (not `@theme/CodeBlock`, which is this module for the theme): it takes built HTML.
import CodeBlock from '@site/src/theme/CodeBlock';
import {blockHtml} from '@site/shared/code-highlight/block';
import {markCloudHost} from '@site/shared/code-highlight/markup';
import {tokenizer} from '@site/shared/code-highlight/tokenize';
import '@site/shared/code-highlight/registerPrismLanguages';

/** The code when the children are text only (the theme passes a string, or Markdown's pieces of one). */
function textOf(children: ReactNode): string | undefined {
  const parts = React.Children.toArray(children);
  return parts.some((part) => isValidElement(part)) ? undefined : parts.join('');
}

export default function IslandCodeBlock(props: Props): React.JSX.Element {
  const code = textOf(props.children);
  if (code === undefined) return <CodeBlock {...props} />;
  const language = (props.language ?? 'text').toLowerCase();
  const {html} = blockHtml(code, {
    tokenize: tokenizer(Prism.languages[language]),
    metastring: props.metastring,
    markup: markCloudHost,
  });
  return <CodeBlock {...props} highlightedHtml={html} />;
}
