import {excerptOf, highlight} from './excerpt';
import type {PreparedIndex} from './prepare';
import {headingSlug} from './slug';
import {meaningfulTokens} from './tokens';
import type {Excerpt, PageResult, SectionResult} from './types';
import {SECOND_SECTION_FACTOR} from './weights';

/** A ranked page with its sections by their own score, best first. */
export interface Candidate {
  page: number;
  score: number;
  coverage: number;
  sections: {section: number; score: number}[];
}

/** What excerpts highlight: the stems the query matched, and the unfinished last word while typing. */
export interface Highlighting {
  stems: ReadonlySet<string>;
  prefixes: readonly string[];
}

/**
 * Before the body tier is loaded: the page's headings that hold a query word, as sections to jump to (no excerpt,
 * no position in the body tier).
 */
export function headingHits(
  prepared: PreparedIndex,
  page: number,
  stems: ReadonlySet<string>,
  limit: number,
): SectionResult[] {
  const {url, title, facet, headings} = prepared.pages[page];
  return headings
    .map((entry): [string, string] => (typeof entry === 'string' ? [headingSlug(entry), entry] : entry))
    .filter(([, heading]) => meaningfulTokens(heading, true).some((token) => stems.has(token.stem)))
    .slice(0, limit)
    .map(([anchor, heading]) => ({
      url: `${url}#${anchor}`,
      pageUrl: url,
      pageTitle: title,
      heading,
      facet,
      score: 0,
      sectionIndex: -1,
      excerpt: {parts: [], code: false},
    }));
}

export function sectionResult(
  prepared: PreparedIndex,
  section: number,
  score: number,
  highlighting: Highlighting,
): SectionResult {
  const [page, anchor, heading, text] = prepared.index.sections[section];
  const {url, title, facet} = prepared.pages[page];
  return {
    url: anchor ? `${url}#${anchor}` : url,
    pageUrl: url,
    pageTitle: title,
    heading,
    facet,
    score,
    sectionIndex: section,
    excerpt: excerptOf(text, highlighting.stems, highlighting.prefixes),
  };
}

/** The text an excerpt shows, to tell two excerpts that show the same thing apart from two that do not. */
function excerptText(excerpt: Excerpt): string {
  return excerpt.parts
    .map((part) => part.text)
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A page's sections as the reader sees them under it: one entry per heading link (two hits on the same anchor, or on
 * two sections with the same heading text, merge into the first, better one), and no excerpt that only repeats the
 * page's own: the heading link then stands alone.
 */
export function distinctSections(sections: readonly SectionResult[], pageExcerpt: Excerpt): SectionResult[] {
  const shown = excerptText(pageExcerpt);
  const urls = new Set<string>();
  const headings = new Set<string>();
  const distinct: SectionResult[] = [];
  for (const section of sections) {
    const heading = section.heading?.trim().toLowerCase() ?? '';
    if (urls.has(section.url) || (heading && headings.has(heading))) continue;
    urls.add(section.url);
    if (heading) headings.add(heading);
    const repeats = shown !== '' && excerptText(section.excerpt) === shown;
    distinct.push(repeats ? {...section, excerpt: {parts: [], code: false}} : section);
  }
  return distinct;
}

/**
 * The modal's results: pages with an excerpt of their best section and the sections (or headings) to jump to. A
 * step (`yield`) before each page, whose excerpts take a phone several milliseconds.
 */
export function* pageResultSteps(
  prepared: PreparedIndex,
  candidates: readonly Candidate[],
  highlighting: Highlighting,
  sectionsPerResult: number,
): Generator<void, PageResult[], void> {
  const {stems, prefixes} = highlighting;
  const results: PageResult[] = [];
  for (const candidate of candidates) {
    yield;
    const page = prepared.pages[candidate.page];
    const matching = candidate.sections.filter((entry) => entry.score > 0);
    const excerpt: Excerpt =
      matching.length > 0
        ? excerptOf(prepared.index.sections[matching[0].section][3], stems, prefixes)
        : {parts: highlight(page.description, stems, prefixes), code: false};
    results.push({
      url: page.url,
      title: page.title,
      facet: page.facet,
      breadcrumb: page.breadcrumb,
      score: candidate.score,
      coverage: candidate.coverage,
      excerpt,
      sections:
        candidate.sections.length > 0
          ? distinctSections(
              matching
                .filter((entry) => prepared.index.sections[entry.section][1] !== null)
                // A few spare ones, for the hits that merge into others.
                .slice(0, sectionsPerResult + 2)
                .map((entry) => sectionResult(prepared, entry.section, entry.score, highlighting)),
              excerpt,
            ).slice(0, sectionsPerResult)
          : headingHits(prepared, candidate.page, stems, sectionsPerResult),
    });
  }
  return results;
}

/**
 * Ask AI's sources. Each page's best section carries the page's score, so sources follow the page ranking; a page's
 * further sections follow by how close they come to its best one. A step before each section's excerpt.
 */
export function* sectionResultSteps(
  prepared: PreparedIndex,
  candidates: readonly Candidate[],
  highlighting: Highlighting,
  limit: number,
  perPage: number,
): Generator<void, SectionResult[], void> {
  const pool = candidates.flatMap((candidate) => {
    const matching = candidate.sections.filter((entry) => entry.score > 0).slice(0, perPage);
    const top = matching[0]?.score ?? 1;
    return matching.map((entry, rank) => ({
      section: entry.section,
      score: rank === 0 ? candidate.score : candidate.score * SECOND_SECTION_FACTOR * (entry.score / top),
    }));
  });
  pool.sort((a, b) => b.score - a.score || a.section - b.section);
  const results: SectionResult[] = [];
  const urls = new Set<string>();
  for (const entry of pool) {
    if (results.length >= limit) break;
    yield;
    const result = sectionResult(prepared, entry.section, entry.score, highlighting);
    // Two sections with the same anchor (a heading repeated under one slug) are one source.
    if (urls.has(result.url)) continue;
    urls.add(result.url);
    results.push(result);
  }
  return results;
}
