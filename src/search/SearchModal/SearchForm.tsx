import React, {type RefObject} from 'react';
import {ArrowLeft, Search, X} from 'lucide-react';
import QuestionLength from '../AskAi/QuestionLength';
import {ANSWERING_PLACEHOLDER, ASK_AI_PLACEHOLDER} from '../AskAi/strings';
import type {AskAiMode} from './useAskAiMode';
import styles from './styles.module.css';

interface SearchFormProps {
  inputRef: RefObject<HTMLInputElement | null>;
  query: string;
  onQueryChange: (query: string) => void;
  askAi: AskAiMode;
  onClose: () => void;
}

/** The dialog's top row: the keyword search box, or in Ask AI mode the question box with a way back. */
export default function SearchForm({inputRef, query, onQueryChange, askAi, onClose}: SearchFormProps) {
  const {asking, conversation} = askAi;
  return (
    <form className={styles.searchForm} role="search" onSubmit={(event) => event.preventDefault()}>
      {asking ? (
        <button
          type="button"
          className={styles.backButton}
          onClick={askAi.leaveAsk}
          aria-label="Back to keyword search">
          <ArrowLeft size={18} aria-hidden="true" />
        </button>
      ) : (
        <Search size={18} aria-hidden="true" className={styles.searchIcon} />
      )}
      {asking ? (
        <input
          key="ask"
          ref={inputRef}
          className={styles.input}
          type="text"
          aria-label="Ask AI a question"
          placeholder={conversation.streaming ? ANSWERING_PLACEHOLDER : ASK_AI_PLACEHOLDER}
          autoComplete="off"
          maxLength={conversation.limits.maxQuestionChars}
          readOnly={conversation.streaming}
          value={askAi.draft}
          onChange={(event) => askAi.setDraft(event.target.value)}
        />
      ) : (
        <input
          key="search"
          ref={inputRef}
          className={styles.input}
          type="search"
          aria-label="Search docs"
          placeholder="Search docs"
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          maxLength={1000}
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
        />
      )}
      {asking && <QuestionLength length={askAi.draft.length} max={conversation.limits.maxQuestionChars} />}
      <button type="button" className={styles.closeButton} onClick={onClose} aria-label="Close search">
        {asking ? <X size={18} aria-hidden="true" /> : <kbd>Esc</kbd>}
      </button>
    </form>
  );
}
