/**
 * The retrieval file that the build writes (plugins/search-index/) from the rendered pages and the Ask AI service
 * reads (service/src/corpus.ts): one record per section of a page, so the service never keeps a second copy of the
 * docs. Runs in Node and in the browser, so it imports nothing.
 */
export interface CorpusSection {
  /** Stable id: the section's URL, plus `~n` when a long section is split. */
  id: string;
  /** Site URL of the section (base URL included, `#anchor` for sections below the page title). */
  url: string;
  pageTitle: string;
  /** The h2/h3 heading, or null for the text before the first heading. */
  heading: string | null;
  /** Search facet of the page: Docs, Tutorials, Reference, Changelog, Self-host. */
  facet: string;
  text: string;
}

export interface Corpus {
  version: 1;
  generatedAt: string;
  baseUrl: string;
  /** The ASK_AI_URL the site was built with (null: the site has no Ask AI entry). */
  askAiUrl: string | null;
  sections: CorpusSection[];
}

function isSection(value: unknown): value is CorpusSection {
  if (typeof value !== 'object' || value === null) return false;
  const section = value as Record<string, unknown>;
  return (
    typeof section.id === 'string' &&
    typeof section.url === 'string' &&
    typeof section.pageTitle === 'string' &&
    (section.heading === null || typeof section.heading === 'string') &&
    typeof section.facet === 'string' &&
    typeof section.text === 'string'
  );
}

export function parseCorpus(json: string, source: string): Corpus {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw new Error(`${source} is not valid JSON: rebuild it with npm run build.`);
  }
  const corpus = parsed as Partial<Corpus>;
  if (corpus?.version !== 1 || !Array.isArray(corpus.sections) || !corpus.sections.every(isSection)) {
    throw new Error(`${source} is not a version 1 retrieval file: rebuild it with npm run build.`);
  }
  return corpus as Corpus;
}
