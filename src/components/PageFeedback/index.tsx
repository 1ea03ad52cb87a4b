import React, {useEffect, useState} from 'react';
import {useLocation} from '@docusaurus/router';
import {createStorageSlot} from '@docusaurus/theme-common';
import {ThumbsDown, ThumbsUp} from 'lucide-react';
import {trackEvent} from '@site/src/analytics';
import styles from './styles.module.css';

type Vote = 'like' | 'dislike';

function storageFor(pathname: string) {
  return createStorageSlot(`tessera.feedback:${pathname}`);
}

/** "Was this page helpful?": one vote per page, remembered in the browser, reported only if analytics is on. */
export default function PageFeedback(): React.JSX.Element {
  const {pathname} = useLocation();
  const [vote, setVote] = useState<Vote | null>(null);

  useEffect(() => {
    const stored = storageFor(pathname).get();
    setVote(stored === 'like' || stored === 'dislike' ? stored : null);
  }, [pathname]);

  function record(choice: Vote) {
    setVote(choice);
    storageFor(pathname).set(choice);
    trackEvent('docs_page_feedback', {page_path: pathname, helpful: choice === 'like'});
  }

  return (
    <section className={styles.feedback} aria-label="Page feedback" data-pagefind-ignore>
      {vote ? (
        <p className={styles.thanks} role="status">
          Thanks for your feedback!
        </p>
      ) : (
        <>
          <p id="page-feedback-title" className={styles.title}>
            Was this page helpful?
          </p>
          <div className={styles.buttons}>
            <button type="button" className={styles.button} onClick={() => record('like')}>
              <ThumbsUp size={16} aria-hidden="true" />
              Yes
            </button>
            <button type="button" className={styles.button} onClick={() => record('dislike')}>
              <ThumbsDown size={16} aria-hidden="true" />
              No
            </button>
          </div>
        </>
      )}
    </section>
  );
}
