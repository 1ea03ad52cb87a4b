import type {RetrievalRecord} from '../../../shared/retrieval';

/** A page's search record for the engine's tests: a docs guide with one section unless `extra` says otherwise. */
export function record(url: string, title: string, extra: Partial<RetrievalRecord> = {}): RetrievalRecord {
  const facet = extra.facet ?? 'Docs';
  return {
    url,
    title,
    facet,
    breadcrumb: [facet, 'Guides'],
    description: `About ${title.toLowerCase()}.`,
    keywords: [],
    sections: [{anchor: null, heading: null, text: `${title} explained.`}],
    ...extra,
  };
}
