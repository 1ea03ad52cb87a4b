/** A search the reader ran or a page they starred, as kept in the browser. */
export interface SavedSearchItem {
  title: string;
  url: string;
}

export const MAX_RECENT_SEARCHES = 6;
export const MAX_FAVOURITES = 10;

/** Adds `item` to the front of `list`, without duplicates (same url), keeping at most `max` items. */
export function pushBounded(list: readonly SavedSearchItem[], item: SavedSearchItem, max: number): SavedSearchItem[] {
  return [item, ...list.filter((existing) => existing.url !== item.url)].slice(0, max);
}

function isSavedItem(value: unknown): value is SavedSearchItem {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as SavedSearchItem).title === 'string' &&
    typeof (value as SavedSearchItem).url === 'string'
  );
}

/** Reads a stored list defensively: storage may be unavailable, hand-edited or from an older version. */
export function parseSavedList(raw: string | null, max: number): SavedSearchItem[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isSavedItem).slice(0, max) : [];
  } catch {
    return [];
  }
}
