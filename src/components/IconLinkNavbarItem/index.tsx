import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import NavIcon, {type NavIconName} from '@site/src/components/NavIcon';
import styles from './styles.module.css';

export interface IconLinkNavbarItemProps {
  /** Accessible name; also shown as a tooltip and as the text of the mobile menu entry. */
  label: string;
  href: string;
  icon: NavIconName;
  mobile?: boolean;
}

export default function IconLinkNavbarItem({
  label,
  href,
  icon,
  mobile = false,
}: IconLinkNavbarItemProps): React.JSX.Element {
  if (mobile) {
    return (
      <li className="menu__list-item">
        <Link className={clsx('menu__link', styles.mobileLink)} href={href}>
          <NavIcon name={icon} />
          {label}
        </Link>
      </li>
    );
  }
  return (
    <Link
      className={clsx('navbar__item', 'navbar__link', styles.iconLink)}
      href={href}
      aria-label={label}
      title={label}>
      <NavIcon name={icon} size={20} />
    </Link>
  );
}
