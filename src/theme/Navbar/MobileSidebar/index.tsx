// Wrapped so that the mobile menu (every navbar item, and on docs pages a second copy of the docs sidebar) is built
// when the reader reaches for the menu button, not in a re-render right after hydration on every phone page view.
import React, {useEffect, useState} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import type MobileSidebarType from '@theme/Navbar/MobileSidebar';
import type {WrapperProps} from '@docusaurus/types';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';

type Props = WrapperProps<typeof MobileSidebarType>;

/** The theme's menu button; pointing at it or focusing it builds the menu, so that it can still slide in. */
const MENU_BUTTON = '.navbar__toggle';

function isMenuButton(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(MENU_BUTTON) !== null;
}

function useMenuRequested(shown: boolean): boolean {
  const [requested, setRequested] = useState(false);
  // Opened some other way (a script's click): stay built, so that closing can slide the menu out.
  useEffect(() => {
    if (shown) setRequested(true);
  }, [shown]);
  useEffect(() => {
    if (requested) return undefined;
    const onIntent = (event: Event) => {
      if (isMenuButton(event.target)) setRequested(true);
    };
    document.addEventListener('pointerdown', onIntent, true);
    document.addEventListener('focusin', onIntent, true);
    return () => {
      document.removeEventListener('pointerdown', onIntent, true);
      document.removeEventListener('focusin', onIntent, true);
    };
  }, [requested]);
  return requested || shown;
}

export default function MobileSidebarWrapper(props: Props): React.JSX.Element | null {
  const {shown} = useNavbarMobileSidebar();
  return useMenuRequested(shown) ? <MobileSidebar {...props} /> : null;
}
