import React, {useId} from 'react';
import {Clock, Star, X} from 'lucide-react';
import type {LucideIcon} from 'lucide-react';
import type {SavedSearchItem} from '../history';
import item from '../item.module.css';
import styles from './styles.module.css';

type RenderLink = (item: SavedSearchItem, children: React.ReactNode, className: string) => React.ReactNode;

interface SavedListsProps {
  recent: SavedSearchItem[];
  favourites: SavedSearchItem[];
  onToggleFavourite: (item: SavedSearchItem) => void;
  onRemoveRecent: (item: SavedSearchItem) => void;
  onRemoveFavourite: (item: SavedSearchItem) => void;
  renderLink: RenderLink;
}

interface SavedListProps {
  heading: string;
  icon: LucideIcon;
  items: SavedSearchItem[];
  /** How the remove button names the list: "Remove "…" from recent searches". */
  removeFrom: string;
  onRemove: (item: SavedSearchItem) => void;
  /** Recent searches can be starred; favourites already are. */
  favourite?: {isFavourite: (item: SavedSearchItem) => boolean; onToggle: (item: SavedSearchItem) => void};
  renderLink: RenderLink;
}

/** One list of saved searches: each a link, with the buttons that star or remove it. */
function SavedList({heading, icon: Icon, items, removeFrom, onRemove, favourite, renderLink}: SavedListProps) {
  const headingId = useId();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <div id={headingId} className={styles.listHeading}>
        {heading}
      </div>
      <ul className={styles.savedList}>
        {items.map((saved) => (
          <li key={saved.url} className={styles.savedItem}>
            {renderLink(
              saved,
              <>
                <Icon size={16} aria-hidden="true" className={item.icon} />
                <span className={styles.itemTitle}>{saved.title}</span>
              </>,
              item.item,
            )}
            {favourite && (
              <button
                type="button"
                className={styles.iconButton}
                aria-pressed={favourite.isFavourite(saved)}
                aria-label={`Save "${saved.title}" to favourites`}
                onClick={() => favourite.onToggle(saved)}>
                <Star size={16} aria-hidden="true" fill={favourite.isFavourite(saved) ? 'currentColor' : 'none'} />
              </button>
            )}
            <button
              type="button"
              className={styles.iconButton}
              aria-label={`Remove "${saved.title}" from ${removeFrom}`}
              onClick={() => onRemove(saved)}>
              <X size={16} aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Shown before the reader types: their recent searches (each can be starred or removed) and favourites. */
export default function SavedLists({
  recent,
  favourites,
  onToggleFavourite,
  onRemoveRecent,
  onRemoveFavourite,
  renderLink,
}: SavedListsProps): React.JSX.Element {
  if (recent.length === 0 && favourites.length === 0) {
    return <p className={styles.empty}>Type to search the docs, API reference, changelog and self-host guides.</p>;
  }
  const isFavourite = (saved: SavedSearchItem) => favourites.some((favourite) => favourite.url === saved.url);
  return (
    <>
      <SavedList
        heading="Recent"
        icon={Clock}
        items={recent}
        removeFrom="recent searches"
        onRemove={onRemoveRecent}
        favourite={{isFavourite, onToggle: onToggleFavourite}}
        renderLink={renderLink}
      />
      <SavedList
        heading="Favourites"
        icon={Star}
        items={favourites}
        removeFrom="favourites"
        onRemove={onRemoveFavourite}
        renderLink={renderLink}
      />
    </>
  );
}
