import React from 'react';
import clsx from 'clsx';
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
  /**
   * Set for wide diagrams: the narrowest width, in CSS pixels, at which their labels stay readable. Narrow screens
   * scroll the diagram sideways at that width rather than shrink it; a click still opens it whole (imageZoom).
   */
  minWidth?: string;
}

/** A diagram drawn at build time by `npm run diagrams`: one image per colour mode, sized so nothing shifts. */
export default function PrerenderedDiagram({light, dark, width, height, alt, minWidth}: Props): React.JSX.Element {
  const sources = {light: useBaseUrl(light), dark: useBaseUrl(dark)};
  const wide = minWidth !== undefined && Number(minWidth) > 0;
  return (
    <figure
      className={clsx(styles.diagram, wide && styles.wide)}
      style={wide ? ({'--diagram-min-width': `${Number(minWidth)}px`} as React.CSSProperties) : undefined}
      // A region that scrolls must be reachable with the keyboard, to scroll it with the arrow keys.
      tabIndex={wide ? 0 : undefined}
      data-diagram="">
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
