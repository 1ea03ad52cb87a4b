import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

export interface ButtonNavbarItemProps {
  label: string;
  href: string;
  variant: 'primary' | 'secondary';
  mobile?: boolean;
}

/** A call-to-action link styled as a button on desktop and as a plain menu entry on mobile. */
export default function ButtonNavbarItem({
  label,
  href,
  variant,
  mobile = false,
}: ButtonNavbarItemProps): React.JSX.Element {
  if (mobile) {
    return (
      <li className="menu__list-item">
        <Link className="menu__link" href={href}>
          {label}
        </Link>
      </li>
    );
  }
  return (
    <Link
      className={clsx(
        'button',
        'button--sm',
        variant === 'primary' ? 'button--primary' : 'button--secondary',
        styles.button,
      )}
      href={href}>
      {label}
    </Link>
  );
}
