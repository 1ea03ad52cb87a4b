/** A piece of a search excerpt; highlighted pieces are the words that matched the query. */
export interface ExcerptPart {
  text: string;
  highlighted: boolean;
}

/** Whether an excerpt shows code (it has line breaks, which only code keeps). */
export function isCodeExcerpt(parts: readonly ExcerptPart[]): boolean {
  return parts.some((part) => part.text.includes('\n'));
}
