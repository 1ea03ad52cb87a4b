import React, {useRef, type ReactNode} from 'react';
import clsx from 'clsx';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useCodeWordWrap} from '@docusaurus/theme-common/internal';
import {CODE_BLOCK_CLASS} from '@site/shared/code-highlight/markup';
import CodeButtons from './CodeButtons';
import styles from './styles.module.css';

export interface FrameProps {
  language: string;
  title?: ReactNode;
  className?: string;
  lineNumbersStart?: number;
  /** The inside of `<code>` as HTML (shared/code-highlight/markup.ts); otherwise `children` are shown as they are. */
  html?: string;
  children?: ReactNode;
}

/**
 * A code block around code that is already highlighted: title bar, the code, word wrap and copy buttons. The same
 * markup on the server and in the browser; colours come from classes, so the colour mode needs no re-render.
 */
export default function Frame({language, title, className, lineNumbersStart, html, children}: FrameProps) {
  const isBrowser = useIsBrowser();
  const wordWrap = useCodeWordWrap();
  const code = useRef<HTMLElement>(null);
  const numbered = lineNumbersStart !== undefined;
  return (
    <div
      className={clsx(
        CODE_BLOCK_CLASS,
        ThemeClassNames.common.codeBlock,
        `language-${language}`,
        className,
        styles.container,
      )}>
      {title && <div className={styles.title}>{title}</div>}
      <div className={styles.content}>
        {/* Focusable so that keyboard readers can scroll long lines. */}
        <pre
          ref={wordWrap.codeBlockRef}
          tabIndex={0}
          className={clsx('prism-code', `language-${language}`, 'thin-scrollbar', styles.pre)}>
          <code
            ref={code}
            className={clsx(styles.lines, numbered && styles.numbered)}
            style={numbered ? {counterReset: `line-count ${lineNumbersStart - 1}`} : undefined}
            dangerouslySetInnerHTML={html === undefined ? undefined : {__html: html}}>
            {html === undefined ? children : undefined}
          </code>
        </pre>
        {isBrowser && <CodeButtons code={code} wordWrap={wordWrap} />}
      </div>
    </div>
  );
}
