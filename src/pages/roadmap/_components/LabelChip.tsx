import React from 'react';
import {Activity, Code, FlaskConical, Plug, Shapes, SquareTerminal, type LucideIcon} from 'lucide-react';
import {roadmapLabels, type RoadmapLabelId} from '@site/shared/roadmap/items';
import styles from '../styles.module.css';

type LabelIconName = (typeof roadmapLabels)[RoadmapLabelId]['icon'];

/** The icon components of the labels; the type makes this list follow `roadmapLabels` exactly. */
const labelIcons: Record<LabelIconName, LucideIcon> = {Activity, Code, FlaskConical, Plug, Shapes, SquareTerminal};

/** Sets `--roadmap-label-color` to the label's colour token for the element and its children. */
export function labelColorStyle(label: RoadmapLabelId): React.CSSProperties {
  return {'--roadmap-label-color': `var(${roadmapLabels[label].colorToken})`} as React.CSSProperties;
}

export function LabelIcon({label, size = 14}: {label: RoadmapLabelId; size?: number}): React.JSX.Element {
  const Icon = labelIcons[roadmapLabels[label].icon];
  return <Icon size={size} aria-hidden="true" focusable="false" strokeWidth={2} className={styles.labelIcon} />;
}

export default function LabelChip({label}: {label: RoadmapLabelId}): React.JSX.Element {
  return (
    <span className={styles.chip} style={labelColorStyle(label)}>
      <LabelIcon label={label} />
      {roadmapLabels[label].name}
    </span>
  );
}
