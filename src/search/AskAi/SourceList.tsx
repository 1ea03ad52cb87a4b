import React from 'react';
import type {AnswerSource} from '@site/shared/askAiProtocol';
import {listedSources} from './conversations';
import {checkedLink, type LinkRendering} from './Markdown';

export interface SourceListProps extends LinkRendering {
  sources: AnswerSource[];
  /** Passed in, like Markdown's citationClassName, so that this renders outside the bundler (unit tests). */
  classNames: {nav?: string; heading?: string; list?: string};
}

/**
 * The pages an answer cites, or every retrieved page when it cites none. A source whose URL fails `safeLink` shows as
 * its title alone: sources come from the service and from the reader's storage, neither of which the page controls.
 */
export default function SourceList({sources, classNames, ...rendering}: SourceListProps): React.JSX.Element | null {
  const listed = listedSources(sources);
  if (listed.sources.length === 0) return null;
  return (
    <nav className={classNames.nav} aria-label={`${listed.heading} of this answer`}>
      <div className={classNames.heading}>{listed.heading}</div>
      <ol className={classNames.list}>
        {listed.sources.map((source) => (
          <li key={source.n} value={source.n}>
            {checkedLink(rendering, {href: source.url, children: source.title})}
          </li>
        ))}
      </ol>
    </nav>
  );
}
