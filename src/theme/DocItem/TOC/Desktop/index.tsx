// Wrapped so that phones do not hydrate the desktop table of contents the server renders (CSS hides it there, and
// the theme would hydrate it, measure the headings, then unmount it).
import React from 'react';
import TOCDesktop from '@theme-original/DocItem/TOC/Desktop';
import type TOCDesktopType from '@theme/DocItem/TOC/Desktop';
import type {WrapperProps} from '@docusaurus/types';
import DesktopOnly from '@site/src/components/DesktopOnly';

type Props = WrapperProps<typeof TOCDesktopType>;

export default function TOCDesktopWrapper(props: Props): React.JSX.Element {
  return (
    <DesktopOnly>
      <TOCDesktop {...props} />
    </DesktopOnly>
  );
}
