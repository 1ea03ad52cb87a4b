import React, {Suspense, useEffect, useRef, useState, type ReactNode} from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import styles from './styles.module.css';

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
    <ErrorBoundary
      fallback={({tryAgain}) => (
        <div role="alert" className={styles.failure}>
          <p>{name} could not be loaded. Check your connection, then try again.</p>
          <button
            type="button"
            className="button button--sm button--secondary"
            onClick={() => {
              onRetry();
              tryAgain();
            }}>
            Try again
          </button>
        </div>
      )}>
      <Suspense fallback={placeholder}>{children}</Suspense>
    </ErrorBoundary>
  );
}
