import React, {Suspense, lazy, useEffect, useRef, useState} from 'react';
import {createPortal} from 'react-dom';
import type {SavedSearchItem} from '../history';
import {useSearch} from '../useSearch';
import ResultLink from '../ResultLink';
import AskAiEntry from '../AskAi/AskAiEntry';
import RecentConversations from '../AskAi/RecentConversations';
import {useSiteLinks} from '../../utils/siteLinks';
import KeywordResults from './KeywordResults';
import ModalFooter from './ModalFooter';
import SavedLists from './SavedLists';
import SearchForm from './SearchForm';
import {useAskAiMode} from './useAskAiMode';
import {useModalKeyboard} from './useModalKeyboard';
import {useSavedSearches} from './useSavedSearches';
import styles from './styles.module.css';

const MODAL_RESULT_PAGES = 8;

/**
 * The Ask AI panel (its Markdown renderer and marked, ~15 KB gzip) loads when the reader first asks, not with the
 * dialog: a keyword search downloads only what keyword results need.
 */
const AskAiPanel = lazy(() => import('../AskAi/AskAiPanel'));

export interface SearchModalProps {
  initialQuery?: string;
  onClose: () => void;
}

/** Focuses the input as the dialog opens and keeps the page behind it from scrolling while it is open. */
function useDialogOpening(inputRef: React.RefObject<HTMLInputElement | null>) {
  useEffect(() => {
    inputRef.current?.focus();
    const {overflow} = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [inputRef]);
}

/**
 * The search dialog: keyword search over the build-time index, recent searches and favourites, and — when the site
 * was built with an Ask AI service URL — an Ask AI mode answering from the docs.
 */
export default function SearchModal({initialQuery = '', onClose}: SearchModalProps): React.JSX.Element {
  const [query, setQuery] = useState(initialQuery);
  const trimmed = query.trim();
  const {askAiUrl} = useSiteLinks();
  const inputRef = useRef<HTMLInputElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const resultsRef = useRef<HTMLDivElement>(null);
  useDialogOpening(inputRef);
  const saved = useSavedSearches();
  const askAi = useAskAiMode(askAiUrl, inputRef, dialogRef);
  const state = useSearch(query, {limit: MODAL_RESULT_PAGES, prefix: true});
  const fullTextPending = state.status === 'loading' || (state.status === 'done' && state.outcome.complete === false);
  const onKeyDown = useModalKeyboard({
    inputRef,
    dialogRef,
    resultsRef,
    query: trimmed,
    askAi,
    canAsk: Boolean(askAiUrl),
    onClose,
  });

  // Following a result remembers it among the recent searches and closes the dialog.
  function follow(item: SavedSearchItem) {
    saved.remember(item);
    onClose();
  }

  return createPortal(
    <div className={styles.backdrop} onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={dialogRef}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-label="Search the documentation"
        onKeyDown={onKeyDown}>
        <SearchForm inputRef={inputRef} query={query} onQueryChange={setQuery} askAi={askAi} onClose={onClose} />

        {askAi.asking && (
          <div className={styles.body} data-ask-ai-scroll>
            <Suspense fallback={null}>
              <AskAiPanel state={askAi.conversation} onNavigate={onClose} />
            </Suspense>
          </div>
        )}
        <div
          ref={resultsRef}
          className={styles.body}
          hidden={askAi.asking}
          aria-live="polite"
          aria-busy={fullTextPending}>
          {askAiUrl && trimmed && <AskAiEntry query={trimmed} onAsk={() => askAi.enterAsk(trimmed)} />}
          {!trimmed && (
            <SavedLists
              recent={saved.recent}
              favourites={saved.favourites}
              onToggleFavourite={saved.toggleFavourite}
              onRemoveRecent={saved.removeRecent}
              onRemoveFavourite={saved.removeFavourite}
              renderLink={(item, children, className) => (
                <ResultLink to={item.url} className={className} data-search-item onFollow={() => follow(item)}>
                  {children}
                </ResultLink>
              )}
            />
          )}
          {!trimmed && askAiUrl && (
            <RecentConversations
              conversations={askAi.conversation.recent}
              onOpen={askAi.reopenConversation}
              onRemove={askAi.conversation.remove}
            />
          )}
          {trimmed && (
            <KeywordResults query={trimmed} state={state} onSuggestion={setQuery} onFollow={follow} onClose={onClose} />
          )}
        </div>

        <ModalFooter asking={askAi.asking} />
      </div>
    </div>,
    document.body,
  );
}
