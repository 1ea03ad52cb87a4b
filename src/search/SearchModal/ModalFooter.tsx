import React from 'react';
import {ASK_AI_DISCLAIMER} from '../AskAi/strings';
import styles from './styles.module.css';

/** The keys that work in the current mode, and in Ask AI mode the disclaimer about generated answers. */
export default function ModalFooter({asking}: {asking: boolean}): React.JSX.Element {
  return (
    <footer className={styles.footer}>
      {asking ? (
        <>
          <p className={styles.disclaimer}>{ASK_AI_DISCLAIMER}</p>
          <ul className={styles.legend} aria-label="Keyboard shortcuts">
            <li>
              <kbd>↵</kbd> to ask
            </li>
            <li>
              <kbd>esc</kbd> back to search
            </li>
          </ul>
        </>
      ) : (
        <ul className={styles.legend} aria-label="Keyboard shortcuts">
          <li>
            <kbd>↵</kbd> to select
          </li>
          <li>
            <kbd>↑</kbd>
            <kbd>↓</kbd> to navigate
          </li>
          <li>
            <kbd>esc</kbd> to close
          </li>
        </ul>
      )}
    </footer>
  );
}
