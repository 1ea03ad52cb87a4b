import React, {Suspense, useEffect, useRef, useState, type ReactNode} from 'react';

interface Props {
  /** Shown in the server render and until the content is needed; give it the content's size to avoid layout shift. */
  placeholder: ReactNode;
  /** Rendered (typically a React.lazy component) once the placeholder comes within `rootMargin` of the viewport. */
  children: ReactNode;
  rootMargin?: string;
}

/**
 * Defers heavy, below-the-fold parts of a page (and the code they need) until the reader scrolls near them, so a
 * first visit downloads only what it shows.
 */
export default function LoadWhenVisible({placeholder, children, rootMargin = '400px 0px'}: Props): React.JSX.Element {
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
  return <Suspense fallback={placeholder}>{children}</Suspense>;
}
