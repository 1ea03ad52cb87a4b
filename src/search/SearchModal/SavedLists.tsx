import React from 'react';
import {Clock, Star, X} from 'lucide-react';
import type {SavedSearchItem} from '../history';
import styles from './styles.module.css';

interface SavedListsProps {
  recent: SavedSearchItem[];
  favourites: SavedSearchItem[];
  onToggleFavourite: (item: SavedSearchItem) => void;
  onRemoveRecent: (item: SavedSearchItem) => void;
  onRemoveFavourite: (item: SavedSearchItem) => void;
  renderLink: (item: SavedSearchItem, children: React.ReactNode, className: string) => React.ReactNode;
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
  const isFavourite = (item: SavedSearchItem) => favourites.some((favourite) => favourite.url === item.url);
  return (
    <>
      {recent.length > 0 && (
        <section aria-labelledby="search-recent-heading">
          <div id="search-recent-heading" className={styles.listHeading}>
            Recent
          </div>
          <ul className={styles.savedList}>
            {recent.map((item) => (
              <li key={item.url} className={styles.savedItem}>
                {renderLink(
                  item,
                  <>
                    <Clock size={16} aria-hidden="true" className={styles.itemIcon} />
                    <span className={styles.itemTitle}>{item.title}</span>
                  </>,
                  styles.item,
                )}
                <button
                  type="button"
                  className={styles.iconButton}
                  aria-pressed={isFavourite(item)}
                  aria-label={`Save "${item.title}" to favourites`}
                  onClick={() => onToggleFavourite(item)}>
                  <Star size={16} aria-hidden="true" fill={isFavourite(item) ? 'currentColor' : 'none'} />
                </button>
                <button
                  type="button"
                  className={styles.iconButton}
                  aria-label={`Remove "${item.title}" from recent searches`}
                  onClick={() => onRemoveRecent(item)}>
                  <X size={16} aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      {favourites.length > 0 && (
        <section aria-labelledby="search-favourites-heading">
          <div id="search-favourites-heading" className={styles.listHeading}>
            Favourites
          </div>
          <ul className={styles.savedList}>
            {favourites.map((item) => (
              <li key={item.url} className={styles.savedItem}>
                {renderLink(
                  item,
                  <>
                    <Star size={16} aria-hidden="true" className={styles.itemIcon} />
                    <span className={styles.itemTitle}>{item.title}</span>
                  </>,
                  styles.item,
                )}
                <button
                  type="button"
                  className={styles.iconButton}
                  aria-label={`Remove "${item.title}" from favourites`}
                  onClick={() => onRemoveFavourite(item)}>
                  <X size={16} aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
