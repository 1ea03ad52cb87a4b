import React from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import ThemedImage from '@theme/ThemedImage';
import styles from './styles.module.css';

/** Attribute strings, written by the remark plugin in plugins/diagrams. */
interface Props {
  /** Site paths of the drawings for each colour mode. */
  light: string;
  dark: string;
  width: string;
  height: string;
  alt: string;
}

/** A diagram drawn at build time by `npm run diagrams`: one image per colour mode, sized so nothing shifts. */
export default function PrerenderedDiagram({light, dark, width, height, alt}: Props): React.JSX.Element {
  const sources = {light: useBaseUrl(light), dark: useBaseUrl(dark)};
  return (
    <figure className={styles.diagram}>
      <ThemedImage
        sources={sources}
        alt={alt}
        width={Number(width)}
        height={Number(height)}
        loading="lazy"
        decoding="async"
      />
    </figure>
  );
}
