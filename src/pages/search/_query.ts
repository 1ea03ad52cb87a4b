import {SEARCH_SECTIONS} from '@site/shared/searchSections';

export interface SearchPageQuery {
  query: string;
  sections: string[];
}

/** Reads `?q=…&section=…` (repeatable); unknown sections are ignored. */
export function parseSearchPageQuery(search: string): SearchPageQuery {
  const params = new URLSearchParams(search);
  const known = new Set<string>(SEARCH_SECTIONS);
  return {
    query: params.get('q') ?? '',
    sections: params.getAll('section').filter((section) => known.has(section)),
  };
}

export function toSearchPageQuery({query, sections}: SearchPageQuery): string {
  const params = new URLSearchParams();
  if (query) params.set('q', query);
  for (const section of sections) params.append('section', section);
  const text = params.toString();
  return text ? `?${text}` : '';
}
