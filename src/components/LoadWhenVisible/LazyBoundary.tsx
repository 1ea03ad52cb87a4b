import React, {Suspense, type ReactNode} from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import styles from './styles.module.css';

interface Props {
  /** Shown while the lazily loaded code downloads. */
  placeholder: ReactNode;
  children: ReactNode;
  /** Names the content in the message shown when its code cannot be downloaded, e.g. "This diagram". */
  name: string;
  /** Called before trying again after a failed download (see retryableLazy). */
  onRetry: () => void;
}

/** A lazily loaded part of a page: its placeholder while it downloads, and a retry that affects only this part. */
export default function LazyBoundary({placeholder, children, name, onRetry}: Props): React.JSX.Element {
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
