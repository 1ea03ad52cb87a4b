import type {IndexedPage, IndexedSection, RetrievalIndex, RetrievalRecord} from './types';

/** The serialisable index of a set of pages (build time). */
export function buildRetrievalIndex(records: readonly RetrievalRecord[]): RetrievalIndex {
  const pages: IndexedPage[] = [];
  const sections: IndexedSection[] = [];
  records.forEach((record, pageNumber) => {
    const headings = new Map<string, string>();
    for (const section of record.sections) {
      if (section.anchor && section.heading && !headings.has(section.anchor)) {
        headings.set(section.anchor, section.heading);
      }
      if (section.text.trim() || section.heading) {
        sections.push([pageNumber, section.anchor, section.heading, section.text]);
      }
    }
    pages.push({
      url: record.url,
      title: record.title,
      facet: record.facet,
      breadcrumb: record.breadcrumb,
      description: record.description,
      keywords: record.keywords,
      ...(record.operation ? {operation: record.operation} : {}),
      headings: [...headings],
    });
  });
  return {version: 1, pages, sections};
}

/** The tier loaded when search opens: everything but the body text. */
export function pageTier(index: RetrievalIndex): RetrievalIndex {
  return {version: 1, pages: index.pages, sections: []};
}

/** The index with its body tier added (a new object: searches of the page tier alone stay as they were). */
export function withSections(pagesOnly: RetrievalIndex, sections: IndexedSection[]): RetrievalIndex {
  return {version: 1, pages: pagesOnly.pages, sections};
}

/** Whether parsed JSON is a retrieval index this code can read. */
export function isRetrievalIndex(value: unknown): value is RetrievalIndex {
  if (typeof value !== 'object' || value === null) return false;
  const index = value as Partial<RetrievalIndex>;
  return index.version === 1 && Array.isArray(index.pages) && Array.isArray(index.sections);
}
