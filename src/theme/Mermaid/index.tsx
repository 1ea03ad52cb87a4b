// Wrapped so that Mermaid (≈220 KB gzip) downloads only when a diagram comes near the viewport, not on every page load.
import React, {type ComponentProps} from 'react';
import type OriginalMermaid from '@theme-original/Mermaid';
import LoadWhenVisible from '@site/src/components/LoadWhenVisible';
import {retryableLazy} from '@site/src/utils/retryableLazy';
import styles from './styles.module.css';

const Mermaid = retryableLazy<ComponentProps<typeof OriginalMermaid>>(() => import('@theme-original/Mermaid'));

export default function MermaidWrapper(props: ComponentProps<typeof OriginalMermaid>): React.JSX.Element {
  return (
    <LoadWhenVisible name="This diagram" onRetry={Mermaid.retry} placeholder={<div className={styles.placeholder} />}>
      <Mermaid.Component {...props} />
    </LoadWhenVisible>
  );
}
