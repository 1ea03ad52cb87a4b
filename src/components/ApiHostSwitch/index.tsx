import React, {useEffect, useId, useState} from 'react';
import clsx from 'clsx';
import {CLOUD_ORIGIN, parseSelfHostedOrigin} from '../../../shared/apiHost';
import {setHostChoice, useHostChoice} from './store';
import styles from './styles.module.css';

/**
 * "Tessera Cloud / Self-hosted": sets the host in every code sample of the site. A compact segmented control that
 * plugins/api-host puts, at build time, just above the first sample of a page that names the Cloud host, so it is in
 * the server HTML. The address field shows for Self-hosted only, in the same row, and an address applies on Enter or
 * when the field loses focus.
 */
export default function ApiHostSwitch(): React.JSX.Element {
  const choice = useHostChoice();
  const [draft, setDraft] = useState(choice.selfHostedOrigin);
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  // The stored address arrives after hydration, or from another tab.
  useEffect(() => setDraft(choice.selfHostedOrigin), [choice.selfHostedOrigin]);

  /** Self-hosted with the address in the field; until that address validates, nothing changes but the message. */
  const chooseSelfHosted = () => {
    const result = parseSelfHostedOrigin(draft);
    if (!result.valid) {
      setError(result.message);
      return;
    }
    setError(null);
    setDraft(result.origin);
    if (choice.mode !== 'self-hosted' || choice.selfHostedOrigin !== result.origin) {
      setHostChoice({mode: 'self-hosted', selfHostedOrigin: result.origin});
    }
  };

  const selfHosted = choice.mode === 'self-hosted';
  const shownOrigin = selfHosted ? choice.selfHostedOrigin : CLOUD_ORIGIN;
  return (
    // Not a form: there is nothing to submit, a choice applies at once (and a form without a submit button fails
    // WCAG technique H32).
    <div className={styles.switch} data-api-host-switch="" data-pagefind-ignore="">
      {/* A control for readers (the Agent-Friendly Documentation Spec's data-markdown-ignore): the Markdown twin says
          which host its samples use instead. */}
      <div className={styles.modes} role="radiogroup" aria-labelledby={`${id}-label`} data-markdown-ignore="">
        <span id={`${id}-label`} className={styles.label}>
          Code samples for
        </span>
        <span className={styles.segments}>
          <label className={clsx(styles.segment, !selfHosted && styles.selected)}>
            <input
              type="radio"
              name={`${id}-mode`}
              value="cloud"
              checked={!selfHosted}
              onChange={() => {
                setError(null);
                setHostChoice({...choice, mode: 'cloud'});
              }}
            />
            Tessera Cloud
          </label>
          <label className={clsx(styles.segment, selfHosted && styles.selected)}>
            <input
              type="radio"
              name={`${id}-mode`}
              value="self-hosted"
              checked={selfHosted}
              onChange={chooseSelfHosted}
            />
            Self-hosted
          </label>
        </span>
      </div>
      {(selfHosted || error !== null) && (
        <div className={styles.address}>
          <label htmlFor={`${id}-address`} className="visually-hidden">
            Self-hosted address
          </label>
          <input
            id={`${id}-address`}
            className={styles.input}
            type="text"
            inputMode="url"
            autoComplete="url"
            spellCheck={false}
            enterKeyHint="done"
            placeholder="https://tessera.your-company.com"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                chooseSelfHosted();
              }
            }}
            onBlur={chooseSelfHosted}
            aria-invalid={error !== null}
            aria-describedby={error ? `${id}-error` : `${id}-help`}
          />
          <span id={`${id}-help`} className="visually-hidden">
            Applied when you press Enter or leave the field.
          </span>
        </div>
      )}
      <p id={`${id}-error`} className={styles.error} role="alert" hidden={error === null}>
        {error}
      </p>
      <p className={styles.status} aria-live="polite">
        {`Samples use ${shownOrigin}.`}
      </p>
    </div>
  );
}
