import React, {useEffect, useId, useState, type FormEvent} from 'react';
import {CLOUD_ORIGIN, parseSelfHostedOrigin} from './host';
import {setHostChoice, useHostChoice} from './store';
import styles from './styles.module.css';

/**
 * "Tessera Cloud / Self-hosted": sets the host in every code sample of the site. Inserted at build time, by
 * plugins/api-host, at the top of pages whose samples name the Cloud host, so it is in the server HTML (no shift).
 * The address field is always shown, so a returning self-hosted reader's page does not grow after load either.
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
    setHostChoice({mode: 'self-hosted', selfHostedOrigin: result.origin});
  };

  const apply = (event: FormEvent) => {
    event.preventDefault();
    chooseSelfHosted();
  };

  const shownOrigin = choice.mode === 'cloud' ? CLOUD_ORIGIN : choice.selfHostedOrigin;
  return (
    <form className={styles.switch} onSubmit={apply} data-api-host-switch="" data-pagefind-ignore="">
      <div className={styles.modes} role="radiogroup" aria-labelledby={`${id}-label`}>
        <span id={`${id}-label`} className={styles.label}>
          Code samples for
        </span>
        <span className={styles.choices}>
          <label className={styles.mode}>
            <input
              type="radio"
              name={`${id}-mode`}
              value="cloud"
              checked={choice.mode === 'cloud'}
              onChange={() => {
                setError(null);
                setHostChoice({...choice, mode: 'cloud'});
              }}
            />
            Tessera Cloud
          </label>
          <label className={styles.mode}>
            <input
              type="radio"
              name={`${id}-mode`}
              value="self-hosted"
              checked={choice.mode === 'self-hosted'}
              onChange={chooseSelfHosted}
            />
            Self-hosted
          </label>
        </span>
      </div>
      <div className={styles.address}>
        <label htmlFor={`${id}-address`} className={styles.label}>
          Self-hosted address
        </label>
        <input
          id={`${id}-address`}
          className={styles.input}
          type="text"
          inputMode="url"
          autoComplete="url"
          spellCheck={false}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          aria-invalid={error !== null}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <button type="submit" className={styles.apply}>
          Use this address
        </button>
      </div>
      <p id={`${id}-error`} className={styles.error} role="alert" hidden={error === null}>
        {error}
      </p>
      <p className={styles.status} aria-live="polite">
        {`Samples use ${shownOrigin}.`}
      </p>
    </form>
  );
}
