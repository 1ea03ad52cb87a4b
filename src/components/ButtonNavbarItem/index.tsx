import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import isInternalUrl from '@docusaurus/isInternalUrl';
import {ExternalLink} from 'lucide-react';
import NavIcon, {type NavIconName} from '@site/src/components/NavIcon';
import styles from './styles.module.css';

export interface ButtonNavbarItemProps {
  label: string;
  href: string;
  variant: 'primary' | 'secondary';
  /** Shown before the label in the mobile menu, where the link is a row among icon rows, not a button. */
  icon?: NavIconName;
  mobile?: boolean;
  /** Given by the theme's mobile menu: closes the drawer. */
  onClick?: () => void;
}

/**
 * A call-to-action link: a button on desktop (the primary one solid, the secondary one outlined) and, in the mobile
 * menu, a row with its icon and, for another site, a sign that it opens in a new tab.
 */
export default function ButtonNavbarItem({
  label,
  href,
  variant,
  icon,
  mobile = false,
  onClick,
}: ButtonNavbarItemProps): React.JSX.Element {
  if (mobile) {
    const external = !isInternalUrl(href);
    return (
      <li className="menu__list-item">
        <Link
          className={clsx('menu__link', styles.mobileLink, variant === 'primary' && styles.mobilePrimary)}
          href={href}
          onClick={onClick}>
          {icon && <NavIcon name={icon} />}
          <span>{label}</span>
          {external && (
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
      className={clsx('button', 'button--sm', variant === 'primary' ? styles.primary : styles.secondary, styles.button)}
      href={href}>
      {label}
    </Link>
  );
}
