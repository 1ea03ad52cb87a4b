import React, {useEffect, useRef, useState} from 'react';
import {createPortal} from 'react-dom';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {ArrowLeft, Clock, FileText, Hash, Search, Star, X} from 'lucide-react';
import Highlighted from '../Highlighted';
import {
  favouriteSearches,
  MAX_FAVOURITES,
  MAX_RECENT_SEARCHES,
  pushBounded,
  recentSearches,
  type SavedSearchItem,
} from '../history';
import {IndexNotBuilt, NoResults, SearchFailed} from '../Messages';
import {useSearch} from '../useSearch';
import ResultLink from '../ResultLink';
import AskAiEntry from '../AskAi/AskAiEntry';
import AskAiPanel from '../AskAi/AskAiPanel';
import RecentConversations from '../AskAi/RecentConversations';
import {ANSWERING_PLACEHOLDER, ASK_AI_DISCLAIMER, ASK_AI_PLACEHOLDER} from '../AskAi/strings';
import {useConversation} from '../AskAi/useConversation';
import {useSiteLinks} from '../../utils/siteLinks';
import styles from './styles.module.css';

const MODAL_RESULT_PAGES = 8;

export interface SearchModalProps {
  initialQuery?: string;
  onClose: () => void;
}

function focusableItems(container: HTMLElement | null): HTMLElement[] {
  return container ? Array.from(container.querySelectorAll<HTMLElement>('[data-search-item]')) : [];
}

/** Longest question typed in Ask AI mode (the service enforces its own limit and explains it). */
const MAX_QUESTION_LENGTH = 1000;

/**
 * The search dialog: keyword search over the build-time index, recent searches and favourites, and — when the site
 * was built with an Ask AI service URL — an Ask AI mode answering from the docs.
 */
export default function SearchModal({initialQuery = '', onClose}: SearchModalProps): React.JSX.Element {
  const [query, setQuery] = useState(initialQuery);
  const {askAiUrl} = useSiteLinks();
  const [mode, setMode] = useState<'search' | 'ask'>('search');
  const [draft, setDraft] = useState('');
  const conversation = useConversation(askAiUrl ?? '');
  const asking = mode === 'ask' && askAiUrl !== null;
  const [recent, setRecent] = useState<SavedSearchItem[]>(() => recentSearches.read());
  const [favourites, setFavourites] = useState<SavedSearchItem[]>(() => favouriteSearches.read());
  const inputRef = useRef<HTMLInputElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const resultsRef = useRef<HTMLDivElement>(null);
  const state = useSearch(query, {limit: MODAL_RESULT_PAGES, quick: true});
  const searchPageUrl = useBaseUrl('/search');
  const outcome =
    state.status === 'done'
      ? state.outcome
      : state.status === 'loading'
        ? state.previous
        : state.status === 'error'
          ? state.partial
          : undefined;
  const fullTextPending = state.status === 'loading' || (state.status === 'done' && state.outcome.complete === false);
  const trimmed = query.trim();

  useEffect(() => {
    inputRef.current?.focus();
    const {overflow} = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  // Written at once: the modal closes (and unmounts) right after a result is chosen.
  function remember(item: SavedSearchItem) {
    const next = pushBounded(recent, item, MAX_RECENT_SEARCHES);
    recentSearches.write(next);
    setRecent(next);
  }

  function updateFavourites(next: SavedSearchItem[]) {
    setFavourites(next);
    favouriteSearches.write(next);
  }

  function toggleFavourite(item: SavedSearchItem) {
    const isFavourite = favourites.some((favourite) => favourite.url === item.url);
    updateFavourites(
      isFavourite
        ? favourites.filter((favourite) => favourite.url !== item.url)
        : pushBounded(favourites, item, MAX_FAVOURITES),
    );
  }

  function removeRecent(item: SavedSearchItem) {
    const next = recent.filter((existing) => existing.url !== item.url);
    setRecent(next);
    recentSearches.write(next);
  }

  // Switching modes swaps the input, and Stop or "New conversation" remove the button just pressed: put focus back
  // in the input whenever it fell out of the dialog, so that typing and Escape keep working.
  const focusInput = useRef(false);
  useEffect(() => {
    if (focusInput.current || !dialogRef.current?.contains(document.activeElement)) inputRef.current?.focus();
    focusInput.current = false;
  }, [mode, conversation.streaming, conversation.conversation]);

  function enterAsk(question: string) {
    focusInput.current = true;
    setMode('ask');
    setDraft('');
    conversation.startNew();
    conversation.ask(question);
  }

  function reopenConversation(chosen: Parameters<typeof conversation.open>[0]) {
    focusInput.current = true;
    setMode('ask');
    setDraft('');
    conversation.open(chosen);
  }

  function leaveAsk() {
    focusInput.current = true;
    conversation.detach();
    setMode('search');
  }

  function onKeyDown(event: React.KeyboardEvent) {
    if (event.key === 'Escape') {
      event.preventDefault();
      // In Ask AI mode, Escape goes back to keyword search; a second Escape closes the dialog.
      if (asking) leaveAsk();
      else onClose();
      return;
    }
    if (asking && event.key === 'Enter' && document.activeElement === inputRef.current) {
      event.preventDefault();
      if (!conversation.streaming && draft.trim()) {
        conversation.ask(draft);
        setDraft('');
      }
      return;
    }
    const items = asking ? [] : focusableItems(resultsRef.current);
    const current = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Enter' && askAiUrl && !asking && items.length === 0 && trimmed) {
      // No keyword result to open: Enter asks the query instead.
      if (document.activeElement === inputRef.current) {
        event.preventDefault();
        enterAsk(trimmed);
      }
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      items[Math.min(current + 1, items.length - 1)]?.focus();
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      if (current <= 0) inputRef.current?.focus();
      else items[current - 1]?.focus();
    } else if (event.key === 'Enter' && document.activeElement === inputRef.current && items.length > 0) {
      event.preventDefault();
      items[0].click();
    } else if (event.key === 'Tab') {
      // Keep keyboard focus inside the dialog while it is open.
      const focusables = Array.from(
        dialogRef.current?.querySelectorAll<HTMLElement>('a[href], button, input') ?? [],
      ).filter((element) => !element.hasAttribute('disabled') && !element.closest('[hidden]'));
      const first = focusables[0];
      const last = focusables[focusables.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    } else if (
      event.key.length === 1 &&
      !event.metaKey &&
      !event.ctrlKey &&
      document.activeElement !== inputRef.current
    ) {
      inputRef.current?.focus();
    }
  }

  function resultLink(item: SavedSearchItem, children: React.ReactNode, className: string) {
    return (
      <ResultLink
        to={item.url}
        className={className}
        data-search-item
        onFollow={() => {
          remember(item);
          onClose();
        }}>
        {children}
      </ResultLink>
    );
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
        <form className={styles.searchForm} role="search" onSubmit={(event) => event.preventDefault()}>
          {asking ? (
            <button type="button" className={styles.backButton} onClick={leaveAsk} aria-label="Back to keyword search">
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
              maxLength={MAX_QUESTION_LENGTH}
              readOnly={conversation.streaming}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
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
              onChange={(event) => setQuery(event.target.value)}
            />
          )}
          {asking ? (
            <button type="button" className={styles.closeButton} onClick={onClose} aria-label="Close search">
              <X size={18} aria-hidden="true" />
            </button>
          ) : (
            <button type="button" className={styles.closeButton} onClick={onClose} aria-label="Close search">
              <kbd>Esc</kbd>
            </button>
          )}
        </form>

        {asking && (
          <div className={styles.body} data-ask-ai-scroll>
            <AskAiPanel state={conversation} onNavigate={onClose} />
          </div>
        )}
        <div ref={resultsRef} className={styles.body} hidden={asking} aria-live="polite" aria-busy={fullTextPending}>
          {askAiUrl && trimmed && <AskAiEntry query={trimmed} onAsk={() => enterAsk(trimmed)} />}
          {!trimmed && (
            <SavedLists
              recent={recent}
              favourites={favourites}
              onToggleFavourite={toggleFavourite}
              onRemoveRecent={removeRecent}
              onRemoveFavourite={(item) => updateFavourites(favourites.filter((f) => f.url !== item.url))}
              renderLink={resultLink}
            />
          )}
          {!trimmed && askAiUrl && (
            <RecentConversations
              conversations={conversation.recent}
              onOpen={reopenConversation}
              onRemove={conversation.remove}
            />
          )}
          {trimmed && state.status === 'unavailable' && <IndexNotBuilt />}
          {trimmed && outcome && outcome.total === 0 && state.status === 'done' && (
            <NoResults query={trimmed} onSuggestion={setQuery} />
          )}
          {trimmed && outcome && outcome.pages.length > 0 && (
            <>
              <ul className={styles.results} aria-label={`Results for ${outcome.query}`}>
                {outcome.pages.map((page) => (
                  <li key={page.id} className={styles.page}>
                    <div className={styles.pageSection}>{page.section}</div>
                    {resultLink(
                      {title: page.title, url: page.url},
                      <>
                        <FileText size={16} aria-hidden="true" className={styles.itemIcon} />
                        <span className={styles.itemText}>
                          <span className={styles.itemTitle}>{page.title}</span>
                          <span className={styles.itemExcerpt}>
                            <Highlighted parts={page.excerpt} />
                          </span>
                        </span>
                      </>,
                      styles.item,
                    )}
                    {page.sections.length > 0 && (
                      <ul className={styles.sectionHits}>
                        {page.sections.map((hit) => (
                          <li key={hit.url}>
                            {resultLink(
                              {title: `${page.title} › ${hit.title}`, url: hit.url},
                              <>
                                <Hash size={14} aria-hidden="true" className={styles.itemIcon} />
                                <span className={styles.itemText}>
                                  <span className={styles.itemTitle}>{hit.title}</span>
                                  <span className={styles.itemExcerpt}>
                                    <Highlighted parts={hit.excerpt} />
                                  </span>
                                </span>
                              </>,
                              clsx(styles.item, styles.sectionItem),
                            )}
                          </li>
                        ))}
                      </ul>
                    )}
                  </li>
                ))}
              </ul>
              {outcome.complete !== false && state.status !== 'error' && (
                <Link
                  className={styles.seeAll}
                  to={`${searchPageUrl}?q=${encodeURIComponent(trimmed)}`}
                  data-search-item
                  onClick={onClose}>
                  See all {outcome.total} results
                </Link>
              )}
            </>
          )}
          {trimmed && state.status === 'error' && <SearchFailed />}
        </div>

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
      </div>
    </div>,
    document.body,
  );
}

interface SavedListsProps {
  recent: SavedSearchItem[];
  favourites: SavedSearchItem[];
  onToggleFavourite: (item: SavedSearchItem) => void;
  onRemoveRecent: (item: SavedSearchItem) => void;
  onRemoveFavourite: (item: SavedSearchItem) => void;
  renderLink: (item: SavedSearchItem, children: React.ReactNode, className: string) => React.ReactNode;
}

function SavedLists({
  recent,
  favourites,
  onToggleFavourite,
  onRemoveRecent,
  onRemoveFavourite,
  renderLink,
}: SavedListsProps) {
  if (recent.length === 0 && favourites.length === 0) {
    return <p className={styles.empty}>Type to search the docs, API reference, changelog and self-host guides.</p>;
  }
  const isFavourite = (item: SavedSearchItem) => favourites.some((favourite) => favourite.url === item.url);
  return (
    <>
      {recent.length > 0 && (
        <section aria-labelledby="search-recent-heading">
          <div id="search-recent-heading" className={styles.listHeading}>
            Recent
          </div>
          <ul className={styles.savedList}>
            {recent.map((item) => (
              <li key={item.url} className={styles.savedItem}>
                {renderLink(
                  item,
                  <>
                    <Clock size={16} aria-hidden="true" className={styles.itemIcon} />
                    <span className={styles.itemTitle}>{item.title}</span>
                  </>,
                  styles.item,
                )}
                <button
                  type="button"
                  className={styles.iconButton}
                  aria-pressed={isFavourite(item)}
                  aria-label={`Save "${item.title}" to favourites`}
                  onClick={() => onToggleFavourite(item)}>
                  <Star size={16} aria-hidden="true" fill={isFavourite(item) ? 'currentColor' : 'none'} />
                </button>
                <button
                  type="button"
                  className={styles.iconButton}
                  aria-label={`Remove "${item.title}" from recent searches`}
                  onClick={() => onRemoveRecent(item)}>
                  <X size={16} aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      {favourites.length > 0 && (
        <section aria-labelledby="search-favourites-heading">
          <div id="search-favourites-heading" className={styles.listHeading}>
            Favourites
          </div>
          <ul className={styles.savedList}>
            {favourites.map((item) => (
              <li key={item.url} className={styles.savedItem}>
                {renderLink(
                  item,
                  <>
                    <Star size={16} aria-hidden="true" className={styles.itemIcon} />
                    <span className={styles.itemTitle}>{item.title}</span>
                  </>,
                  styles.item,
                )}
                <button
                  type="button"
                  className={styles.iconButton}
                  aria-label={`Remove "${item.title}" from favourites`}
                  onClick={() => onRemoveFavourite(item)}>
                  <X size={16} aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
