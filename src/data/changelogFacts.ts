import facts from './changelogFacts.json';

/**
 * One release as the platform's own release history records it. `npm run check:content` holds every entry in
 * changelog/ to its row: the docs repository's CI has no access to the product's fact tables, so this is the copy.
 */
export interface ChangelogFact {
  slug: string;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  /** One version ("v0.58.1"), a range of patch releases ("v0.14.1-13"), or null when the release had no version. */
  versions: string | null;
  title: string;
}

export const changelogFacts: readonly ChangelogFact[] = facts;
