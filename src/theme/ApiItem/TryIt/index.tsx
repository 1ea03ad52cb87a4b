import React, {useState} from 'react';
import LazyBoundary from '@site/src/components/LoadWhenVisible/LazyBoundary';
import {retryableLazy} from '@site/src/utils/retryableLazy';
import type {ExplorerProps} from './Explorer';
import styles from './styles.module.css';

// The request builder, its store and what it sends with (postman-collection, form libraries) download when the reader
// asks.
const Explorer = retryableLazy<ExplorerProps>(() => import('./Explorer'));

/** Stands where the request builder will be while its code downloads, about as tall, so nothing below jumps. */
const loading = <div className={styles.loading} role="status" aria-label="Loading the request builder" />;

/**
 * "Try it": the interactive request builder (authorization, parameters, body, send, response), loaded on request.
 * Without scripts the whole block is hidden: it could do nothing there.
 */
export default function TryIt({infoPath}: ExplorerProps): React.JSX.Element {
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <>
        {/* Before the block, not inside it: a <style> in the body may only style what follows it (valid HTML). */}
        <noscript>
          <style>{`.${styles.closed}{display:none}`}</style>
        </noscript>
        {/* For readers only (data-markdown-ignore, as the Agent-Friendly Documentation Spec names it): an agent
            sends the request itself. */}
        <div className={styles.closed} data-markdown-ignore="">
          <p className={styles.invitation}>Send this request from your browser with your own API key.</p>
          <button type="button" className="button button--primary" onClick={() => setOpen(true)}>
            Try it
          </button>
        </div>
      </>
    );
  }
  return (
    <LazyBoundary placeholder={loading} name="The request builder" onRetry={Explorer.retry}>
      <Explorer.Component infoPath={infoPath} />
    </LazyBoundary>
  );
}
