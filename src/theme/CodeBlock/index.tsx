// Replaced, not wrapped: the theme's code block highlights in the browser, which put Prism and its grammars into
// the first load of every page with code. Fences come highlighted from the build (plugins/code-highlight); code that
// only exists at run time (a component's string) is shown plain, then highlighted once the highlighter has loaded.
// Samples show the reader's Tessera host (src/components/ApiHostSwitch): the copy button copies what is shown.
import React, {useEffect, useMemo, useState, type ReactNode} from 'react';
import useRouteContext from '@docusaurus/useRouteContext';
import type {Props} from '@theme/CodeBlock';
import {blockHtml, type BuiltProps} from '@site/shared/code-highlight/block';
import {codeText} from '@site/shared/code-highlight/codeText';
import {languageLabel} from '@site/shared/code-highlight/languageLabel';
import {titleOf} from '@site/shared/code-highlight/lines';
import {withApiOrigin} from '@site/shared/code-highlight/markup';
import {rewriteHost} from '@site/shared/apiHost';
import {useApiOrigin} from '@site/src/components/ApiHostSwitch/store';
import Frame from './Frame';
import '@generated/tessera-code-highlight/tokens.css';

function languageOf({language, className}: Props): string {
  const fromClass = className?.split(' ').find((name) => name.startsWith('language-'));
  return (language ?? fromClass?.slice('language-'.length) ?? 'text').toLowerCase();
}

/**
 * The title bar's text: the block's own title (`title="file.py"`), else its language, so that every block says what
 * it holds. The API reference lays out its own samples (tabs name the language there), so its blocks keep theirs.
 */
function useTitle(title: ReactNode, language: string): ReactNode {
  const apiReference = useRouteContext().plugin.id === 'api';
  return title || (apiReference ? undefined : languageLabel(language));
}

/** A string of code highlighted after hydration: server and first browser render show the same plain lines. */
function RuntimeCodeBlock({code, language, ...props}: Props & {code: string; language: string}) {
  const origin = useApiOrigin();
  const shown = rewriteHost(code, origin);
  const {metastring, showLineNumbers} = props;
  const plain = useMemo(() => blockHtml(shown, {metastring, showLineNumbers}), [shown, metastring, showLineNumbers]);
  const [highlighted, setHighlighted] = useState<{code: string; html: string}>();
  const title = useTitle(props.title ?? titleOf(metastring), language);
  useEffect(() => {
    let current = true;
    import('./browserHighlighter')
      .then(({highlightInBrowser}) => {
        if (current)
          setHighlighted({code: shown, html: highlightInBrowser(shown, language, {metastring, showLineNumbers})});
      })
      // Offline or after a deploy: the plain lines stay, readable and copyable, only without colours.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [shown, language, metastring, showLineNumbers]);
  return (
    <Frame
      language={language}
      title={title}
      className={props.className}
      lineNumbersStart={plain.lineNumbersStart}
      html={highlighted?.code === shown ? highlighted.html : plain.html}
    />
  );
}

export default function CodeBlock({highlightedHtml, ...props}: Props & BuiltProps): React.JSX.Element {
  const origin = useApiOrigin();
  const language = languageOf(props);
  const title = useTitle(props.title, language);
  if (highlightedHtml !== undefined) {
    return (
      <Frame
        language={language}
        title={title}
        className={props.className}
        lineNumbersStart={typeof props.showLineNumbers === 'number' ? props.showLineNumbers : undefined}
        html={withApiOrigin(highlightedHtml, origin)}
      />
    );
  }
  const code = codeText(props.children);
  if (code !== undefined) return <RuntimeCodeBlock {...props} code={code} language={language} />;
  return (
    <Frame language={language} title={title} className={props.className}>
      {props.children}
    </Frame>
  );
}
