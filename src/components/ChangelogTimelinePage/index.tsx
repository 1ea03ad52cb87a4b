import React from 'react';
import BlogLayout from '@theme/BlogLayout';
import Heading from '@theme/Heading';
import MDXContent from '@theme/MDXContent';
import Intro from '@site/changelog/_timeline-intro.mdx';
import ChangelogTimeline from '@site/src/components/ChangelogTimeline';
import type {TimelineData} from '@site/shared/changelogTimeline';
import styles from './styles.module.css';

/** The /changelog/main route of the changelog plugin: laid out like an entry page, so readers see no seam. */
export default function ChangelogTimelinePage({timeline}: {timeline: TimelineData}): React.JSX.Element {
  return (
    <BlogLayout title={timeline.title} description={timeline.description}>
      <article>
        <header>
          <Heading as="h1" className={styles.title}>
            {timeline.title}
          </Heading>
        </header>
        <div className="markdown">
          <MDXContent>
            <Intro />
          </MDXContent>
        </div>
        <ChangelogTimeline entries={timeline.entries} />
      </article>
    </BlogLayout>
  );
}
