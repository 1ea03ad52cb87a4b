// Replaces the theme's search slot (the site has no hosted search): a button that lazy-loads the local search modal.
import React, {Suspense, lazy, useCallback, useEffect, useRef, useState} from 'react';
import {Search} from 'lucide-react';
import {isEditableTarget, isSearchShortcut} from '@site/src/search/shortcuts';
import styles from './styles.module.css';

const loadModal = () => import('@site/src/search/SearchModal');
const SearchModal = lazy(loadModal);

export default function SearchBar(): React.JSX.Element {
  const [open, setOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState('');
  const buttonRef = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => {
    setOpen(false);
    // Return focus to the control that opened the dialog.
    requestAnimationFrame(() => buttonRef.current?.focus());
  }, []);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (open) return;
      if (isSearchShortcut(event, isEditableTarget(event.target))) {
        event.preventDefault();
        setInitialQuery('');
        setOpen(true);
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-keyshortcuts="Control+K Meta+K /"
        onClick={() => setOpen(true)}
        onMouseEnter={() => void loadModal()}
        onFocus={() => void loadModal()}>
        <Search size={16} aria-hidden="true" />
        {/* The button's name is this visible text: an aria-label would be a second name to keep in step (WCAG 2.5.3). */}
        <span className={styles.placeholder}>Search docs</span>
        <span className={styles.keys} aria-hidden="true">
          <kbd>Ctrl</kbd>
          <kbd>K</kbd>
        </span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <SearchModal initialQuery={initialQuery} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
