import React from 'react';
import clsx from 'clsx';
import Highlighted from '../Highlighted';
import {isCodeExcerpt, type ExcerptPart} from '../excerpt';
import styles from './styles.module.css';

/** An excerpt with its matches marked; code keeps its line breaks and is set in the code font. */
export default function Excerpt({parts, className}: {parts: ExcerptPart[]; className: string}): React.JSX.Element {
  const code = isCodeExcerpt(parts);
  return (
    <span className={clsx(className, code && styles.code)} data-excerpt={code ? 'code' : 'prose'}>
      <Highlighted parts={parts} />
    </span>
  );
}
