import {createStorageSlot} from '@docusaurus/theme-common';
import {MAX_FAVOURITES, MAX_RECENT_SEARCHES, parseSavedList, type SavedSearchItem} from './savedList';

export {MAX_FAVOURITES, MAX_RECENT_SEARCHES, pushBounded, type SavedSearchItem} from './savedList';

function listStore(key: string, max: number) {
  const slot = createStorageSlot(key);
  return {
    read: () => parseSavedList(slot.get(), max),
    write: (items: SavedSearchItem[]) => slot.set(JSON.stringify(items.slice(0, max))),
  };
}

export const recentSearches = listStore('tessera.search.recent', MAX_RECENT_SEARCHES);
export const favouriteSearches = listStore('tessera.search.favourites', MAX_FAVOURITES);
