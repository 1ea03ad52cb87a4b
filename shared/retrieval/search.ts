import {adjacent, matchConcept, titleShare, type ConceptMatches} from './match';
import {prepared as prepare, preparedInSlices, type PreparedIndex} from './prepare';
import {isWeak} from './expansion';
import {analyseQuery, type AnalysedQuery, type Concept} from './query';
import {pageResultSteps, sectionResultSteps, type Candidate} from './results';
import {runAtOnce, runInSlices, type SliceOptions} from './slices';
import type {RetrievalIndex, SearchOptions, SearchResponse} from './types';
import {
  API_INTENT,
  BODY_COVERAGE,
  CHANGELOG_FACET,
  CHANGELOG_FACTOR,
  COVERAGE_FLOOR,
  FIELD_WEIGHTS,
  LONG_QUERY_COVERAGE,
  OPERATION_FACTOR,
  PHRASE_BONUS,
  REFERENCE_FACET,
  REFERENCE_FACTOR,
  RERANK,
  SCATTERED_FACTOR,
  SYMPTOM_INTENT,
  SYMPTOM_SECTION_BONUS,
  URL_PATH,
  TASK_CHANGELOG_FACTOR,
  TASK_INTENT,
  TITLE_BONUS,
} from './weights';

/**
 * Least coverage of a result: `COVERAGE_FLOOR` unless no page covers that much, and for a query of several words
 * also a share of the best page's coverage. Not over the page tier alone: titles and descriptions hold too few of a
 * question's words to tell a partial answer from none, and its first results are few and provisional anyway.
 */
export function coverageFloor(bestCoverage: number, queryWords: number, withBody: boolean): number {
  const share = withBody ? (LONG_QUERY_COVERAGE.find((cut) => queryWords >= cut.words)?.share ?? 0) : 0;
  return Math.max(Math.min(COVERAGE_FLOOR, bestCoverage), share * bestCoverage);
}

/**
 * Every page that matches any concept, scored by coverage, field strength, title, facet and phrase. A step
 * (`yield`) after each concept's matches, each page's score and each phrase check, so that a browser can spread a
 * first ranking over several tasks (see `searchInSlices`).
 */
function* rankPages(
  prepared: PreparedIndex,
  analysed: AnalysedQuery,
  concepts: readonly Concept[],
  query: string,
  options: SearchOptions,
): Generator<void, {candidates: Candidate[]; facetCounts: Record<string, number>}, void> {
  const {index} = prepared;
  const matches: ConceptMatches[] = [];
  for (const concept of concepts) {
    matches.push(matchConcept(prepared, concept));
    yield;
  }
  const weights = concepts.map((concept) => concept.idf * concept.weight);
  const totalWeight = weights.reduce((sum, weight) => sum + weight, 0);

  const pageNumbers = new Set<number>();
  for (const match of matches) {
    for (const page of match.pages.keys()) pageNumbers.add(page);
    for (const section of match.sections.keys()) pageNumbers.add(index.sections[section][0]);
  }

  const symptom = SYMPTOM_INTENT.test(query);
  const apiIntent = API_INTENT.test(symptom ? query.replace(URL_PATH, ' ') : query);
  const taskIntent = TASK_INTENT.test(query);
  const scored: Candidate[] = [];
  for (const page of pageNumbers) {
    yield;
    const {facet} = prepared.pages[page];
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
    const share = named ? titleShare(prepared.titleStems(page), concepts) : 0;
    final *= 1 + TITLE_BONUS * share;
    if (facet === REFERENCE_FACET && share < 1 && !apiIntent) {
      final *= prepared.pages[page].isOperation ? OPERATION_FACTOR : REFERENCE_FACTOR;
    }
    if (analysed.releaseIntent) {
      if (facet !== CHANGELOG_FACET) final *= CHANGELOG_FACTOR;
    } else if (facet === CHANGELOG_FACET) final *= CHANGELOG_FACTOR * (taskIntent ? TASK_CHANGELOG_FACTOR : 1);
    if (symptom && best !== undefined && prepared.troubleshooting(best)) {
      final *= 1 + SYMPTOM_SECTION_BONUS;
    }
    scored.push({page, score: final, coverage, sections});
  }
  const facets = options.facets && options.facets.length > 0 ? new Set(options.facets) : undefined;
  // A page that covers little of the query is a result only when no page covers more.
  const queryWords = analysed.concepts.filter((concept) => concept.weight === 1).flatMap((c) => c.words).length;
  const best = Math.max(0, ...scored.map((candidate) => candidate.coverage));
  const floor = coverageFloor(best, queryWords, index.sections.length > 0);
  const candidates: Candidate[] = [];
  // Every facet counts what choosing it would give, whichever facets the reader has chosen.
  const facetCounts: Record<string, number> = {};
  for (const candidate of scored) {
    if (candidate.coverage < floor) continue;
    const {facet} = prepared.pages[candidate.page];
    facetCounts[facet] = (facetCounts[facet] ?? 0) + 1;
    if (!facets || facets.has(facet)) candidates.push(candidate);
  }
  candidates.sort((a, b) => b.score - a.score || a.page - b.page);

  // Words of the query next to each other in the page ("archive" "test set"), as the reader wrote them.
  const pairs = concepts.slice(1).map((concept, c) => [concepts[c], concept] as const);
  if (pairs.length > 0) {
    for (const candidate of candidates.slice(0, RERANK)) {
      yield;
      const best = candidate.sections[0]?.section;
      const texts = [prepared.titleTokens(candidate.page)];
      if (best !== undefined) texts.push(prepared.sectionTokens(best).heading, prepared.sectionTokens(best).body);
      const joined = pairs.filter(([a, b]) => texts.some((tokens) => adjacent(tokens, a.alternatives, b.alternatives)));
      candidate.score *= 1 + (PHRASE_BONUS * joined.length) / pairs.length;
    }
    candidates.sort((a, b) => b.score - a.score || a.page - b.page);
  }

  return {candidates, facetCounts};
}

/** The whole search, a step at a time (see `rankPages`); `search` runs it in one go. */
function* searchSteps(
  prepared: PreparedIndex,
  query: string,
  options: SearchOptions,
): Generator<void, SearchResponse, void> {
  const first = yield* passSteps(prepared, query, options, false);
  // Weak or not by the best page ranked, whether or not the caller asked for pages (Ask AI asks for sections only).
  if (!options.expansions || !isWeak({pages: [{coverage: first.bestCoverage}]})) return first.response;
  const second = yield* passSteps(prepared, query, options, true);
  return second.response.total > 0 ? second.response : first.response;
}

/** One ranking of the query: with the readers' vocabulary (`expanded`) or without. */
function* passSteps(
  prepared: PreparedIndex,
  query: string,
  options: SearchOptions,
  expanded: boolean,
): Generator<void, {response: SearchResponse; bestCoverage: number}, void> {
  const analysed = analyseQuery(prepared, query, {
    ...options,
    expansionTable: expanded ? options.expansions : undefined,
  });
  const concepts = analysed.concepts.filter((concept) => concept.idf > 0);
  const terms = analysed.concepts.filter((concept) => concept.weight === 1).flatMap((concept) => concept.words);
  if (!concepts.some((concept) => concept.weight === 1)) {
    return {response: {pages: [], sections: [], terms, total: 0, facetCounts: {}}, bestCoverage: 0};
  }
  yield;

  const {candidates, facetCounts} = yield* rankPages(prepared, analysed, concepts, query, options);
  const highlighting = {
    stems: new Set(
      concepts.filter((concept) => concept.weight === 1).flatMap((c) => c.alternatives.flatMap((a) => a.stems)),
    ),
    prefixes: options.prefix && terms.length > 0 ? [terms[terms.length - 1]] : [],
  };
  const pages = yield* pageResultSteps(
    prepared,
    candidates.slice(0, options.limit ?? 10),
    highlighting,
    options.sectionsPerResult ?? 3,
  );
  const sectionLimit = options.sectionLimit ?? 0;
  const sections =
    sectionLimit > 0
      ? yield* sectionResultSteps(prepared, candidates, highlighting, sectionLimit, options.sectionsPerPage ?? 2)
      : [];
  return {
    response: {pages, sections, terms, total: candidates.length, facetCounts},
    bestCoverage: candidates.reduce((best, candidate) => Math.max(best, candidate.coverage), 0),
  };
}

/** Searches an index (or its page tier alone) for keywords or a question. */
export function search(index: RetrievalIndex, query: string, options: SearchOptions = {}): SearchResponse {
  return runAtOnce(searchSteps(prepare(index), query, options));
}

/**
 * The same search, with the same results, spread over several tasks: a first ranking with its excerpts takes a
 * phone over 100 ms, which would hold up the reader's input in one task. An index not yet prepared is prepared in
 * slices too.
 */
export async function searchInSlices(
  index: RetrievalIndex,
  query: string,
  options: SearchOptions = {},
  slices?: SliceOptions,
): Promise<SearchResponse> {
  const prepared = await preparedInSlices(index, slices);
  return runInSlices(searchSteps(prepared, query, options), slices);
}
