import React, {useEffect, useRef} from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {MessageSquarePlus, Square, ThumbsDown, ThumbsUp} from 'lucide-react';
import type {Exchange} from './conversations';
import Markdown, {type MarkdownLinkProps} from './Markdown';
import RecentConversations from './RecentConversations';
import SourceList from './SourceList';
import type {ConversationState} from './useConversation';
import styles from './styles.module.css';

export interface AskAiPanelProps {
  state: ConversationState;
  /** Called when the reader follows a link out of the dialog. */
  onNavigate: () => void;
}

const SOURCE_LIST_CLASSES = {nav: styles.sources, heading: styles.sourcesHeading, list: styles.sourceList};

function ExchangeView({
  exchange,
  index,
  state,
  onNavigate,
}: {
  exchange: Exchange;
  index: number;
  state: ConversationState;
  onNavigate: () => void;
}) {
  const renderLink = ({href, children, className, ariaLabel}: MarkdownLinkProps) => (
    <Link to={href} className={className} aria-label={ariaLabel} onClick={onNavigate}>
      {children}
    </Link>
  );
  const {siteConfig} = useDocusaurusContext();
  // Links in answers are checked against the origin the reader is on; the configured one only stands in without a DOM.
  const pageOrigin = typeof window === 'undefined' ? siteConfig.url : window.location.origin;
  const streaming = exchange.status === 'streaming';
  return (
    <article className={styles.exchange} aria-busy={streaming}>
      <p className={styles.question}>{exchange.question}</p>
      <div className={styles.answer} data-testid="ask-ai-answer">
        {exchange.answer ? (
          <Markdown
            text={exchange.answer}
            sources={exchange.sources}
            renderLink={renderLink}
            pageOrigin={pageOrigin}
            citationClassName={styles.citation}
          />
        ) : (
          streaming && <p className={styles.pending}>Searching the docs…</p>
        )}
      </div>
      {exchange.status === 'stopped' && <p className={styles.note}>Answer stopped.</p>}
      {exchange.status === 'error' && (
        <p className={styles.error} role="alert">
          {exchange.error}
        </p>
      )}
      <SourceList
        sources={exchange.sources}
        renderLink={renderLink}
        pageOrigin={pageOrigin}
        classNames={SOURCE_LIST_CLASSES}
      />
      <div className={styles.actions}>
        {streaming && (
          <button type="button" className={styles.stopButton} onClick={state.stop}>
            <Square size={14} aria-hidden="true" fill="currentColor" />
            Stop
          </button>
        )}
        {exchange.status === 'done' && (
          <div className={styles.feedback} role="group" aria-label="Rate this answer">
            <button
              type="button"
              className={styles.iconButton}
              aria-label="Helpful"
              aria-pressed={exchange.rating === 'up'}
              onClick={() => state.rate(index, 'up')}>
              <ThumbsUp size={16} aria-hidden="true" fill={exchange.rating === 'up' ? 'currentColor' : 'none'} />
            </button>
            <button
              type="button"
              className={styles.iconButton}
              aria-label="Not helpful"
              aria-pressed={exchange.rating === 'down'}
              onClick={() => state.rate(index, 'down')}>
              <ThumbsDown size={16} aria-hidden="true" fill={exchange.rating === 'down' ? 'currentColor' : 'none'} />
            </button>
            {exchange.rating && <span className={styles.thanks}>Thanks for the feedback.</span>}
          </div>
        )}
      </div>
    </article>
  );
}

/** The Ask AI mode of the search dialog: the conversation, or the recent ones when none is open. */
export default function AskAiPanel({state, onNavigate}: AskAiPanelProps): React.JSX.Element {
  const endRef = useRef<HTMLDivElement>(null);
  const {conversation} = state;
  const exchanges = conversation?.exchanges ?? [];
  const last = exchanges[exchanges.length - 1];

  // Follow the answer as it grows, unless the reader scrolled up to read something else.
  useEffect(() => {
    const end = endRef.current;
    const scroller = end?.closest<HTMLElement>('[data-ask-ai-scroll]');
    if (!end || !scroller) return;
    if (scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight < 160) {
      scroller.scrollTop = scroller.scrollHeight;
    }
  }, [exchanges.length, last?.answer, last?.status]);

  if (!conversation) {
    return (
      <div className={styles.panel}>
        <RecentConversations conversations={state.recent} onOpen={state.open} onRemove={state.remove} />
        {state.recent.length === 0 && (
          <p className={styles.empty}>Ask a question about Tessera; answers cite the pages they come from.</p>
        )}
      </div>
    );
  }
  return (
    <div className={styles.panel}>
      <div className={styles.toolbar}>
        <span className={styles.toolbarTitle}>Ask AI</span>
        <button type="button" className={styles.textButton} onClick={state.startNew}>
          <MessageSquarePlus size={16} aria-hidden="true" />
          New conversation
        </button>
      </div>
      {exchanges.map((exchange, index) => (
        <ExchangeView key={index} exchange={exchange} index={index} state={state} onNavigate={onNavigate} />
      ))}
      <p className="visually-hidden" role="status">
        {state.streaming ? 'Answering' : last?.status === 'done' ? 'Answer complete' : ''}
      </p>
      <div ref={endRef} />
    </div>
  );
}
