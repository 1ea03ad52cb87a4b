import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import LazyBoundary from './LazyBoundary';

interface Props {
  /** Shown in the server render and until the content is needed; give it the content's size to avoid layout shift. */
  placeholder: ReactNode;
  /** Rendered (typically a lazily loaded component) once the placeholder comes within `rootMargin` of the viewport. */
  children: ReactNode;
  /** Names the content in the message shown when its code cannot be downloaded, e.g. "This diagram". */
  name: string;
  /** Called before trying again after a failed download (see retryableLazy). */
  onRetry: () => void;
  rootMargin?: string;
}

/**
 * Defers heavy, below-the-fold parts of a page (and the code they need) until the reader scrolls near them, so a
 * first visit downloads only what it shows. A failed download affects only this part of the page, with a way to retry.
 */
export default function LoadWhenVisible({
  placeholder,
  children,
  name,
  onRetry,
  rootMargin = '400px 0px',
}: Props): React.JSX.Element {
  const anchor = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const element = anchor.current;
    if (!element || visible) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
      },
      {rootMargin},
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [rootMargin, visible]);

  if (!visible) return <div ref={anchor}>{placeholder}</div>;
  return (
    <LazyBoundary placeholder={placeholder} name={name} onRetry={onRetry}>
      {children}
    </LazyBoundary>
  );
}
