import React from 'react';
import type {ExcerptPart} from './excerpt';

/** Renders excerpt parts as text, with <mark> around the words that matched. */
export default function Highlighted({parts}: {parts: ExcerptPart[]}): React.JSX.Element {
  return <>{parts.map((part, index) => (part.highlighted ? <mark key={index}>{part.text}</mark> : part.text))}</>;
}
