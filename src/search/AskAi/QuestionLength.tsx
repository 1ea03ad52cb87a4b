import React from 'react';
import styles from './styles.module.css';

/** Share of the limit from which the count shows: short questions need no counter. */
const SHOWN_FROM = 0.8;

/**
 * How long the question being typed is against the service's limit (the one in force, which an operator may have
 * lowered), shown as the question nears it, with a sentence once it is reached.
 */
export default function QuestionLength({length, max}: {length: number; max: number}): React.JSX.Element | null {
  if (length < max * SHOWN_FROM) return null;
  const full = length >= max;
  return (
    <span className={full ? `${styles.questionLength} ${styles.questionLengthFull}` : styles.questionLength}>
      <span aria-hidden="true" data-testid="ask-ai-question-length">
        {length}/{max}
      </span>
      <span className="visually-hidden" role="status">
        {full ? `Questions can be at most ${max} characters long.` : `${length} of ${max} characters.`}
      </span>
    </span>
  );
}
