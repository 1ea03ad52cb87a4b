import React, {type ReactNode} from 'react';
import Link, {type Props as LinkProps} from '@docusaurus/Link';
import type {LucideIcon} from 'lucide-react';
import styles from './styles.module.css';

interface MenuItemProps {
  icon: LucideIcon;
  children: ReactNode;
  /** Runs when the item is chosen; for a link, before the browser follows it. */
  onSelect: () => void;
  /** Where a link item leads; without it the item is a button that only runs `onSelect`. */
  link?: Pick<LinkProps, 'to' | 'href' | 'autoAddBaseUrl'>;
}

/**
 * One item of the Copy page menu. Items are out of the tab order (`tabIndex={-1}`): the menu moves focus between them
 * with the arrow keys, as the WAI-ARIA menu button pattern asks.
 */
export default function MenuItem({icon: Icon, children, onSelect, link}: MenuItemProps): React.JSX.Element {
  const content = (
    <>
      <Icon size={16} aria-hidden="true" />
      {children}
    </>
  );
  return (
    <li role="none">
      {link ? (
        <Link role="menuitem" tabIndex={-1} className={styles.item} onClick={onSelect} {...link}>
          {content}
        </Link>
      ) : (
        <button type="button" role="menuitem" tabIndex={-1} className={styles.item} onClick={onSelect}>
          {content}
        </button>
      )}
    </li>
  );
}
