import React, {useEffect, useState, type RefObject} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import type {useCodeWordWrap} from '@docusaurus/theme-common/internal';
import IconCopy from '@theme/Icon/Copy';
import IconSuccess from '@theme/Icon/Success';
import IconWordWrap from '@theme/Icon/WordWrap';
import {COPY_FAILED_MESSAGE, copyText} from '@site/shared/copyText';
import styles from './styles.module.css';

/**
 * The code as shown, lines joined: with the host the reader chose in the Cloud / Self-hosted switch, since the
 * switch rewrites what is shown, and without the magic comments the build took out.
 */
export function shownCode(code: HTMLElement): string {
  const lines = Array.from(code.querySelectorAll('.token-line'), (line) => line.textContent ?? '');
  return lines.length > 0 ? lines.join('\n') : (code.textContent ?? '');
}

type CopyState = 'idle' | 'copied' | 'failed';

/** How long the button shows the outcome: long enough to read the failure, which says what to do instead. */
const SHOWN_MS: Record<Exclude<CopyState, 'idle'>, number> = {copied: 1000, failed: 5000};

function CopyButton({code}: {code: RefObject<HTMLElement | null>}): React.JSX.Element {
  const [state, setState] = useState<CopyState>('idle');
  useEffect(() => {
    if (state === 'idle') return undefined;
    const timer = window.setTimeout(() => setState('idle'), SHOWN_MS[state]);
    return () => window.clearTimeout(timer);
  }, [state]);
  const copied = state === 'copied';
  const label = copied
    ? translate({
        id: 'theme.CodeBlock.copied',
        message: 'Copied',
        description: 'The copied button label on code blocks',
      })
    : translate({
        id: 'theme.CodeBlock.copyButtonAriaLabel',
        message: 'Copy code to clipboard',
        description: 'The ARIA label for copy code blocks button',
      });
  return (
    <>
      <button
        type="button"
        className={clsx('clean-btn', copied && styles.active)}
        aria-label={label}
        title={translate({
          id: 'theme.CodeBlock.copy',
          message: 'Copy',
          description: 'The copy button label on code blocks',
        })}
        onClick={() => {
          if (!code.current) return;
          setState('idle');
          copyText(shownCode(code.current)).then(
            () => setState('copied'),
            () => setState('failed'),
          );
        }}>
        {copied ? (
          <IconSuccess className={styles.icon} aria-hidden="true" />
        ) : (
          <IconCopy className={styles.icon} aria-hidden="true" />
        )}
      </button>
      {/* Always present, so that screen readers announce what is written into it. */}
      <span role="status" className={clsx(styles.copyStatus, state === 'failed' && styles.copyFailed)}>
        {state === 'failed' ? COPY_FAILED_MESSAGE : null}
      </span>
    </>
  );
}

function WordWrapButton({wordWrap}: {wordWrap: ReturnType<typeof useCodeWordWrap>}): React.JSX.Element | null {
  if (!wordWrap.isEnabled && !wordWrap.isCodeScrollable) return null;
  const title = translate({
    id: 'theme.CodeBlock.wordWrapToggle',
    message: 'Toggle word wrap',
    description: 'The title attribute for toggle word wrapping button of code block lines',
  });
  return (
    <button
      type="button"
      className={clsx('clean-btn', wordWrap.isEnabled && styles.active)}
      aria-label={title}
      title={title}
      aria-pressed={wordWrap.isEnabled}
      onClick={() => wordWrap.toggle()}>
      <IconWordWrap className={styles.icon} aria-hidden="true" />
    </button>
  );
}

/** Word wrap and copy: rendered in the browser only, as the theme does, since they need scripts to do anything. */
export default function CodeButtons({
  code,
  wordWrap,
}: {
  code: RefObject<HTMLElement | null>;
  wordWrap: ReturnType<typeof useCodeWordWrap>;
}): React.JSX.Element {
  return (
    <div className={styles.buttons}>
      <WordWrapButton wordWrap={wordWrap} />
      <CopyButton code={code} />
    </div>
  );
}
