// Wrapped so that Mermaid (≈220 KB gzip) downloads only when a diagram comes near the viewport, not on every page load.
import React, {lazy, type ComponentProps} from 'react';
import LoadWhenVisible from '@site/src/components/LoadWhenVisible';
import styles from './styles.module.css';

const Mermaid = lazy(() => import('@theme-original/Mermaid'));

export default function MermaidWrapper(props: ComponentProps<typeof Mermaid>): React.JSX.Element {
  return (
    <LoadWhenVisible placeholder={<div className={styles.placeholder} />}>
      <Mermaid {...props} />
    </LoadWhenVisible>
  );
}
