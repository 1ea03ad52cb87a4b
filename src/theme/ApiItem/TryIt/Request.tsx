// The request builder's form and its response panel. Not the theme's Request and Response: those wait 1.2 s before
// sending, show no pending state, answer every network failure with one vague sentence and then fall back to "Click
// the Send API Request button", and send an empty API key without a word. The form's parts (key, parameters, body,
// accept) are still the theme's components, reading the same store; sending and reporting are this module's.
import React, {useId, useState} from 'react';
import {FormProvider, useForm} from 'react-hook-form';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Accept from '@theme/ApiExplorer/Accept';
import Authorization from '@theme/ApiExplorer/Authorization';
import type {AuthState} from '@theme/ApiExplorer/Authorization/slice';
import Body from '@theme/ApiExplorer/Body';
import buildPostmanRequest from '@theme/ApiExplorer/buildPostmanRequest';
import ContentType from '@theme/ApiExplorer/ContentType';
import {useResolvedEncoding} from '@theme/ApiExplorer/EncodingSelection/useResolvedEncoding';
import ParamOptions from '@theme/ApiExplorer/ParamOptions';
import makeRequest from '@theme/ApiExplorer/Request/makeRequest';
import Server from '@theme/ApiExplorer/Server';
import {useTypedSelector} from '@theme/ApiItem/hooks';
import * as postmanSdk from 'postman-collection';
import type {ApiOperation} from '../explorerStore';
import {adviceForStatus, explainFailure, probeReachable, type FailureReport} from './failure';
import styles from './styles.module.css';

const DEFAULT_TIMEOUT_MS = 30_000;

type Outcome =
  | {state: 'idle'}
  | {state: 'pending'; method: string; url: string}
  | {
      state: 'answered';
      method: string;
      url: string;
      status: number;
      statusText: string;
      headers: [string, string][];
      body: string;
      ms: number;
    }
  | {state: 'failed'; method: string; url: string; report: FailureReport};

interface ExplorerState {
  params: Record<'path' | 'query' | 'header' | 'cookie', {name: string; value?: string | string[]}[]>;
  contentType: {value?: string};
  accept: {value?: string; options?: string[]};
  body: unknown;
  server: {value?: unknown; options: unknown[]};
  auth: AuthState;
}

/** True when the operation needs credentials and the reader has typed none. */
function credentialsMissing(auth: AuthState): boolean {
  if (auth.selected === undefined) return false;
  const schemes = auth.options[auth.selected] ?? [];
  return (
    schemes.length > 0 &&
    schemes.every((scheme) => !Object.values(auth.data[scheme.key] ?? {}).some((value) => value?.trim()))
  );
}

function headerList(headers: Headers): [string, string][] {
  const list: [string, string][] = [];
  headers.forEach((value, name) => list.push([name, value]));
  return list;
}

/** Pretty-prints JSON bodies; anything else is shown as sent. */
function readableBody(text: string, contentType: string | null): string {
  if (!contentType?.includes('json') || text === '') return text;
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/** Sends the request and says what came back, or why nothing did. */
async function send(
  request: postmanSdk.Request,
  body: unknown,
  encoding: ReturnType<typeof useResolvedEncoding>,
  timeoutMs: number,
  credentials: RequestCredentials | undefined,
): Promise<Outcome> {
  const method = request.method.toUpperCase();
  const url = request.url.toString();
  let invalidUrl = false;
  try {
    invalidUrl = !/^https?:$/.test(new URL(url).protocol);
  } catch {
    invalidUrl = true;
  }
  const pageOrigin = window.location.origin;
  if (invalidUrl) {
    const report = explainFailure({
      url,
      pageOrigin,
      invalidUrl,
      timedOut: false,
      timeoutMs,
      blockedByPolicy: false,
      reachable: false,
    });
    return {state: 'failed', method, url, report};
  }
  // A refusal by the page's own Content-Security-Policy is reported as an event before fetch fails.
  let blockedByPolicy = false;
  const onViolation = (event: SecurityPolicyViolationEvent) => {
    if (event.effectiveDirective === 'connect-src') blockedByPolicy = true;
  };
  document.addEventListener('securitypolicyviolation', onViolation);
  const started = performance.now();
  try {
    const response = await makeRequest(request, undefined, body, timeoutMs, credentials, encoding);
    const text = await response.text();
    return {
      state: 'answered',
      method,
      url,
      status: response.status,
      statusText: response.statusText,
      headers: headerList(response.headers),
      body: readableBody(text, response.headers.get('content-type')),
      ms: Math.round(performance.now() - started),
    };
  } catch (error) {
    const timedOut = (error as {type?: string}).type === 'timeout';
    // Let a pending policy report arrive (it is dispatched as a task of its own).
    await new Promise((resolve) => setTimeout(resolve, 0));
    const reachable = !timedOut && !blockedByPolicy && (await probeReachable(url));
    const report = explainFailure({url, pageOrigin, timedOut, timeoutMs, blockedByPolicy, reachable});
    return {state: 'failed', method, url, report};
  } finally {
    document.removeEventListener('securitypolicyviolation', onViolation);
  }
}

function ResponsePanel({outcome}: {outcome: Outcome}): React.JSX.Element {
  const titleId = useId();
  let content: React.ReactNode;
  switch (outcome.state) {
    case 'idle':
      content = <p className={styles.note}>Press “Send API Request” to see the answer here.</p>;
      break;
    case 'pending':
      content = (
        <p className={styles.pending}>
          <span className={styles.spinner} aria-hidden="true" />
          Sending {outcome.method} {outcome.url}…
        </p>
      );
      break;
    case 'failed':
      content = (
        <div className={styles.failure} data-try-it-failure={outcome.report.kind}>
          <p className={styles.failureTitle}>
            <strong>No answer.</strong> {outcome.report.title}
          </p>
          <p className={styles.note}>{outcome.report.advice}</p>
          {outcome.report.kind === 'policy' && (
            <button type="button" className="button button--secondary button--sm" onClick={() => location.reload()}>
              Reload the page
            </button>
          )}
        </div>
      );
      break;
    case 'answered': {
      const advice = adviceForStatus(outcome.status);
      const ok = outcome.status < 400;
      content = (
        <>
          <p className={ok ? styles.statusOk : styles.statusError} data-try-it-status={outcome.status}>
            HTTP {outcome.status}
            {outcome.statusText ? ` ${outcome.statusText}` : ''}
            <span className={styles.timing}> · {outcome.ms} ms</span>
          </p>
          {advice && <p className={styles.note}>{advice}</p>}
          <details className={styles.headers}>
            <summary>Response headers ({outcome.headers.length})</summary>
            <dl>
              {outcome.headers.map(([name, value]) => (
                <div key={name}>
                  <dt>{name}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </details>
          {outcome.body === '' ? (
            <p className={styles.note}>The answer has no body.</p>
          ) : (
            <pre className={styles.body} tabIndex={0} aria-label="Response body">
              <code>{outcome.body}</code>
            </pre>
          )}
        </>
      );
      break;
    }
  }
  return (
    <section className={styles.response} aria-labelledby={titleId}>
      <p id={titleId} className={styles.responseTitle}>
        Response
      </p>
      {/* Announced as it changes: sending, then the answer or the failure. */}
      <div role="status" aria-live="polite" aria-busy={outcome.state === 'pending'}>
        {content}
      </div>
    </section>
  );
}

export default function Request({item}: {item: ApiOperation & {postman?: object}}): React.JSX.Element {
  const {siteConfig} = useDocusaurusContext();
  const apiConfig = (siteConfig.themeConfig as {api?: {requestTimeout?: number; requestCredentials?: string}}).api;
  const state = useTypedSelector((explorer: ExplorerState) => explorer);
  const encoding = useResolvedEncoding(item.requestBody);
  const methods = useForm({shouldFocusError: false});
  const [outcome, setOutcome] = useState<Outcome>({state: 'idle'});
  const [keyWarning, setKeyWarning] = useState(false);

  const missingKey = credentialsMissing(state.auth);
  const hasParams = Object.values(state.params).some((list) => list.length > 0);

  const onSubmit = async () => {
    if (outcome.state === 'pending') return;
    if (missingKey && !keyWarning) {
      // Once: the reader may mean to see the API's answer without a key.
      setKeyWarning(true);
      return;
    }
    setKeyWarning(false);
    const request = buildPostmanRequest(new postmanSdk.Request(item.postman as postmanSdk.Request.definition), {
      queryParams: state.params.query,
      pathParams: state.params.path,
      cookieParams: state.params.cookie,
      headerParams: state.params.header,
      contentType: state.contentType.value ?? '',
      accept: state.accept.value ?? '',
      body: state.body,
      server: state.server.value,
      auth: state.auth,
      encoding,
    });
    setOutcome({state: 'pending', method: request.method.toUpperCase(), url: request.url.toString()});
    setOutcome(
      await send(
        request,
        state.body,
        encoding,
        apiConfig?.requestTimeout ?? DEFAULT_TIMEOUT_MS,
        apiConfig?.requestCredentials as RequestCredentials | undefined,
      ),
    );
  };

  const pending = outcome.state === 'pending';
  return (
    <>
      <FormProvider {...methods}>
        <form className="openapi-explorer__request-form" onSubmit={methods.handleSubmit(onSubmit)}>
          <div className="openapi-explorer__details-outer-container">
            {state.server.options.length > 0 && (
              <details open className="openapi-explorer__details-container">
                <summary className="openapi-explorer__details-summary">Base URL</summary>
                <Server />
              </details>
            )}
            {state.auth.selected !== undefined && (
              <details open className="openapi-explorer__details-container">
                <summary className="openapi-explorer__details-summary">Auth</summary>
                <Authorization />
              </details>
            )}
            {hasParams && (
              <details open className="openapi-explorer__details-container">
                <summary className="openapi-explorer__details-summary">Parameters</summary>
                <ParamOptions />
              </details>
            )}
            {state.contentType.value !== undefined && (
              <details open className="openapi-explorer__details-container">
                <summary className="openapi-explorer__details-summary">Body</summary>
                <ContentType />
                <Body
                  jsonRequestBodyExample={(item as {jsonRequestBodyExample?: unknown}).jsonRequestBodyExample}
                  requestBodyMetadata={item.requestBody}
                  required={(item.requestBody as {required?: boolean} | undefined)?.required}
                />
              </details>
            )}
            {(state.accept.options?.length ?? 0) > 1 && (
              <details open className="openapi-explorer__details-container">
                <summary className="openapi-explorer__details-summary">Accept</summary>
                <Accept />
              </details>
            )}
            {keyWarning && missingKey && (
              <div className={styles.keyWarning} role="alert">
                <p>
                  <strong>No API key.</strong> The request would go without your key, and the API would answer 401
                  Unauthorized. Type your key under Auth, or send anyway.
                </p>
              </div>
            )}
            <button
              className={`openapi-explorer__request-btn ${styles.send}`}
              type="submit"
              aria-disabled={pending || undefined}>
              {pending ? 'Sending…' : keyWarning && missingKey ? 'Send without a key' : 'Send API Request'}
            </button>
          </div>
        </form>
      </FormProvider>
      <ResponsePanel outcome={outcome} />
    </>
  );
}
