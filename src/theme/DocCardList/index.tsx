// Wrapped: on the API reference's category index, each resource gets what a reader needs to choose (the navbar's
// icon set, one line on what it is, two or three key operations) instead of an emoji and "16 items". Every other card
// list is Docusaurus's own.
import React from 'react';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import {useCurrentSidebarSiblings} from '@docusaurus/plugin-content-docs/client';
import type {PropSidebarItem, PropSidebarItemLink} from '@docusaurus/plugin-content-docs';
import DocCardList from '@theme-original/DocCardList';
import type DocCardListType from '@theme/DocCardList';
import type {WrapperProps} from '@docusaurus/types';
import {
  Activity,
  AppWindow,
  BookOpen,
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
import {API_ROUTE} from '@site/shared/api-reference/paths';
import {keyOperations, resourceByLabel, type ApiResourceIcon} from '@site/shared/api-reference/resources';
import styles from './styles.module.css';

type Props = WrapperProps<typeof DocCardListType>;

// Listed twice on purpose: named imports keep all but these icons out of the bundle (lucide's `icons` map would bring
// every one), and the Record fails to compile when an icon of shared/api-reference/resources.ts has no component here.
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
/** The one page of the index that is no resource: the API introduction (its sidebar link has no description). */
const INTRODUCTION_SUMMARY =
  'Base URL, authentication with API keys, errors, pagination, versioning, and the description to download.';

function Resource({item}: {item: PropSidebarItem}): React.JSX.Element | null {
  if (item.type === 'link') {
    // A page of the category (the introduction): its name and what it covers.
    return (
      <li className={styles.resource}>
        <p className={styles.name}>
          <BookOpen size={20} aria-hidden="true" focusable="false" strokeWidth={1.75} className={styles.icon} />
          <Link to={item.href}>{item.label}</Link>
        </p>
        <p className={styles.summary}>{item.description ?? INTRODUCTION_SUMMARY}</p>
      </li>
    );
  }
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

function ApiResourceList({items}: {items: readonly PropSidebarItem[]}): React.JSX.Element {
  return (
    <ul className={styles.resources}>
      {items.map((item, index) => (
        <Resource key={index} item={item} />
      ))}
    </ul>
  );
}

/** The current category's items, as Docusaurus's own list reads them when given none. */
function CurrentCategoryList(): React.JSX.Element {
  return <ApiResourceList items={useCurrentSidebarSiblings()} />;
}

/**
 * An API tag page's cards with the descriptions the page carries (plugins/api-reference/tagCardDescriptions.ts)
 * instead of doc ids, which the card would look up in the doc index that the API pages do without. A card whose
 * description is missing keeps its doc id, and fails the build.
 */
function withOwnDescriptions(items: readonly PropSidebarItem[], json: string): PropSidebarItem[] {
  const descriptions = JSON.parse(json) as Record<string, string>;
  return items.map((item) => {
    if (item.type !== 'link' || !item.docId || descriptions[item.docId] === undefined) return item;
    const {docId: _docId, ...link} = item;
    return {...link, description: descriptions[item.docId]};
  });
}

export default function DocCardListWrapper({
  operationDescriptions,
  ...props
}: Props & {operationDescriptions?: string}): React.JSX.Element {
  const {pathname} = useLocation();
  // The generated index page passes its items; an MDX page may pass none.
  if (!pathname.replace(/\/$/, '').endsWith(API_CATEGORY_INDEX)) {
    const items =
      props.items && operationDescriptions ? withOwnDescriptions(props.items, operationDescriptions) : props.items;
    return <DocCardList {...props} items={items} />;
  }
  return props.items ? <ApiResourceList items={props.items} /> : <CurrentCategoryList />;
}
