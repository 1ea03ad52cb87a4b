/**
 * Ask AI's question rewrite: before retrieval, the configured model restates the reader's question as a short search
 * query in the docs' own vocabulary ("see what the model was told" → "trace span inputs prompt"), so that a question
 * asked in the reader's words still finds the page that uses other ones. Bounded by a timeout and a token cap; on any
 * failure, delay or empty answer, retrieval goes on with the plain question. The sources are the fusion of both
 * rankings (see `fuseRankings`), in which the plain question's first sources always stay.
 */
import type {AskAiConfig} from './config';
import type {RetrievedSection} from './retrieval';
import {streamCompletion} from './upstream';

/** Asks a model for the rewrite of a question; rejects or never resolves when the model fails. */
export type QuestionRewriter = (question: string, signal: AbortSignal) => Promise<string>;

/** The instruction the model gets: the product's own terms, one line, no answer. */
export const REWRITE_INSTRUCTION =
  'You turn a reader question about Tessera (an LLM application platform: prompts, variants, revisions, ' +
  'environments, playground, test sets, evaluators, evaluation runs, human annotation, traces, spans, ' +
  'OpenTelemetry, self-hosting) into a short search query for its documentation. Use the words the documentation ' +
  'would use for the same thing. Reply with the query only: one line of at most 12 words, no answer, no quotes.';

/** Longest rewrite kept, in characters: a model that ignores the token cap cannot flood retrieval. */
export const MAX_REWRITE_CHARS = 160;

/** A rewriter that calls the configured OpenAI-compatible model, within the rewrite's token cap and timeout. */
export function modelRewriter(config: AskAiConfig): QuestionRewriter {
  return async (question, signal) => {
    let text = '';
    for await (const chunk of streamCompletion({
      upstreamUrl: config.upstreamUrl ?? '',
      apiKey: config.apiKey,
      apiKeyHeader: config.apiKeyHeader,
      model: config.model ?? '',
      messages: [
        {role: 'system', content: REWRITE_INSTRUCTION},
        {role: 'user', content: question},
      ],
      maxTokens: config.rewriteMaxTokens,
      temperature: 0,
      timeoutMs: config.rewriteTimeoutMs,
      deadlineMs: config.rewriteTimeoutMs,
      maxAnswerChars: MAX_REWRITE_CHARS * 2,
      signal,
    })) {
      if (chunk.type === 'token') text += chunk.text;
    }
    return text;
  };
}

/** The usable part of a model's rewrite: its first line, without quotes or a "Query:" label, capped; or undefined. */
export function cleanRewrite(text: string, question: string): string | undefined {
  const line = (text.split('\n').find((part) => part.trim()) ?? '')
    .trim()
    .replace(/^(?:search\s+)?query\s*:\s*/i, '')
    .replace(/^["'`“”]+|["'`“”]+$/g, '')
    .trim()
    .slice(0, MAX_REWRITE_CHARS);
  if (!/[\p{L}\p{N}]/u.test(line)) return undefined;
  if (line.toLowerCase() === question.trim().toLowerCase()) return undefined;
  return line;
}

/**
 * The rewrite of a question, or undefined when the model fails, answers with nothing usable or takes longer than
 * `timeoutMs`: then the request is cancelled and the caller carries on with the plain question, in time.
 */
export async function rewriteWithin(
  rewriter: QuestionRewriter,
  question: string,
  timeoutMs: number,
  signal: AbortSignal,
): Promise<string | undefined> {
  const controller = new AbortController();
  const stop = () => controller.abort();
  signal.addEventListener('abort', stop, {once: true});
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve(undefined);
    }, timeoutMs);
  });
  try {
    const text = await Promise.race([rewriter(question, controller.signal), late]);
    return text === undefined ? undefined : cleanRewrite(text, question);
  } catch {
    return undefined;
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', stop);
  }
}

/** Reciprocal-rank constant: small, so that a section both rankings put near the top clearly leads. */
const FUSION_K = 10;

/**
 * The fusion of the plain question's ranking and the rewrite's (reciprocal rank fusion), `limit` sections long. The
 * plain ranking's first `ceil(limit / 2)` sections always stay, in their fused order: a rewrite that misses the point
 * can add sources below them but never push them out.
 */
export function fuseRankings(
  plain: readonly RetrievedSection[],
  rewritten: readonly RetrievedSection[],
  limit: number,
): RetrievedSection[] {
  const fused = new Map<string, {entry: RetrievedSection; score: number}>();
  const add = (ranking: readonly RetrievedSection[]) =>
    ranking.forEach((entry, rank) => {
      const id = entry.section.id;
      const found = fused.get(id);
      const score = 1 / (FUSION_K + rank + 1);
      if (found) found.score += score;
      else fused.set(id, {entry, score});
    });
  add(plain);
  add(rewritten);
  const order = [...fused.values()].sort((a, b) => b.score - a.score).map(({entry}) => entry);
  const kept = new Set(plain.slice(0, Math.ceil(limit / 2)).map((entry) => entry.section.id));
  const picked: RetrievedSection[] = [];
  let keptLeft = kept.size;
  for (const entry of order) {
    if (picked.length >= limit) break;
    const isKept = kept.has(entry.section.id);
    if (!isKept && picked.length + keptLeft >= limit) continue;
    picked.push(entry);
    if (isKept) keptLeft -= 1;
  }
  return picked;
}
