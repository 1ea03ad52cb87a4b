import React, {type ComponentProps} from 'react';
import {useHistory} from '@docusaurus/router';
import {useExternalUrlTest} from './externalUrls';

type Props = Omit<ComponentProps<'a'>, 'href'> & {
  to: string;
  /** Called when the reader follows the link, however it opens. */
  onFollow?: () => void;
};

/**
 * A link to a search result. Docusaurus' Link downloads a page's code as soon as the link is on screen; results change
 * with every keystroke, so that would fetch the code of every page ever listed. This one preloads only the result the
 * reader points at or moves to with the keyboard, and URLs matching the external pattern load as a full page.
 */
export default function ResultLink({to, onFollow, children, ...props}: Props): React.JSX.Element {
  const history = useHistory();
  const external = useExternalUrlTest()(to);
  const preload = () => {
    if (!external) void window.docusaurus.preload(to);
  };
  return (
    // eslint-disable-next-line @docusaurus/no-html-links -- Link prefetches on sight, which is what this avoids.
    <a
      {...props}
      href={to}
      onMouseEnter={preload}
      onFocus={preload}
      onClick={(event) => {
        onFollow?.();
        const newTabOrWindow = event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
        if (external || newTabOrWindow) return;
        event.preventDefault();
        history.push(to);
      }}>
      {children}
    </a>
  );
}
