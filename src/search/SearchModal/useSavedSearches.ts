import {useState} from 'react';
import {
  favouriteSearches,
  MAX_FAVOURITES,
  MAX_RECENT_SEARCHES,
  pushBounded,
  recentSearches,
  type SavedSearchItem,
} from '../history';

export interface SavedSearches {
  recent: SavedSearchItem[];
  favourites: SavedSearchItem[];
  /** Puts a chosen result first among the recent searches. */
  remember: (item: SavedSearchItem) => void;
  toggleFavourite: (item: SavedSearchItem) => void;
  removeRecent: (item: SavedSearchItem) => void;
  removeFavourite: (item: SavedSearchItem) => void;
}

/** The reader's recent searches and favourites, kept in the browser; every change is written at once. */
export function useSavedSearches(): SavedSearches {
  const [recent, setRecent] = useState<SavedSearchItem[]>(() => recentSearches.read());
  const [favourites, setFavourites] = useState<SavedSearchItem[]>(() => favouriteSearches.read());

  // Written at once: the modal closes (and unmounts) right after a result is chosen.
  function updateRecent(next: SavedSearchItem[]) {
    recentSearches.write(next);
    setRecent(next);
  }

  function updateFavourites(next: SavedSearchItem[]) {
    setFavourites(next);
    favouriteSearches.write(next);
  }

  return {
    recent,
    favourites,
    remember: (item) => updateRecent(pushBounded(recent, item, MAX_RECENT_SEARCHES)),
    toggleFavourite: (item) =>
      updateFavourites(
        favourites.some((favourite) => favourite.url === item.url)
          ? favourites.filter((favourite) => favourite.url !== item.url)
          : pushBounded(favourites, item, MAX_FAVOURITES),
      ),
    removeRecent: (item) => updateRecent(recent.filter((existing) => existing.url !== item.url)),
    removeFavourite: (item) => updateFavourites(favourites.filter((favourite) => favourite.url !== item.url)),
  };
}
