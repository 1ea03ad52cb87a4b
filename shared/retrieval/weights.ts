/** The one set of ranking weights of the docs' search. */
import type {PageField} from './fields';

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
export const CHANGELOG_FACTOR = 0.5;
/**
 * A task question ("how do I roll back…") wants the guide that does the task, not the release notes that mention
 * it: changelog entries count this much less again.
 */
export const TASK_CHANGELOG_FACTOR = 0.5;
/**
 * "How do I …", "how can I …", "how to …", "steps to …", "I want to …", "can I …": a question that asks how to do
 * something.
 */
export const TASK_INTENT =
  /(?:^|[^\p{L}])(?:how\s+(?:do|can|should|would)\s+(?:i|we|you)|how\s+to|steps?\s+to|is\s+there\s+a\s+way\s+to|(?:i|we)\s+(?:want|need|would\s+like|'d\s+like)\s+to|can\s+(?:i|we))\b/iu;
export const CHANGELOG_FACET = 'Changelog';
/**
 * API operation pages answer "how do I call X" for their own operation only: below the guides unless the query names
 * the operation (every word of its title) or asks for the API.
 */
export const OPERATION_FACTOR = 0.6;
/** Other reference pages (SDK, API groups) are looked up by name; for anything else the guides explain more. */
export const REFERENCE_FACTOR = 0.6;
export const REFERENCE_FACET = 'Reference';
/**
 * A pasted error or a symptom: an HTTP status, an error word, something that does not happen. Its reader wants the
 * guide that explains the failure, so a URL path in it ("404 for /api/otlp/v1/traces") does not ask for the API
 * reference, and a page whose best match is a troubleshooting section ("What can go wrong", "Troubleshooting",
 * "Pitfalls", "Fix …") gains `SYMPTOM_SECTION_BONUS`.
 */
export const SYMPTOM_INTENT =
  /(?:^|[^\p{L}\p{N}])(?:[45]\d\d|errors?|fail(?:s|ed|ing|ure)?|exception|traceback|refused|timed out|timeout|crash(?:es|ed)?|does not|doesn't|never|missing|not found|unauthori[sz]ed|forbidden)(?![\p{L}\p{N}])/iu;
export const SYMPTOM_HEADING =
  /^(?:troubleshoot|what can go wrong|avoid common pitfalls|pitfalls|fix |common (?:errors|problems))/i;
export const SYMPTOM_SECTION_BONUS = 0.3;
/** URL paths of a query ("/api/otlp/v1/traces"): not a request for the API when the query is a symptom. */
export const URL_PATH = /(?:^|\s)\/\S*/g;
/** Words that ask for the HTTP API itself. */
export const API_INTENT = /\b(?:api|endpoint|endpoints|http|rest|curl|request body|status code)\b/i;
/** A concept matched in another section of the page than its best one still counts, for less. */
export const SCATTERED_FACTOR = 0.5;
/** Most the query naming a page's whole title (an operation's own name) adds to its score. */
export const TITLE_BONUS = 0.35;
/** Most adjacency of the query's words (a phrase) adds to a score. */
export const PHRASE_BONUS = 0.2;
/**
 * Least share of a query (its concepts weighted by rarity) a page must cover to be a result, unless no page covers
 * more: the filler of a question ("every time", "main") would otherwise list most of the site.
 */
export const COVERAGE_FLOOR = 0.3;
/**
 * The stricter cut of longer queries: a result must also cover this share of what the best page covers. A question's
 * common words ("production", "API", "traces") are each on hundreds of pages, and a page with one of them is no
 * answer; counting them made "how do I create an API key through the API?" find 454 pages. Longest first.
 */
export const LONG_QUERY_COVERAGE: readonly {words: number; share: number}[] = [
  {words: 5, share: 0.6},
  {words: 3, share: 0.5},
];
/** How much a concept found only in body text counts towards coverage. */
export const BODY_COVERAGE = 0.7;
/** A page's second source counts at most this share of its page's score. */
export const SECOND_SECTION_FACTOR = 0.6;
/** Candidates re-ranked with phrase checks. */
export const RERANK = 60;
/** Saturation and length normalisation of body matches, as in BM25. */
export const BODY_K1 = 1.2;
export const BODY_B = 0.5;
