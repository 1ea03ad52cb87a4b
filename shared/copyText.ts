/**
 * Puts text on the clipboard for the copy buttons of code blocks. The Clipboard API exists only in secure contexts
 * (https, or http on localhost), so a site self-hosted on plain http has no `navigator.clipboard`: there the text is
 * copied the older way, from a selected off-screen textarea. Rejects when neither way copied.
 */
export async function copyText(text: string): Promise<void> {
  // Read at call time: a page may lose the API after load (tests remove it), and it may be missing altogether.
  const clipboard = navigator.clipboard as Clipboard | undefined;
  if (clipboard) {
    try {
      await clipboard.writeText(text);
      return;
    } catch {
      // Denied (a permission policy, an embedding frame): the older way may still be allowed.
    }
  }
  if (!copyBySelection(text)) throw new Error('The browser copied nothing');
}

/** What a copy button says when nothing was copied, so that the reader knows to copy by hand. */
export const COPY_FAILED_MESSAGE = 'Copy failed: select the code and copy it by hand';

/** Copies through a textarea the reader never sees; the focus goes back where it was, for keyboard readers. */
function copyBySelection(text: string): boolean {
  const focused = document.activeElement;
  const area = document.createElement('textarea');
  area.value = text;
  area.readOnly = true;
  // No aria-hidden: it takes the focus for a moment, and a focused element must not be hidden from assistive tech.
  area.tabIndex = -1;
  // In the viewport, so that selecting it does not scroll the page; transparent and out of the way of the pointer.
  Object.assign(area.style, {position: 'fixed', top: '0', left: '0', opacity: '0', pointerEvents: 'none'});
  document.body.append(area);
  area.focus({preventScroll: true});
  // select() alone does not select in iOS Safari; the range does.
  area.select();
  area.setSelectionRange(0, text.length);
  let copied = false;
  try {
    // Deprecated but the only way without the Clipboard API, and still supported by every browser.
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  } finally {
    area.remove();
    if (focused instanceof HTMLElement) focused.focus({preventScroll: true});
  }
  return copied;
}
