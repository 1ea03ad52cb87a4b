import {pageTierTerms} from './terms';
import {headingSlug} from './slug';
import type {BodyTier, IndexedPage, IndexedSection, RetrievalIndex, RetrievalRecord} from './types';

/**
 * A heading on more than this share of pages ("Responses", "Next steps") names no page: it stays with its section
 * in the body tier but is left out of the page tier's headings.
 */
const BOILERPLATE_HEADING_SHARE = 0.25;

function boilerplateHeadings(records: readonly RetrievalRecord[]): Set<string> {
  const pagesWith = new Map<string, number>();
  for (const record of records) {
    for (const heading of new Set(record.sections.map((section) => section.heading))) {
      if (heading) pagesWith.set(heading, (pagesWith.get(heading) ?? 0) + 1);
    }
  }
  const limit = Math.max(2, records.length * BOILERPLATE_HEADING_SHARE);
  return new Set([...pagesWith].filter(([, count]) => count > limit).map(([heading]) => heading));
}

/** The serialisable index of a set of pages (build time). */
export function buildRetrievalIndex(records: readonly RetrievalRecord[]): RetrievalIndex {
  const boilerplate = boilerplateHeadings(records);
  const trails: string[][] = [];
  const trailNumbers = new Map<string, number>();
  const pages: IndexedPage[] = [];
  const sections: IndexedSection[] = [];
  const operations: [number, string][] = [];
  records.forEach((record, pageNumber) => {
    const headings = new Map<string, string>();
    for (const section of record.sections) {
      if (section.anchor && section.heading && !boilerplate.has(section.heading) && !headings.has(section.anchor)) {
        headings.set(section.anchor, section.heading);
      }
      if (section.text.trim() || section.heading) {
        sections.push([pageNumber, section.anchor, section.heading, section.text]);
      }
    }
    const trailKey = JSON.stringify(record.breadcrumb);
    let trail = trailNumbers.get(trailKey);
    if (trail === undefined) {
      trail = trails.length;
      trails.push(record.breadcrumb);
      trailNumbers.set(trailKey, trail);
    }
    if (record.operation) operations.push([pageNumber, record.operation]);
    pages.push([
      record.url,
      record.title,
      record.facet,
      trail,
      record.description,
      record.keywords,
      [...headings].map(([anchor, heading]) => (headingSlug(heading) === anchor ? heading : [anchor, heading])),
      record.operation ? 1 : 0,
    ]);
  });
  return {version: 1, trails, pages, sections, operations};
}

/**
 * The tier loaded when search opens: everything but the body text and the operations' paths, with its postings
 * precomputed (the browser parses them instead of tokenising every page when search opens).
 */
export function pageTier(index: RetrievalIndex): RetrievalIndex {
  const pagesOnly: RetrievalIndex = {
    version: 1,
    trails: index.trails,
    pages: index.pages,
    sections: [],
    operations: [],
  };
  return {...pagesOnly, terms: pageTierTerms(pagesOnly)};
}

/** The tier loaded after: section texts and operations. */
export function bodyTier(index: RetrievalIndex): BodyTier {
  return {sections: index.sections, operations: index.operations};
}

/** The index with its body tier added (a new object: searches of the page tier alone stay as they were). */
export function withBody(pagesOnly: RetrievalIndex, body: BodyTier): RetrievalIndex {
  return {...pagesOnly, sections: body.sections, operations: body.operations};
}

/** Whether parsed JSON is a retrieval index this code can read. */
export function isRetrievalIndex(value: unknown): value is RetrievalIndex {
  if (typeof value !== 'object' || value === null) return false;
  const index = value as Partial<RetrievalIndex>;
  return (
    index.version === 1 &&
    Array.isArray(index.trails) &&
    Array.isArray(index.pages) &&
    Array.isArray(index.sections) &&
    Array.isArray(index.operations) &&
    (index.terms === undefined || (typeof index.terms.fields === 'object' && Array.isArray(index.terms.words)))
  );
}
