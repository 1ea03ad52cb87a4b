/**
 * The anchor Docusaurus gives a heading in the usual case: lower case, punctuation dropped, spaces as hyphens. The
 * index stores an anchor only when it differs from this (an explicit {#id}, a repeated heading), which saves about
 * a fifth of the page tier.
 */
export function headingSlug(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .trim()
    .replace(/\s/g, '-');
}
