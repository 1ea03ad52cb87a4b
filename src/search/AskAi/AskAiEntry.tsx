import React from 'react';
import {Sparkles} from 'lucide-react';
import styles from './styles.module.css';

/** The way from keyword search to Ask AI: asks the typed query as the first question of a new conversation. */
export default function AskAiEntry({query, onAsk}: {query: string; onAsk: () => void}): React.JSX.Element {
  return (
    <button type="button" className={styles.entry} onClick={onAsk} aria-label={`Ask AI: ${query}`}>
      <Sparkles size={18} aria-hidden="true" className={styles.entryIcon} />
      <span className={styles.entryText}>
        <span className={styles.entryTitle}>Ask AI</span>
        <span className={styles.entryQuery}>{query}</span>
      </span>
      <span className={styles.entryHint} aria-hidden="true">
        Answer from the docs, with sources
      </span>
    </button>
  );
}
