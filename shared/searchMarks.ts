/**
 * Marks the indexing pass writes into the full-text index and the search UI reads back. Shared so that the build
 * (loaded by Docusaurus without the browser's `@site` alias) and the browser agree without importing each other.
 */

/** Ends each line of code in the text given to the full-text index; excerpts turn it back into a line break. */
export const CODE_LINE_BREAK = '\u23ce';

/** Between the places of a result's breadcrumb (section › group › page) in the index's metadata. */
export const BREADCRUMB_SEPARATOR = ' › ';
