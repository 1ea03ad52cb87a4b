import type React from 'react';
import type {RefObject} from 'react';
import type {AskAiMode} from './useAskAiMode';

function focusableItems(container: HTMLElement | null): HTMLElement[] {
  return container ? Array.from(container.querySelectorAll<HTMLElement>('[data-search-item]')) : [];
}

interface ModalKeyboardOptions {
  inputRef: RefObject<HTMLInputElement | null>;
  dialogRef: RefObject<HTMLDivElement | null>;
  /** The element holding the results (and saved searches) the arrow keys move through. */
  resultsRef: RefObject<HTMLDivElement | null>;
  /** The trimmed keyword query. */
  query: string;
  askAi: AskAiMode;
  /** Whether Ask AI is available at all (the site was built with its URL). */
  canAsk: boolean;
  onClose: () => void;
}

/**
 * The dialog's keyboard: Escape leaves Ask AI mode, then closes; arrows move through the results; Enter opens the
 * first result, or asks the query when nothing matched; Tab stays inside the dialog; typing anywhere goes to the input.
 */
export function useModalKeyboard({
  inputRef,
  dialogRef,
  resultsRef,
  query,
  askAi,
  canAsk,
  onClose,
}: ModalKeyboardOptions): (event: React.KeyboardEvent) => void {
  return (event) => {
    const inInput = document.activeElement === inputRef.current;
    if (event.key === 'Escape') {
      event.preventDefault();
      // In Ask AI mode, Escape goes back to keyword search; a second Escape closes the dialog.
      if (askAi.asking) askAi.leaveAsk();
      else onClose();
      return;
    }
    if (askAi.asking && event.key === 'Enter' && inInput) {
      event.preventDefault();
      askAi.askDraft();
      return;
    }
    const items = askAi.asking ? [] : focusableItems(resultsRef.current);
    const current = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Enter' && canAsk && !askAi.asking && items.length === 0 && query) {
      // No keyword result to open: Enter asks the query instead.
      if (inInput) {
        event.preventDefault();
        askAi.enterAsk(query);
      }
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      items[Math.min(current + 1, items.length - 1)]?.focus();
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      if (current <= 0) inputRef.current?.focus();
      else items[current - 1]?.focus();
    } else if (event.key === 'Enter' && inInput && items.length > 0) {
      event.preventDefault();
      items[0].click();
    } else if (event.key === 'Tab') {
      trapTab(event, dialogRef.current);
    } else if (event.key.length === 1 && !event.metaKey && !event.ctrlKey && !inInput) {
      inputRef.current?.focus();
    }
  };
}

/** Keeps keyboard focus inside the dialog while it is open. */
function trapTab(event: React.KeyboardEvent, dialog: HTMLElement | null) {
  const focusables = Array.from(dialog?.querySelectorAll<HTMLElement>('a[href], button, input') ?? []).filter(
    (element) => !element.hasAttribute('disabled') && !element.closest('[hidden]'),
  );
  const first = focusables[0];
  const last = focusables[focusables.length - 1];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first?.focus();
  }
}
