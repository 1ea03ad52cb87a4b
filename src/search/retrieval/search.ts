import {excerptOf, highlight} from './excerpt';
import {PAGE_FIELDS, prepared as prepare, type PageField, type PreparedIndex, type Postings} from './prepare';
import {analyseQuery, type Alternative, type Concept} from './query';
import {meaningfulTokens, type Token} from './tokens';
import type {Excerpt, PageResult, RetrievalIndex, SearchOptions, SearchResponse, SectionResult} from './types';

/**
 * How much a match counts in each field: a concept named in the title says more than one named in the body. The
 * body's weight is the most a section can get, reached by repeated mentions (saturating, as in BM25).
 */
export const FIELD_WEIGHTS: Readonly<Record<PageField | 'heading' | 'body', number>> = {
  title: 1,
  operation: 0.85,
  group: 0.75,
  heading: 0.75,
  headings: 0.6,
  description: 0.5,
  breadcrumb: 0.35,
  body: 0.35,
};

/**
 * Changelog entries announce what the guides explain: below the guide unless the reader asks about a release, and
 * then the other way round.
 */
const CHANGELOG_FACTOR = 0.5;
const CHANGELOG_FACET = 'Changelog';
/**
 * API operation pages answer "how do I call X" for their own operation only: below the guides unless the query names
 * the operation (every word of its title) or asks for the API.
 */
const OPERATION_FACTOR = 0.6;
/** Other reference pages (SDK, API groups) are looked up by name; for anything else the guides explain more. */
const REFERENCE_FACTOR = 0.6;
const REFERENCE_FACET = 'Reference';
/** Words that ask for the HTTP API itself. */
const API_INTENT = /\b(?:api|endpoint|endpoints|http|rest|curl|request body|status code)\b/i;
/** A concept matched in another section of the page than its best one still counts, for less. */
const SCATTERED_FACTOR = 0.5;
/** Most the query naming a page's whole title (an operation's own name) adds to its score. */
const TITLE_BONUS = 0.35;
/** Most adjacency of the query's words (a phrase) adds to a score. */
const PHRASE_BONUS = 0.2;
/** How much a concept found only in body text counts towards coverage. */
const BODY_COVERAGE = 0.7;
/** A page's second source counts at most this share of its page's score. */
const SECOND_SECTION_FACTOR = 0.6;
/** Candidates re-ranked with phrase checks. */
const RERANK = 60;
const BODY_K1 = 1.2;
const BODY_B = 0.5;

/** Documents where every stem of an alternative occurs, with the smallest number of occurrences among them. */
function intersect(postings: Postings, stems: readonly string[]): Map<number, number> {
  const lists = stems.map((part) => postings.get(part));
  if (lists.some((list) => !list)) return new Map();
  const [smallest, ...rest] = (lists as Map<number, number>[]).sort((a, b) => a.size - b.size);
  const found = new Map<number, number>();
  for (const [doc, count] of smallest) {
    let least = count;
    let everywhere = true;
    for (const list of rest) {
      const other = list.get(doc);
      if (other === undefined) {
        everywhere = false;
        break;
      }
      least = Math.min(least, other);
    }
    if (everywhere) found.set(doc, least);
  }
  return found;
}

interface ConceptMatches {
  /** page → strength from its own fields (title, operation, headings, description, breadcrumb). */
  pages: Map<number, number>;
  /** pages whose title or operation name holds the concept. */
  named: Set<number>;
  /** section → strength from its heading and body. */
  sections: Map<number, number>;
}

function raise(map: Map<number, number>, key: number, value: number): void {
  if (value > (map.get(key) ?? 0)) map.set(key, value);
}

function matchConcept(prepared: PreparedIndex, concept: Concept): ConceptMatches {
  const result: ConceptMatches = {pages: new Map(), named: new Set(), sections: new Map()};
  for (const alternative of concept.alternatives) {
    for (const field of PAGE_FIELDS) {
      for (const page of intersect(prepared.pageFields[field], alternative.stems).keys()) {
        raise(result.pages, page, FIELD_WEIGHTS[field] * alternative.factor);
        if ((field === 'title' || field === 'operation') && alternative.factor >= 0.85) result.named.add(page);
      }
    }
    for (const section of intersect(prepared.sectionFields.heading, alternative.stems).keys()) {
      raise(result.sections, section, FIELD_WEIGHTS.heading * alternative.factor);
    }
    for (const [section, count] of intersect(prepared.sectionFields.body, alternative.stems)) {
      const norm = 1 - BODY_B + (BODY_B * prepared.bodyLengths[section]) / prepared.averageBodyLength;
      const saturation = count / (count + BODY_K1 * norm);
      raise(result.sections, section, FIELD_WEIGHTS.body * saturation * alternative.factor);
    }
  }
  return result;
}

const positionsCache = new WeakMap<readonly Token[], Map<string, number[]>>();

/** Where each stem occurs in a token list (cached with the list, which the prepared index keeps). */
function positionsOf(tokens: readonly Token[]): Map<string, number[]> {
  let positions = positionsCache.get(tokens);
  if (!positions) {
    positions = new Map();
    tokens.forEach((token, at) => {
      const list = positions?.get(token.stem);
      if (list) list.push(at);
      else positions?.set(token.stem, [at]);
    });
    positionsCache.set(tokens, positions);
  }
  return positions;
}

/** Whether some alternative of `a` ends right where some alternative of `b` starts, in a token list. */
function adjacent(tokens: readonly Token[], a: readonly Alternative[], b: readonly Alternative[]): boolean {
  const positions = positionsOf(tokens);
  const follows = (alternative: Alternative, at: number) =>
    alternative.stems.every((part, offset) => tokens[at + offset]?.stem === part);
  return a.some((first) =>
    (positions.get(first.stems[0]) ?? []).some(
      (at) => follows(first, at) && b.some((second) => follows(second, at + first.stems.length)),
    ),
  );
}

/** Share of a page title's words that the query holds (1: the query names the whole title). */
function titleShare(titleStems: readonly string[], concepts: readonly Concept[]): number {
  if (titleStems.length === 0) return 0;
  const queryStems = new Set(concepts.flatMap((concept) => concept.alternatives.flatMap((a) => a.stems)));
  return titleStems.filter((part) => queryStems.has(part)).length / titleStems.length;
}

/**
 * Before the body tier is loaded: the page's headings that hold a query word, as sections to jump to (no excerpt,
 * no position in the body tier).
 */
function headingHits(
  prepared: PreparedIndex,
  page: number,
  stems: ReadonlySet<string>,
  limit: number,
): SectionResult[] {
  const {url, title, facet, headings} = prepared.pages[page];
  return headings
    .filter(([, heading]) => meaningfulTokens(heading).some((token) => stems.has(token.stem)))
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

interface Candidate {
  page: number;
  score: number;
  coverage: number;
  /** Sections of the page by their own score, best first. */
  sections: {section: number; score: number}[];
}

/** Searches an index (or its page tier alone) for keywords or a question. */
export function search(index: RetrievalIndex, query: string, options: SearchOptions = {}): SearchResponse {
  const prepared = prepare(index);
  const analysed = analyseQuery(prepared, query, options);
  const concepts = analysed.concepts.filter((concept) => concept.idf > 0);
  const terms = analysed.concepts.filter((concept) => concept.weight === 1).flatMap((concept) => concept.words);
  const empty: SearchResponse = {pages: [], sections: [], terms, total: 0};
  if (!concepts.some((concept) => concept.weight === 1)) return empty;

  const matches = concepts.map((concept) => matchConcept(prepared, concept));
  const weights = concepts.map((concept) => concept.idf * concept.weight);
  const totalWeight = weights.reduce((sum, weight) => sum + weight, 0);

  const pageNumbers = new Set<number>();
  for (const match of matches) {
    for (const page of match.pages.keys()) pageNumbers.add(page);
    for (const section of match.sections.keys()) pageNumbers.add(index.sections[section][0]);
  }

  const apiIntent = API_INTENT.test(query);
  const facets = options.facets && options.facets.length > 0 ? new Set(options.facets) : undefined;
  const candidates: Candidate[] = [];
  for (const page of pageNumbers) {
    const {facet} = prepared.pages[page];
    if (facets && !facets.has(facet)) continue;
    const pageLevel = matches.map((match) => match.pages.get(page) ?? 0);
    const sections = prepared.sectionsOfPage[page]
      .map((section) => ({
        section,
        score: matches.reduce(
          (sum, match, c) => sum + weights[c] * Math.max(pageLevel[c], match.sections.get(section) ?? 0),
          0,
        ),
      }))
      .sort((a, b) => b.score - a.score || a.section - b.section);
    const best = sections[0]?.section;
    let score = 0;
    let covered = 0;
    matches.forEach((match, c) => {
      let inBody = best === undefined ? 0 : (match.sections.get(best) ?? 0);
      for (const section of prepared.sectionsOfPage[page]) {
        inBody = Math.max(inBody, (match.sections.get(section) ?? 0) * SCATTERED_FACTOR);
      }
      const strongest = Math.max(pageLevel[c], inBody);
      score += weights[c] * strongest;
      // A concept only the body mentions is covered less surely than one a title or heading names.
      if (strongest > 0) covered += weights[c] * (strongest >= FIELD_WEIGHTS.description ? 1 : BODY_COVERAGE);
    });
    if (score === 0) continue;
    const coverage = covered / totalWeight;
    let final = (score / totalWeight) * (0.3 + 0.7 * coverage * coverage);
    // The query names this page's title (an API operation by its own name): it is the page asked for.
    const named = matches.every((match, c) => concepts[c].weight < 1 || match.named.has(page));
    const share = named ? titleShare(prepared.titleStems[page], concepts) : 0;
    final *= 1 + TITLE_BONUS * share;
    if (facet === REFERENCE_FACET && share < 1 && !apiIntent) {
      final *= prepared.pages[page].isOperation ? OPERATION_FACTOR : REFERENCE_FACTOR;
    }
    if (analysed.releaseIntent) {
      if (facet !== CHANGELOG_FACET) final *= CHANGELOG_FACTOR;
    } else if (facet === CHANGELOG_FACET) final *= CHANGELOG_FACTOR;
    candidates.push({page, score: final, coverage, sections});
  }
  candidates.sort((a, b) => b.score - a.score || a.page - b.page);

  // Words of the query next to each other in the page ("archive" "test set"), as the reader wrote them.
  const pairs = concepts.slice(1).map((concept, c) => [concepts[c], concept] as const);
  if (pairs.length > 0) {
    for (const candidate of candidates.slice(0, RERANK)) {
      const best = candidate.sections[0]?.section;
      const texts = [prepared.titleTokens(candidate.page)];
      if (best !== undefined) texts.push(prepared.sectionTokens(best).heading, prepared.sectionTokens(best).body);
      const joined = pairs.filter(([a, b]) => texts.some((tokens) => adjacent(tokens, a.alternatives, b.alternatives)));
      candidate.score *= 1 + (PHRASE_BONUS * joined.length) / pairs.length;
    }
    candidates.sort((a, b) => b.score - a.score || a.page - b.page);
  }

  const highlightStems = new Set(
    concepts.filter((concept) => concept.weight === 1).flatMap((c) => c.alternatives.flatMap((a) => a.stems)),
  );
  const prefixes = options.prefix && terms.length > 0 ? [terms[terms.length - 1]] : [];
  const sectionResult = (section: number, score: number): SectionResult => {
    const [page, anchor, heading, text] = index.sections[section];
    const {url, title, facet} = prepared.pages[page];
    return {
      url: anchor ? `${url}#${anchor}` : url,
      pageUrl: url,
      pageTitle: title,
      heading,
      facet,
      score,
      sectionIndex: section,
      excerpt: excerptOf(text, highlightStems, prefixes),
    };
  };

  const limit = options.limit ?? 10;
  const perResult = options.sectionsPerResult ?? 3;
  const pages: PageResult[] = candidates.slice(0, limit).map((candidate) => {
    const page = prepared.pages[candidate.page];
    const matching = candidate.sections.filter((entry) => entry.score > 0);
    const excerpt: Excerpt =
      matching.length > 0
        ? excerptOf(index.sections[matching[0].section][3], highlightStems, prefixes)
        : {parts: highlight(page.description, highlightStems, prefixes), code: false};
    return {
      url: page.url,
      title: page.title,
      facet: page.facet,
      breadcrumb: page.breadcrumb,
      score: candidate.score,
      coverage: candidate.coverage,
      excerpt,
      sections:
        candidate.sections.length > 0
          ? matching
              .filter((entry) => index.sections[entry.section][1] !== null)
              .slice(0, perResult)
              .map((entry) => sectionResult(entry.section, entry.score))
          : headingHits(prepared, candidate.page, highlightStems, perResult),
    };
  });

  const sections: SectionResult[] = [];
  const sectionLimit = options.sectionLimit ?? 0;
  if (sectionLimit > 0) {
    // Each page's best section carries the page's score, so sources follow the page ranking; a page's further
    // sections follow by how close they come to its best one.
    const pool = candidates.flatMap((candidate) => {
      const matching = candidate.sections.filter((entry) => entry.score > 0).slice(0, options.sectionsPerPage ?? 2);
      const top = matching[0]?.score ?? 1;
      return matching.map((entry, rank) => ({
        section: entry.section,
        score: rank === 0 ? candidate.score : candidate.score * SECOND_SECTION_FACTOR * (entry.score / top),
      }));
    });
    pool.sort((a, b) => b.score - a.score || a.section - b.section);
    for (const entry of pool.slice(0, sectionLimit)) sections.push(sectionResult(entry.section, entry.score));
  }

  return {pages, sections, terms, total: candidates.length};
}
