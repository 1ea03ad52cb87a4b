import React, {useEffect, useId, useRef, useState, type KeyboardEvent} from 'react';
import clsx from 'clsx';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {Check, Copy} from 'lucide-react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {CodeSample, PageCodeSamples} from '@site/shared/api-reference/samples';
import {COPY_FAILED_MESSAGE, copyText} from '@site/shared/copyText';
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

/** Every language's samples of a page, fetched once per file (by URL) and kept for the visit. */
const loads = new Map<string, Promise<readonly CodeSample[]>>();

function loadAllSamples(url: string): Promise<readonly CodeSample[]> {
  let load = loads.get(url);
  if (!load) {
    load = fetch(url).then(async (response) => {
      if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
      return (await response.json()) as CodeSample[];
    });
    // A failed load may be retried on the next intent (a flaky connection).
    load.catch(() => loads.delete(url));
    loads.set(url, load);
  }
  return load;
}

type LoadState = 'idle' | 'loading' | 'failed';

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
 * switching language needs no code generator. The page comes with the first language's sample; the others are one
 * small file fetched when the reader shows intent: pointer over or focus in the tabs, or a remembered language
 * (plugins/api-reference/sampleDelivery.ts). Without scripts the first language's sample shows.
 */
export default function CodeSamples({samples}: {samples?: PageCodeSamples}): React.JSX.Element | null {
  const id = useId();
  const isBrowser = useIsBrowser();
  const allUrl = useBaseUrl(samples ? `/${samples.allUrl}` : '/');
  const tabsList = samples?.tabs ?? [];
  const [selected, setSelected] = useState(samples?.initial.language);
  const [html, setHtml] = useState<Record<string, string>>(() =>
    samples ? {[samples.initial.language]: samples.initial.html} : {},
  );
  const [loadState, setLoadState] = useState<LoadState>('idle');
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const codes = useRef<Record<string, HTMLElement | null>>({});

  const loadAll = () => {
    if (!samples || tabsList.every((tab) => tab.language in html)) return;
    setLoadState('loading');
    loadAllSamples(allUrl).then(
      (all) => {
        setHtml(Object.fromEntries(all.map((sample) => [sample.language, sample.html])));
        setLoadState('idle');
      },
      () => setLoadState('failed'),
    );
  };

  useEffect(() => {
    const remembered = storedLanguage();
    if (remembered && remembered !== samples?.initial.language && tabsList.some((tab) => tab.language === remembered)) {
      setSelected(remembered);
      loadAll();
    }
    // Once, after hydration: the server rendered the first language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (!samples || tabsList.length === 0) return null;

  const choose = (language: string) => {
    setSelected(language);
    if (!(language in html)) loadAll();
    try {
      localStorage.setItem(STORAGE_KEY, language);
    } catch {
      // Storage can be off (private windows, settings): the choice then lasts for this page only.
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabsList.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    choose(tabsList[target].language);
    tabs.current[target]?.focus();
  };

  return (
    <div className={styles.samples}>
      <noscript>
        <style>{`.${styles.tabs}{display:none}.${styles.noScriptLabel}{display:block}`}</style>
      </noscript>
      <div
        role="tablist"
        aria-label="Request sample language"
        className={styles.tabs}
        // Intent: the other languages load while the pointer or the focus reaches a tab, before the click.
        onPointerEnter={loadAll}
        onFocus={loadAll}>
        {tabsList.map((tab, index) => (
          <button
            key={tab.language}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.language}`}
            aria-controls={`${id}-panel-${tab.language}`}
            aria-selected={tab.language === selected}
            tabIndex={tab.language === selected ? 0 : -1}
            className={clsx(styles.tab, tab.language === selected && styles.selected)}
            onClick={() => choose(tab.language)}
            onKeyDown={(event) => onKeyDown(event, index)}>
            {tab.label}
          </button>
        ))}
      </div>
      {tabsList.map((tab) => {
        const code = html[tab.language];
        const shown = tab.language === selected;
        return (
          <div
            key={tab.language}
            role="tabpanel"
            id={`${id}-panel-${tab.language}`}
            aria-labelledby={`${id}-tab-${tab.language}`}
            aria-busy={shown && code === undefined && loadState === 'loading' ? true : undefined}
            hidden={!shown}
            className={styles.panel}>
            {code === undefined ? (
              shown && (
                <p className={styles.status} role={loadState === 'failed' ? 'alert' : undefined}>
                  {loadState === 'failed'
                    ? `The ${tab.label} sample could not be loaded. Check your connection, then choose the tab again.`
                    : `Loading the ${tab.label} sample…`}
                </p>
              )
            ) : (
              <>
                <p className={styles.noScriptLabel}>{tab.label}</p>
                <div className={styles.code}>
                  <pre className={clsx('api-code-sample', `language-${tab.highlight}`)} tabIndex={0}>
                    <code
                      ref={(element) => {
                        codes.current[tab.language] = element;
                      }}
                      dangerouslySetInnerHTML={{__html: code}}
                    />
                  </pre>
                  {isBrowser && <CopyButton source={() => codes.current[tab.language] ?? null} />}
                </div>
              </>
            )}
          </div>
        );
      })}
    </div>
  );
}
