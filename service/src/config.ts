import path from 'node:path';
import {DEFAULT_ASK_LIMITS, type AskLimits} from '../../shared/askAiLimits';

/**
 * Everything the service reads from its environment, with the limits that keep it cheap to run in public. Those the
 * reader's browser must respect too (AskLimits) are published at `GET /api/limits`.
 */
export interface AskAiConfig extends AskLimits {
  /** Base URL of an OpenAI-compatible API (the part before `/chat/completions`); may carry a query string. */
  upstreamUrl?: string;
  /** Sent to the upstream only; never logged, traced or returned. */
  apiKey?: string;
  /** Header that carries the key: `Authorization` (as `Bearer <key>`) or e.g. `api-key` for Azure OpenAI. */
  apiKeyHeader: string;
  model?: string;
  host: string;
  port: number;
  /** Exact origins (scheme://host[:port]) allowed to call the service from a browser. */
  allowedOrigins: string[];
  corpusPath: string;
  /** The built site: the MCP tools read its Markdown twins and agents/library.json. */
  siteDir: string;
  /** MCP requests per client and window (an agent makes several per task, so this is above `rateLimit`). */
  mcpRateLimit: number;
  /** MCP requests being received or answered at once; beyond, 503 with Retry-After (one replica's throughput cap). */
  mcpMaxConcurrent: number;
  /** `submit_feedback` reports per client and window. */
  mcpFeedbackRateLimit: number;
  /** Where `submit_feedback` reports are POSTed as JSON; unset (the default), they are only logged. */
  feedbackWebhookUrl?: string;
  /** Longest time to receive a request's headers and body: a client that trickles its request in gets 408. */
  bodyTimeoutMs: number;
  rateLimit: number;
  rateWindowMs: number;
  /** Memory the rate limiter may use for its per-client windows; when full, the oldest windows are forgotten. */
  rateLimitMaxBytes: number;
  /** Longest wait for the upstream's headers, and then between two chunks of its stream. */
  upstreamTimeoutMs: number;
  /** Longest time one answer may stream, however steadily the upstream sends. */
  answerTimeoutMs: number;
  /** Longest answer passed on, in characters, whatever the upstream does with max_tokens. */
  maxAnswerChars: number;
  maxConcurrentStreams: number;
  maxSources: number;
  maxContextChars: number;
  maxTokens: number;
  temperature: number;
  /** Ask the model for a rewrite of the question in the docs' words before retrieval (ASK_AI_QUERY_REWRITE=off: no). */
  queryRewrite: boolean;
  /** Longest wait for the rewrite; past it, retrieval uses the plain question alone. */
  rewriteTimeoutMs: number;
  /** Token cap of the rewrite. */
  rewriteMaxTokens: number;
  /** Use the client address added by a reverse proxy (right-most X-Forwarded-For) for rate limiting. */
  trustProxy: boolean;
  /** Full OTLP/HTTP traces URL; tracing is off when unset. */
  otlpEndpoint?: string;
  /** Record the question and the answer in traces (off: traces carry ids, sizes and timings only). */
  traceContent: boolean;
}

/** Settings without which the service cannot answer: the service still starts and explains what is missing. */
export function missingSettings(config: AskAiConfig): string[] {
  const missing: string[] = [];
  if (!config.upstreamUrl) missing.push('ASK_AI_UPSTREAM_URL');
  if (!config.model) missing.push('ASK_AI_MODEL');
  return missing;
}

type Env = Record<string, string | undefined>;

function text(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}; it is "${raw}".`);
  }
  return value;
}

function decimal(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || value > max) {
    throw new Error(`${name} must be a number from ${min} to ${max}; it is "${raw}".`);
  }
  return value;
}

function flag(env: Env, name: string): boolean {
  return ['1', 'true', 'yes', 'on'].includes(text(env, name)?.toLowerCase() ?? '');
}

/** A switch that is on unless set to one of the usual words for off. */
function onUnlessOff(env: Env, name: string): boolean {
  return !['0', 'false', 'no', 'off'].includes(text(env, name)?.toLowerCase() ?? '');
}

function httpUrl(env: Env, name: string): string | undefined {
  const raw = text(env, name);
  if (raw === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be an http(s) URL; it is "${raw}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${name} must be an http(s) URL.`);
  return raw;
}

function origins(env: Env, name: string, fallback: string[]): string[] {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  return raw
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean)
    .map((origin) => {
      try {
        const url = new URL(origin);
        if (url.origin !== origin) throw new Error('not an origin');
      } catch {
        throw new Error(`${name}: "${origin}" is not an origin like https://docs.example.com (no path, no "*").`);
      }
      return origin;
    });
}

/** OTLP/HTTP traces URL: ASK_AI_OTLP_ENDPOINT, else the standard OTEL_EXPORTER_OTLP_* variables. */
function otlpTracesUrl(env: Env): string | undefined {
  const own = httpUrl(env, 'ASK_AI_OTLP_ENDPOINT') ?? httpUrl(env, 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT');
  if (own) return own;
  const base = httpUrl(env, 'OTEL_EXPORTER_OTLP_ENDPOINT');
  return base ? `${base.replace(/\/+$/, '')}/v1/traces` : undefined;
}

// The origins of `npm run serve`, so that the service and a local build work together with no configuration.
const LOCAL_SITE_ORIGINS = ['http://localhost:3000', 'http://127.0.0.1:3000'];

/** Reads and validates the configuration; throws with a message naming the variable when a value is malformed. */
export function readConfig(env: Env, repositoryRoot: string): AskAiConfig {
  return {
    upstreamUrl: httpUrl(env, 'ASK_AI_UPSTREAM_URL'),
    apiKey: text(env, 'ASK_AI_API_KEY'),
    apiKeyHeader: text(env, 'ASK_AI_API_KEY_HEADER') ?? 'Authorization',
    model: text(env, 'ASK_AI_MODEL'),
    host: text(env, 'ASK_AI_HOST') ?? '127.0.0.1',
    port: integer(env, 'ASK_AI_PORT', 8787, 0, 65535),
    allowedOrigins: origins(env, 'ASK_AI_ALLOWED_ORIGINS', LOCAL_SITE_ORIGINS),
    corpusPath: path.resolve(repositoryRoot, text(env, 'ASK_AI_CORPUS') ?? 'build/ask-ai/corpus.json'),
    siteDir: path.resolve(repositoryRoot, text(env, 'ASK_AI_SITE_DIR') ?? 'build'),
    mcpRateLimit: integer(env, 'ASK_AI_MCP_RATE_LIMIT', 120, 1, 100_000),
    mcpMaxConcurrent: integer(env, 'ASK_AI_MCP_MAX_CONCURRENT', 32, 1, 10_000),
    mcpFeedbackRateLimit: integer(env, 'ASK_AI_MCP_FEEDBACK_RATE_LIMIT', 5, 1, 10_000),
    feedbackWebhookUrl: httpUrl(env, 'ASK_AI_FEEDBACK_WEBHOOK_URL'),
    maxQuestionChars: integer(env, 'ASK_AI_MAX_QUESTION_CHARS', DEFAULT_ASK_LIMITS.maxQuestionChars, 10, 20_000),
    maxBodyBytes: integer(env, 'ASK_AI_MAX_BODY_BYTES', DEFAULT_ASK_LIMITS.maxBodyBytes, 1024, 1024 * 1024),
    bodyTimeoutMs: integer(env, 'ASK_AI_BODY_TIMEOUT_MS', 10_000, 100, 600_000),
    maxHistoryMessages: integer(env, 'ASK_AI_MAX_HISTORY_MESSAGES', DEFAULT_ASK_LIMITS.maxHistoryMessages, 0, 50),
    maxHistoryMessageChars: integer(
      env,
      'ASK_AI_MAX_HISTORY_MESSAGE_CHARS',
      DEFAULT_ASK_LIMITS.maxHistoryMessageChars,
      100,
      20_000,
    ),
    rateLimit: integer(env, 'ASK_AI_RATE_LIMIT', 10, 1, 100_000),
    rateWindowMs: integer(env, 'ASK_AI_RATE_WINDOW_SECONDS', 60, 1, 86_400) * 1000,
    rateLimitMaxBytes: integer(env, 'ASK_AI_RATE_LIMIT_MAX_BYTES', 16 * 1024 * 1024, 64 * 1024, 1024 * 1024 * 1024),
    upstreamTimeoutMs: integer(env, 'ASK_AI_UPSTREAM_TIMEOUT_MS', 30_000, 100, 600_000),
    answerTimeoutMs: integer(env, 'ASK_AI_ANSWER_TIMEOUT_MS', 120_000, 1000, 3_600_000),
    maxAnswerChars: integer(env, 'ASK_AI_MAX_ANSWER_CHARS', 20_000, 100, 1_000_000),
    maxConcurrentStreams: integer(env, 'ASK_AI_MAX_CONCURRENT', 100, 1, 10_000),
    maxSources: integer(env, 'ASK_AI_MAX_SOURCES', 5, 1, 20),
    maxContextChars: integer(env, 'ASK_AI_MAX_CONTEXT_CHARS', 8000, 500, 200_000),
    maxTokens: integer(env, 'ASK_AI_MAX_TOKENS', 800, 16, 32_000),
    temperature: decimal(env, 'ASK_AI_TEMPERATURE', 0.2, 0, 2),
    queryRewrite: onUnlessOff(env, 'ASK_AI_QUERY_REWRITE'),
    rewriteTimeoutMs: integer(env, 'ASK_AI_REWRITE_TIMEOUT_MS', 1500, 100, 10_000),
    rewriteMaxTokens: integer(env, 'ASK_AI_REWRITE_MAX_TOKENS', 48, 8, 256),
    trustProxy: flag(env, 'ASK_AI_TRUST_PROXY'),
    otlpEndpoint: otlpTracesUrl(env),
    traceContent: flag(env, 'ASK_AI_TRACE_CONTENT'),
  };
}

/** A configuration for tests and benchmarks: every limit at its default, overridable field by field. */
export function configWith(overrides: Partial<AskAiConfig>, repositoryRoot = process.cwd()): AskAiConfig {
  return {...readConfig({}, repositoryRoot), ...overrides};
}
