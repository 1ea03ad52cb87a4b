import React, {useSyncExternalStore, type ReactNode} from 'react';

/**
 * The theme's breakpoint: its CSS hides the desktop sidebar, table of contents and navbar rows below it, and its
 * useWindowSize switches at the same width (Infima's 996 px).
 */
const DESKTOP_QUERY = '(min-width: 997px)';

/**
 * - `desktop`: render the desktop parts as the theme does (the server always renders them: it cannot know the screen);
 * - `hydrating-on-phone`: React is hydrating the server's HTML on a phone, where CSS hides those parts;
 * - `phone`: after that, on a phone.
 */
export type Screen = 'desktop' | 'hydrating-on-phone' | 'phone';

function subscribeToScreen(onChange: () => void): () => void {
  const query = window.matchMedia(DESKTOP_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function screenNow(): Screen {
  return window.matchMedia(DESKTOP_QUERY).matches ? 'desktop' : 'phone';
}

// React calls this on the server and, in the browser, only while hydrating.
function screenWhileHydrating(): Screen {
  if (typeof window === 'undefined' || screenNow() === 'desktop') return 'desktop';
  return 'hydrating-on-phone';
}

export function useScreen(): Screen {
  return useSyncExternalStore(subscribeToScreen, screenNow, screenWhileHydrating);
}

// React neither hydrates nor replaces the children of an element whose content it is told is this HTML.
const KEEP_AS_IS = {__html: ''};

/**
 * The `<div>` the server rendered at this place, kept as it is: not hydrated (no component runs for it) and not
 * removed (no DOM work), since CSS hides it on a phone. Rendered fresh (after a client-side navigation), it is empty.
 */
export function KeptServerHtml(): React.JSX.Element {
  return <div suppressHydrationWarning dangerouslySetInnerHTML={KEEP_AS_IS} />;
}

/**
 * Renders its children on desktops only, for the parts CSS hides on phones: a phone keeps their server HTML inert
 * instead of hydrating it for nothing. The children must render a single `<div>` at their root.
 */
export default function DesktopOnly({children}: {children: ReactNode}): ReactNode {
  return useScreen() === 'desktop' ? children : <KeptServerHtml />;
}
