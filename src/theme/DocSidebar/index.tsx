// Wrapped so that phones do not hydrate the desktop sidebar the server renders (CSS hides it there, and the theme
// would hydrate it, then unmount it): a phone keeps its HTML inert and only builds the mobile menu's copy.
import React from 'react';
import DocSidebar from '@theme-original/DocSidebar';
import DocSidebarMobile from '@theme/DocSidebar/Mobile';
import type DocSidebarType from '@theme/DocSidebar';
import type {WrapperProps} from '@docusaurus/types';
import {KeptServerHtml, useScreen} from '@site/src/components/DesktopOnly';

type Props = WrapperProps<typeof DocSidebarType>;

export default function DocSidebarWrapper(props: Props): React.JSX.Element {
  const screen = useScreen();
  if (screen === 'desktop') return <DocSidebar {...props} />;
  return (
    <>
      <KeptServerHtml />
      {screen === 'phone' && <DocSidebarMobile {...props} />}
    </>
  );
}
