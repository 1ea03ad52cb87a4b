import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import isInternalUrl from '@docusaurus/isInternalUrl';
import {ExternalLink} from 'lucide-react';
import NavIcon, {type NavIconName} from '@site/src/components/NavIcon';
import styles from './styles.module.css';

export interface IconLinkNavbarItemProps {
  /** Accessible name; also shown as a tooltip and as the text of the mobile menu entry. */
  label: string;
  href: string;
  icon: NavIconName;
  mobile?: boolean;
  /** Given by the theme's mobile menu: closes the drawer. */
  onClick?: () => void;
}

export default function IconLinkNavbarItem({
  label,
  href,
  icon,
  mobile = false,
  onClick,
}: IconLinkNavbarItemProps): React.JSX.Element {
  if (mobile) {
    return (
      <li className="menu__list-item">
        <Link className={clsx('menu__link', styles.mobileLink)} href={href} onClick={onClick}>
          <NavIcon name={icon} />
          <span>{label}</span>
          {!isInternalUrl(href) && (
            <>
              <ExternalLink className={styles.externalIcon} size={14} aria-hidden="true" focusable="false" />
              <span className="visually-hidden"> (opens in a new tab)</span>
            </>
          )}
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
