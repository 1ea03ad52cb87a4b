import {randomUUID} from 'node:crypto';
import {ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Span} from '@opentelemetry/api';
import {missingSettings, type AskAiConfig} from './config';
import {CorpusMissingError, loadCorpus} from './corpus';
import {buildMessages, sourceTitle} from './prompt';
import {
  citedNumbers,
  type AnswerSource,
  type AskErrorCode,
  type AskEvent,
  type ChatTurn,
} from '../../shared/askAiProtocol';
import {SectionIndex, type RetrievedSection} from './retrieval';
import {fuseRankings, rewriteWithin, type QuestionRewriter} from './rewrite';
import {ATTR, answerIdOf, type Telemetry} from './telemetry';
import {streamCompletion, UpstreamError} from './upstream';

/** The index the service retrieves from; a function so that a missing file can appear after the service starts. */
export type IndexProvider = () => Promise<SectionIndex>;

/** Loads the retrieval file once; while it is missing, every call tries again (the site may be built later). */
export function indexFromFile(path: string): IndexProvider {
  let loaded: Promise<SectionIndex> | undefined;
  return () => {
    loaded ??= loadCorpus(path).then((corpus) => new SectionIndex(corpus));
    return loaded.catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
  };
}

export interface AnswerSummary {
  outcome: 'ok' | 'aborted' | AskErrorCode;
  sources: number;
  completionTokens?: number;
  firstTokenMs?: number;
  totalMs: number;
  /** What went wrong, for the log: never includes the question, the prompt or the key. */
  detail?: string;
}

/** `1 second`, `30 seconds`: a duration as readers are told it. */
export function seconds(milliseconds: number): string {
  const count = Math.max(1, Math.round(milliseconds / 1000));
  return `${count} second${count === 1 ? '' : 's'}`;
}

export function errorMessage(code: AskErrorCode, config: AskAiConfig, status?: number): string {
  switch (code) {
    case 'not_configured':
      return 'Ask AI is not configured on this server yet. Please try again later.';
    case 'upstream_error':
      return `The language model service returned an error${status ? ` (HTTP ${status})` : ''}. Please try again later.`;
    case 'upstream_unreachable':
      return 'The language model service could not be reached. Please try again later.';
    case 'upstream_timeout':
      return `The language model service did not respond within ${seconds(config.upstreamTimeoutMs)}. Please try again.`;
    default:
      return 'Something went wrong while answering. Please try again.';
  }
}

/** What the reader is told when the model's API fails; the log gets the error's own message. */
function upstreamFailure(error: UpstreamError, config: AskAiConfig): {code: AskErrorCode; message?: string} {
  switch (error.kind) {
    case 'timeout':
      return {code: 'upstream_timeout'};
    case 'deadline':
      return {
        code: 'upstream_timeout',
        message: `The answer took longer than ${seconds(config.answerTimeoutMs)} and was stopped. Please try again.`,
      };
    case 'too_long':
      return {
        code: 'upstream_error',
        message: `The answer grew longer than ${config.maxAnswerChars} characters and was stopped. Please ask a narrower question.`,
      };
    case 'unreachable':
      return {code: 'upstream_unreachable'};
    default:
      return {code: 'upstream_error'};
  }
}

/** The previous question of the conversation, which helps retrieval understand a follow-up. */
function previousQuestion(history: ChatTurn[]): string {
  for (let index = history.length - 1; index >= 0; index -= 1) {
    if (history[index].role === 'user') return history[index].content;
  }
  return '';
}

function upstreamSystem(config: AskAiConfig): string {
  try {
    return new URL(config.upstreamUrl ?? '').host;
  } catch {
    return 'unknown';
  }
}

/**
 * Answers one question: retrieves sections, asks the model with them, and reports through `send` the tokens as
 * they arrive, then the sources, then `done` — or one `error`. Resolves when the answer is over, whatever the outcome.
 */
/**
 * The sources of a question: the plain question's ranking, fused with the ranking of the model's rewrite when there
 * is a rewriter and it answers in time (see rewrite.ts). `rewrite` says which rewrite was used, if any.
 */
export async function retrieveSources(
  index: SectionIndex,
  question: string,
  options: {maxSources: number; maxContextChars: number; context: string},
  rewrite?: {rewriter: QuestionRewriter; timeoutMs: number; signal: AbortSignal},
): Promise<{sources: RetrievedSection[]; rewrite?: string}> {
  const limits = {maxSources: options.maxSources, maxContextChars: options.maxContextChars};
  const rewritten = rewrite
    ? await rewriteWithin(rewrite.rewriter, question, rewrite.timeoutMs, rewrite.signal)
    : undefined;
  if (!rewritten) return {sources: index.search(question, limits, options.context)};
  // Both rankings whole (no size budget yet), then the fused list cut to the budget as a single ranking would be.
  const whole = {maxSources: options.maxSources, maxContextChars: Number.MAX_SAFE_INTEGER};
  const fused = fuseRankings(
    index.search(question, whole, options.context),
    index.search(rewritten, whole, options.context),
    options.maxSources,
  );
  const sources: RetrievedSection[] = [];
  let budget = options.maxContextChars;
  for (const entry of fused) {
    if (budget <= 0) break;
    sources.push(entry);
    budget -= entry.section.text.length;
  }
  return {sources, rewrite: rewritten};
}

export async function answerQuestion(
  deps: {config: AskAiConfig; index: IndexProvider; telemetry: Telemetry; rewriter?: QuestionRewriter},
  question: string,
  history: ChatTurn[],
  send: (event: AskEvent) => void,
  signal: AbortSignal,
): Promise<AnswerSummary> {
  const {config, telemetry} = deps;
  const started = performance.now();
  const root = telemetry.tracer.startSpan('ask-ai.answer', {
    kind: SpanKind.SERVER,
    attributes: {[ATTR.node]: 'workflow'},
  });
  const parent = trace.setSpan(ROOT_CONTEXT, root);
  if (config.traceContent) root.setAttribute(ATTR.inputs, JSON.stringify({question}));

  const finish = (summary: Omit<AnswerSummary, 'totalMs'>, span?: Span): AnswerSummary => {
    const totalMs = performance.now() - started;
    for (const ended of [span, root]) {
      if (!ended) continue;
      if (summary.outcome !== 'ok' && summary.outcome !== 'aborted') {
        ended.setStatus({code: SpanStatusCode.ERROR, message: summary.outcome});
      }
    }
    span?.end();
    root.setAttribute(ATTR.outcome, summary.outcome);
    root.setAttribute(ATTR.duration, totalMs);
    root.end();
    return {...summary, totalMs};
  };
  const fail = (code: AskErrorCode, detail: string, span?: Span, status?: number, message?: string): AnswerSummary => {
    send({type: 'error', code, message: message ?? errorMessage(code, config, status)});
    return finish({outcome: code, sources: 0, detail}, span);
  };

  const missing = missingSettings(config);
  if (missing.length > 0) return fail('not_configured', `${missing.join(' and ')} not set`);

  const retrieval = telemetry.tracer.startSpan('ask-ai.retrieval', {attributes: {[ATTR.node]: 'query'}}, parent);
  let index: SectionIndex;
  try {
    index = await deps.index();
  } catch (error) {
    const detail = error instanceof CorpusMissingError ? error.message : `retrieval file unreadable: ${String(error)}`;
    return fail('not_configured', detail, retrieval);
  }
  const {sources: retrieved, rewrite} = await retrieveSources(
    index,
    question,
    {maxSources: config.maxSources, maxContextChars: config.maxContextChars, context: previousQuestion(history)},
    config.queryRewrite && deps.rewriter
      ? {rewriter: deps.rewriter, timeoutMs: config.rewriteTimeoutMs, signal}
      : undefined,
  );
  retrieval.setAttribute(ATTR.sourceCount, retrieved.length);
  retrieval.setAttribute('ask_ai.query_rewritten', rewrite !== undefined);
  if (config.traceContent && rewrite) retrieval.setAttribute(ATTR.inputs, JSON.stringify({question, rewrite}));
  retrieval.setAttribute(ATTR.internals, JSON.stringify({source_ids: retrieved.map((source) => source.section.id)}));
  retrieval.end();

  const model = config.model ?? '';
  const completion = telemetry.tracer.startSpan(
    'ask-ai.completion',
    {
      kind: SpanKind.CLIENT,
      attributes: {
        [ATTR.node]: 'chat',
        [ATTR.model]: model,
        [ATTR.temperature]: config.temperature,
        [ATTR.maxTokens]: config.maxTokens,
        [ATTR.system]: upstreamSystem(config),
      },
    },
    parent,
  );
  const messages = buildMessages(question, history, retrieved);
  if (config.traceContent) completion.setAttribute(ATTR.inputs, JSON.stringify({messages}));

  const completionStarted = performance.now();
  let text = '';
  let firstTokenMs: number | undefined;
  let completionTokens: number | undefined;
  try {
    for await (const chunk of streamCompletion({
      upstreamUrl: config.upstreamUrl ?? '',
      apiKey: config.apiKey,
      apiKeyHeader: config.apiKeyHeader,
      model,
      messages,
      maxTokens: config.maxTokens,
      temperature: config.temperature,
      timeoutMs: config.upstreamTimeoutMs,
      deadlineMs: config.answerTimeoutMs,
      maxAnswerChars: config.maxAnswerChars,
      signal,
    })) {
      if (chunk.type === 'token') {
        if (firstTokenMs === undefined) {
          firstTokenMs = performance.now() - completionStarted;
          completion.setAttribute(ATTR.firstTokenMs, firstTokenMs);
        }
        text += chunk.text;
        send({type: 'token', text: chunk.text});
      } else {
        completionTokens = chunk.completionTokens;
        completion.setAttributes({
          [ATTR.promptTokens]: chunk.promptTokens,
          [ATTR.completionTokens]: chunk.completionTokens,
          [ATTR.totalTokens]: chunk.totalTokens,
          [ATTR.cumulativePromptTokens]: chunk.promptTokens,
          [ATTR.cumulativeCompletionTokens]: chunk.completionTokens,
          [ATTR.cumulativeTotalTokens]: chunk.totalTokens,
        });
        root.setAttributes({
          [ATTR.cumulativePromptTokens]: chunk.promptTokens,
          [ATTR.cumulativeCompletionTokens]: chunk.completionTokens,
          [ATTR.cumulativeTotalTokens]: chunk.totalTokens,
        });
      }
    }
  } catch (error) {
    completion.setAttribute(ATTR.duration, performance.now() - completionStarted);
    if (signal.aborted) {
      return finish({outcome: 'aborted', sources: retrieved.length, completionTokens, firstTokenMs}, completion);
    }
    if (error instanceof UpstreamError) {
      const {code, message} = upstreamFailure(error, config);
      return fail(code, error.message, completion, error.status, message);
    }
    return fail('internal', error instanceof Error ? error.name : 'unknown error', completion);
  }
  completion.setAttribute(ATTR.duration, performance.now() - completionStarted);
  if (config.traceContent) {
    completion.setAttribute(ATTR.outputs, JSON.stringify({answer: text}));
    root.setAttribute(ATTR.outputs, JSON.stringify({answer: text}));
  }
  completion.end();

  const cited = new Set(citedNumbers(text));
  const sources: AnswerSource[] = retrieved.map((source, index) => ({
    n: index + 1,
    title: sourceTitle(source),
    url: source.section.url,
    cited: cited.has(index + 1),
  }));
  send({type: 'sources', sources});
  send({type: 'done', answerId: answerIdOf(root.spanContext()) ?? randomUUID()});
  return finish({outcome: 'ok', sources: retrieved.length, completionTokens, firstTokenMs});
}
