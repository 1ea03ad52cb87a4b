// Wrapped: on the API reference's category index, each resource gets what a reader needs to choose (the navbar's
// icon set, one line on what it is, two or three key operations) instead of an emoji and "16 items". Every other card
// list is Docusaurus's own.
import React from 'react';
import Link from '@docusaurus/Link';
import {useCurrentSidebarCategory, useCurrentSidebarSiblings} from '@docusaurus/plugin-content-docs/client';
import type {PropSidebarItem, PropSidebarItemLink} from '@docusaurus/plugin-content-docs';
import DocCardList from '@theme-original/DocCardList';
import type DocCardListType from '@theme/DocCardList';
import type {WrapperProps} from '@docusaurus/types';
import {
  Activity,
  AppWindow,
  Boxes,
  Briefcase,
  Building2,
  Container,
  CreditCard,
  FlaskConical,
  FolderKanban,
  Gauge,
  GitBranch,
  KeyRound,
  ListChecks,
  ListTree,
  Lock,
  Play,
  Rocket,
  Search,
  ShieldCheck,
  SlidersHorizontal,
  Table,
  Tag,
  Users,
  Workflow,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import {API_ROUTE} from '@site/plugins/api-reference/paths';
import {keyOperations, resourceByLabel, type ApiResourceIcon} from '@site/plugins/api-reference/resources';
import styles from './styles.module.css';

type Props = WrapperProps<typeof DocCardListType>;

const ICONS: Record<ApiResourceIcon, LucideIcon> = {
  Activity,
  AppWindow,
  Boxes,
  Briefcase,
  Building2,
  Container,
  CreditCard,
  FlaskConical,
  FolderKanban,
  Gauge,
  GitBranch,
  KeyRound,
  ListChecks,
  ListTree,
  Lock,
  Play,
  Rocket,
  Search,
  ShieldCheck,
  SlidersHorizontal,
  Table,
  Tag,
  Users,
  Workflow,
  Wrench,
};

const API_CATEGORY_INDEX = `${API_ROUTE}category`;

function Resource({item}: {item: PropSidebarItem}): React.JSX.Element | null {
  if (item.type !== 'category') return null;
  const resource = resourceByLabel(item.label);
  const Icon = resource ? ICONS[resource.icon] : undefined;
  const operations = item.items.filter((child): child is PropSidebarItemLink => child.type === 'link');
  return (
    <li className={styles.resource}>
      <p className={styles.name}>
        {Icon && <Icon size={20} aria-hidden="true" focusable="false" strokeWidth={1.75} className={styles.icon} />}
        {item.href ? <Link to={item.href}>{item.label}</Link> : item.label}
      </p>
      {resource && <p className={styles.summary}>{resource.summary}</p>}
      <ul className={styles.operations} aria-label={`Key operations of ${item.label}`}>
        {keyOperations(operations).map((operation) => (
          <li key={operation.href}>
            <Link to={operation.href}>{operation.label}</Link>
          </li>
        ))}
        {operations.length > 3 && item.href && (
          <li>
            <Link to={item.href} className={styles.all}>
              All {operations.length} operations
            </Link>
          </li>
        )}
      </ul>
    </li>
  );
}

function ApiResourceList(): React.JSX.Element {
  const items = useCurrentSidebarSiblings();
  return (
    <ul className={styles.resources}>
      {items.map((item, index) => (
        <Resource key={index} item={item} />
      ))}
    </ul>
  );
}

/** A list of the current category's items, as Docusaurus's own is when given none. */
function CurrentCategoryList(props: Props): React.JSX.Element {
  const category = useCurrentSidebarCategory();
  return category.href?.endsWith(API_CATEGORY_INDEX) ? <ApiResourceList /> : <DocCardList {...props} />;
}

export default function DocCardListWrapper(props: Props): React.JSX.Element {
  return props.items ? <DocCardList {...props} /> : <CurrentCategoryList {...props} />;
}
