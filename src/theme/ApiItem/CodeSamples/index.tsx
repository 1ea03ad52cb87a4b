import React, {useEffect, useId, useRef, useState, type KeyboardEvent} from 'react';
import clsx from 'clsx';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {Check, Copy} from 'lucide-react';
import type {CodeSample} from '@site/plugins/api-reference/codeSamples';
import {COPY_FAILED_MESSAGE, copyText} from '@site/src/utils/copyText';
import styles from './styles.module.css';

/** Where the reader's language choice is kept: the OpenAPI theme's key, so a choice made before this page still holds. */
const STORAGE_KEY = 'docusaurus.tab.code-samples';

function storedLanguage(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

function CopyButton({source}: {source: () => HTMLElement | null}): React.JSX.Element {
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (status === 'idle') return undefined;
    const timer = setTimeout(() => setStatus('idle'), status === 'failed' ? 5000 : 1500);
    return () => clearTimeout(timer);
  }, [status]);
  const copied = status === 'copied';
  return (
    <button
      type="button"
      className={clsx('clean-btn', styles.copy)}
      aria-label={copied ? 'Copied' : status === 'failed' ? COPY_FAILED_MESSAGE : 'Copy code to clipboard'}
      title={status === 'failed' ? COPY_FAILED_MESSAGE : 'Copy'}
      // The text as shown, so that a sample whose host the reader switched is copied with that host.
      onClick={() => {
        const text = source()?.textContent ?? '';
        copyText(text).then(
          () => setStatus('copied'),
          () => setStatus('failed'),
        );
      }}>
      {copied ? <Check size={16} aria-hidden /> : <Copy size={16} aria-hidden />}
    </button>
  );
}

/**
 * The operation's request samples, built ahead (plugins/api-reference): tabs over static highlighted HTML, so that
 * switching language needs no code generator. Without scripts every sample shows, one under the other.
 */
export default function CodeSamples({samples}: {samples: readonly CodeSample[]}): React.JSX.Element | null {
  const id = useId();
  const isBrowser = useIsBrowser();
  const [selected, setSelected] = useState(samples[0]?.language);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const codes = useRef<Record<string, HTMLElement | null>>({});

  useEffect(() => {
    const remembered = storedLanguage();
    if (remembered && samples.some((sample) => sample.language === remembered)) setSelected(remembered);
  }, [samples]);

  if (samples.length === 0) return null;

  const choose = (language: string) => {
    setSelected(language);
    try {
      localStorage.setItem(STORAGE_KEY, language);
    } catch {
      // Storage can be off (private windows, settings): the choice then lasts for this page only.
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = samples.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    choose(samples[target].language);
    tabs.current[target]?.focus();
  };

  return (
    <div className={styles.samples}>
      <noscript>
        <style>{`.${styles.tabs}{display:none}.${styles.panel}[hidden],.${styles.noScriptLabel}{display:block}`}</style>
      </noscript>
      <div role="tablist" aria-label="Request sample language" className={styles.tabs}>
        {samples.map((sample, index) => (
          <button
            key={sample.language}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${sample.language}`}
            aria-controls={`${id}-panel-${sample.language}`}
            aria-selected={sample.language === selected}
            tabIndex={sample.language === selected ? 0 : -1}
            className={clsx(styles.tab, sample.language === selected && styles.selected)}
            onClick={() => choose(sample.language)}
            onKeyDown={(event) => onKeyDown(event, index)}>
            {sample.label}
          </button>
        ))}
      </div>
      {samples.map((sample) => (
        <div
          key={sample.language}
          role="tabpanel"
          id={`${id}-panel-${sample.language}`}
          aria-labelledby={`${id}-tab-${sample.language}`}
          hidden={sample.language !== selected}
          className={styles.panel}>
          <p className={styles.noScriptLabel}>{sample.label}</p>
          <div className={styles.code}>
            <pre className={clsx('api-code-sample', `language-${sample.highlight}`)} tabIndex={0}>
              <code
                ref={(element) => {
                  codes.current[sample.language] = element;
                }}
                dangerouslySetInnerHTML={{__html: sample.html}}
              />
            </pre>
            {isBrowser && <CopyButton source={() => codes.current[sample.language] ?? null} />}
          </div>
        </div>
      ))}
    </div>
  );
}
