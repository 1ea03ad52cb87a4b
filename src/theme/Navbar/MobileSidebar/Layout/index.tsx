// Wrapped so that keyboard focus follows the menu: "Back to main menu" makes its own panel inert, which dropped focus to
// the page behind the open menu; focus now moves to the main menu's first item.
import React, {useEffect, useRef} from 'react';
import Layout from '@theme-original/Navbar/MobileSidebar/Layout';
import type LayoutType from '@theme/Navbar/MobileSidebar/Layout';
import type {WrapperProps} from '@docusaurus/types';
import {useNavbarSecondaryMenu} from '@docusaurus/theme-common/internal';
import styles from './styles.module.css';

type Props = WrapperProps<typeof LayoutType>;

export default function LayoutWrapper(props: Props): React.JSX.Element {
  const {shown} = useNavbarSecondaryMenu();
  const container = useRef<HTMLDivElement>(null);
  const wasShown = useRef(shown);

  useEffect(() => {
    const backToPrimary = wasShown.current && !shown;
    wasShown.current = shown;
    if (!backToPrimary || !container.current) return;
    const panels = container.current.querySelectorAll<HTMLElement>('.navbar-sidebar__item');
    const [primaryPanel, secondaryPanel] = [panels.item(0), panels.item(1)];
    const active = document.activeElement;
    const focusLost = !active || active === document.body || Boolean(secondaryPanel?.contains(active));
    if (focusLost) primaryPanel?.querySelector<HTMLElement>('a[href], button:not([disabled])')?.focus();
  }, [shown]);

  return (
    <div ref={container} className={styles.contents}>
      <Layout {...props} />
    </div>
  );
}
