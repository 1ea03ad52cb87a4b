import React, {createContext, useContext} from 'react';
import {useLocation} from '@docusaurus/router';
import NavbarItem, {type Props as NavbarItemProps} from '@theme/NavbarItem';
import NavIcon, {type NavIconName} from '@site/src/components/NavIcon';
import styles from './styles.module.css';

/** True inside the navbar's bottom row: the only desktop place where section links render. */
export const SectionRowContext = createContext(false);

export interface SectionLinkProps {
  icon: NavIconName;
  /** The theme navbar item this link stands for (doc, docSidebar or plain link). */
  item: NavbarItemProps & {label: string};
  /** Also highlight the link on every path under this prefix (e.g. pages of another docs instance). */
  activePathPrefix?: string;
  mobile?: boolean;
  /** Given by the theme's mobile menu: closes the drawer once the reader has picked a section. */
  onClick?: () => void;
}

export default function SectionLinkNavbarItem({
  icon,
  item,
  activePathPrefix,
  mobile = false,
  onClick,
}: SectionLinkProps): React.JSX.Element | null {
  const inSectionRow = useContext(SectionRowContext);
  const {pathname} = useLocation();
  if (!mobile && !inSectionRow) return null;

  const forcedActive = activePathPrefix !== undefined && pathname.startsWith(activePathPrefix);
  const label = (
    <span className={styles.label}>
      <NavIcon name={icon} />
      <span>{item.label}</span>
    </span>
  );
  const props = {
    ...item,
    // The theme renders whatever node it is given as the label; its type says string only.
    label: label as unknown as string,
    mobile,
    onClick,
    className: forcedActive ? (mobile ? 'menu__link--active' : 'navbar__link--active') : undefined,
  } as NavbarItemProps;
  return <NavbarItem {...props} />;
}
