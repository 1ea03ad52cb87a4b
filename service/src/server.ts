import {createServer, type IncomingMessage, type Server, type ServerResponse} from 'node:http';
import {askLimitsOf, LIMITS_PATH, questionTooLongMessage} from '../../shared/askAiLimits';
import {answerQuestion, type IndexProvider} from './answer';
import {clientKey} from './clientAddress';
import type {AskAiConfig} from './config';
import {
  ASK_PATH,
  encodeEvent,
  FEEDBACK_PATH,
  type ChatTurn,
  type ErrorBody,
  type FeedbackRating,
} from '../../shared/askAiProtocol';
import {DocsLibrary, LibraryMissingError} from './mcp/library';
import {feedbackSink} from './mcp/feedback';
import {answerMcpRequest, MCP_PATH} from './mcp/http';
import {sectionIndexSearch} from './mcp/search';
import {RateLimiter} from './rateLimit';
import {HttpError, pathOf, readJson} from './requests';
import {modelRewriter, type QuestionRewriter} from './rewrite';
import {ATTR, createTelemetry, spanContextOfAnswerId, type Telemetry} from './telemetry';

export interface Logger {
  info(message: string): void;
  warn(message: string): void;
}

export interface AskAiServerOptions {
  config: AskAiConfig;
  index: IndexProvider;
  telemetry?: Telemetry;
  log?: Logger;
  now?: () => number;
  /** Reported to MCP clients as the server's version. */
  version?: string;
  /** Rewrites questions before retrieval; by default the configured model does (see rewrite.ts). */
  rewriter?: QuestionRewriter;
}

export interface AskAiServer {
  server: Server;
  /** Resolves with the URL the service listens on. */
  listen(): Promise<string>;
  close(): Promise<void>;
  /**
   * `activeStreams` counts the Ask AI slots held, from before the request body is read until the answer ends;
   * `activeMcp` the MCP slots, likewise.
   */
  stats(): {activeStreams: number; activeMcp: number; trackedClients: number};
}

const FEEDBACK_BODY_BYTES = 1024;

/**
 * Liveness is `GET /healthz` (the process answers); readiness is this: 200 once the retrieval index is loaded, 503
 * with Retry-After before, so that a load balancer sends no question to a replica that would make it wait.
 */
export const READY_PATH = '/readyz';

const consoleLogger: Logger = {
  info: (message) => console.info(`[service] ${message}`),
  warn: (message) => console.warn(`[service] ${message}`),
};

/** Checks the question and keeps the last turns of the history, each cut to the configured length. */
export function validateAsk(
  body: Record<string, unknown>,
  config: AskAiConfig,
): {question: string; history: ChatTurn[]} {
  if (typeof body.question !== 'string' || !body.question.trim()) {
    throw new HttpError(400, 'bad_request', 'Ask a question: the field "question" is empty or missing.');
  }
  const question = body.question.trim();
  if (question.length > config.maxQuestionChars) {
    throw new HttpError(413, 'question_too_long', questionTooLongMessage(question.length, config.maxQuestionChars));
  }
  const rawHistory = body.history ?? [];
  if (!Array.isArray(rawHistory)) throw new HttpError(400, 'bad_request', 'The field "history" must be a list.');
  const history = rawHistory.map((turn: unknown): ChatTurn => {
    const candidate = turn as Partial<ChatTurn> | null;
    if (
      !candidate ||
      (candidate.role !== 'user' && candidate.role !== 'assistant') ||
      typeof candidate.content !== 'string'
    ) {
      throw new HttpError(400, 'bad_request', 'Each history entry needs a role (user or assistant) and a content.');
    }
    return {role: candidate.role, content: candidate.content.slice(0, config.maxHistoryMessageChars)};
  });
  return {question, history: config.maxHistoryMessages > 0 ? history.slice(-config.maxHistoryMessages) : []};
}

/** The HTTP front of the service: CORS, limits and validation, then one answer streamed as server-sent events. */
export function createAskAiServer(options: AskAiServerOptions): AskAiServer {
  const {config, index} = options;
  const telemetry = options.telemetry ?? createTelemetry(undefined);
  const log = options.log ?? consoleLogger;
  const rewriter = options.rewriter ?? modelRewriter(config);
  // One table for every bucket (ask, feedback, mcp), so that ASK_AI_RATE_LIMIT_MAX_BYTES bounds them all together.
  const limiter = new RateLimiter(config.rateLimit, config.rateWindowMs, options.now, config.rateLimitMaxBytes);
  let library: DocsLibrary | undefined;
  // Loaded on the first MCP request and kept; while the site is not built, every request tries again.
  const docsLibrary = () => (library ??= DocsLibrary.load(config.siteDir));
  const docsSearch = sectionIndexSearch(index, docsLibrary);
  const allowedOrigins = new Set(config.allowedOrigins);
  let activeStreams = 0;
  let activeMcp = 0;
  // Ready once the retrieval index is in memory: loaded now, so that the first question does not wait for it. A load
  // that fails (the site not built yet) is tried again by the next readiness check.
  let indexLoaded = false;
  const loadIndex = () =>
    index().then(
      () => {
        indexLoaded = true;
      },
      () => undefined,
    );
  void loadIndex();

  function corsHeaders(request: IncomingMessage): Record<string, string> {
    const origin = request.headers.origin;
    if (!origin || !allowedOrigins.has(origin)) return {Vary: 'Origin'};
    return {
      'Access-Control-Allow-Origin': origin,
      'Access-Control-Expose-Headers': 'Retry-After',
      Vary: 'Origin',
    };
  }

  function sendError(request: IncomingMessage, response: ServerResponse, error: HttpError) {
    const body: ErrorBody = {error: {code: error.code, message: error.message}};
    const headers: Record<string, string> = {
      ...corsHeaders(request),
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    };
    if (error.retryAfterSeconds !== undefined) {
      headers['Retry-After'] = String(error.retryAfterSeconds);
      body.error.retryAfterSeconds = error.retryAfterSeconds;
    }
    // A body not read to its end (too large, too slow) is not drained: the connection is closed instead.
    if (error.code === 'body_too_large' || error.code === 'request_timeout') headers.Connection = 'close';
    response.writeHead(error.status, headers).end(JSON.stringify(body));
  }

  /** One rate window per client and endpoint; `limit` overrides the Ask AI limit (MCP has its own). */
  function checkRate(request: IncomingMessage, bucket: string, limit?: number, what = 'questions') {
    const client = clientKey(request.headers['x-forwarded-for'], request.socket.remoteAddress, config.trustProxy);
    const decision = limiter.take(`${bucket}:${client}`, limit);
    if (!decision.allowed) {
      throw new HttpError(
        429,
        'rate_limited',
        `Too many ${what} in a short time. Please wait ${decision.retryAfterSeconds} seconds and try again.`,
        decision.retryAfterSeconds,
      );
    }
  }

  /**
   * The slot is taken before the body is read and given back whatever happens (refusal, bad body, slow body, client
   * gone, upstream failure), so slow senders count against the cap like streaming answers do.
   */
  async function handleAsk(request: IncomingMessage, response: ServerResponse) {
    if (activeStreams >= config.maxConcurrentStreams) {
      throw new HttpError(503, 'busy', 'Ask AI is busy right now. Please try again in a few seconds.', 5);
    }
    activeStreams += 1;
    try {
      await answerAsk(request, response);
    } finally {
      activeStreams -= 1;
    }
  }

  async function answerAsk(request: IncomingMessage, response: ServerResponse) {
    const controller = new AbortController();
    response.on('close', () => {
      if (!response.writableFinished) controller.abort();
    });
    checkRate(request, 'ask');
    const body = await readJson(request, config.maxBodyBytes, config.bodyTimeoutMs);
    const {question, history} = validateAsk(body, config);
    if (controller.signal.aborted) return;

    response.writeHead(200, {
      ...corsHeaders(request),
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Accel-Buffering': 'no',
      'X-Content-Type-Options': 'nosniff',
    });
    response.flushHeaders();
    try {
      const summary = await answerQuestion(
        {config, index, telemetry, rewriter},
        question,
        history,
        (event) => {
          if (!response.destroyed && !response.writableEnded) response.write(encodeEvent(event));
        },
        controller.signal,
      );
      const parts = [
        `ask ${summary.outcome}`,
        `sources=${summary.sources}`,
        summary.completionTokens !== undefined ? `completion_tokens=${summary.completionTokens}` : '',
        summary.firstTokenMs !== undefined ? `first_token_ms=${Math.round(summary.firstTokenMs)}` : '',
        `total_ms=${Math.round(summary.totalMs)}`,
        summary.detail ? `(${summary.detail})` : '',
      ];
      const line = parts.filter(Boolean).join(' ');
      if (summary.outcome === 'ok' || summary.outcome === 'aborted') log.info(line);
      else log.warn(line);
    } finally {
      if (!response.writableEnded) response.end();
    }
  }

  /** Like Ask AI's slot: taken before the body is read, given back however the request ends. */
  async function handleMcp(request: IncomingMessage, response: ServerResponse) {
    if (request.method === 'POST' && activeMcp >= config.mcpMaxConcurrent) {
      throw new HttpError(503, 'busy', 'The MCP endpoint is busy right now. Please try again in a second.', 1);
    }
    activeMcp += 1;
    try {
      await answerMcp(request, response);
    } finally {
      activeMcp -= 1;
    }
  }

  async function answerMcp(request: IncomingMessage, response: ServerResponse) {
    if (request.method !== 'POST') {
      // Stateless: no server-initiated event stream to open (GET) and no session to end (DELETE).
      response.setHeader('Allow', 'POST');
      throw new HttpError(
        405,
        'method_not_allowed',
        'This MCP endpoint is stateless: send JSON-RPC requests with POST.',
      );
    }
    checkRate(request, 'mcp', config.mcpRateLimit, 'requests');
    const body = await readJson(request, config.maxBodyBytes, config.bodyTimeoutMs);
    let loaded: DocsLibrary;
    try {
      loaded = docsLibrary();
    } catch (error) {
      if (error instanceof LibraryMissingError) {
        log.warn(error.message);
        throw new HttpError(
          503,
          'not_configured',
          'The docs are not built on this server yet. Please try again later.',
        );
      }
      throw error;
    }
    await answerMcpRequest(request, response, body, {
      library: loaded,
      search: docsSearch,
      version: options.version ?? '0.0.0',
      feedback: feedbackSink({
        log: (line) => log.info(line),
        warn: (line) => log.warn(line),
        take: () => {
          const client = clientKey(request.headers['x-forwarded-for'], request.socket.remoteAddress, config.trustProxy);
          return limiter.take(`mcp-feedback:${client}`, config.mcpFeedbackRateLimit);
        },
        webhookUrl: config.feedbackWebhookUrl,
      }),
    });
  }

  async function handleFeedback(request: IncomingMessage, response: ServerResponse) {
    checkRate(request, 'feedback');
    const body = await readJson(request, FEEDBACK_BODY_BYTES, config.bodyTimeoutMs);
    const rating = body.rating as FeedbackRating;
    if (typeof body.answerId !== 'string' || !/^[0-9a-f-]{16,64}$/.test(body.answerId)) {
      throw new HttpError(400, 'bad_request', 'The field "answerId" is missing or malformed.');
    }
    if (rating !== 'up' && rating !== 'down') {
      throw new HttpError(400, 'bad_request', 'The field "rating" must be "up" or "down".');
    }
    const answered = spanContextOfAnswerId(body.answerId);
    if (telemetry.enabled && answered) {
      // Recorded as an annotation linked to the answer's trace, the way Tessera stores human feedback.
      telemetry.tracer
        .startSpan('ask-ai.feedback', {
          attributes: {
            [ATTR.node]: 'task',
            [ATTR.isAnnotation]: true,
            [ATTR.outputs]: JSON.stringify({rating}),
          },
          links: [{context: answered}],
        })
        .end();
    }
    log.info(`feedback ${rating}`);
    response.writeHead(204, {...corsHeaders(request), 'Cache-Control': 'no-store'}).end();
  }

  /** The limits in force, so that the browser enforces what this service enforces, not what it was built with. */
  function sendLimits(request: IncomingMessage, response: ServerResponse) {
    if (request.method !== 'GET') {
      response.setHeader('Allow', 'GET');
      throw new HttpError(405, 'method_not_allowed', 'Use GET.');
    }
    response
      .writeHead(200, {
        ...corsHeaders(request),
        'Content-Type': 'application/json; charset=utf-8',
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      })
      .end(JSON.stringify(askLimitsOf(config)));
  }

  async function route(request: IncomingMessage, response: ServerResponse) {
    const path = pathOf(request.url);
    const origin = request.headers.origin;
    if (path === '/healthz' && request.method === 'GET') {
      response
        .writeHead(200, {'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store'})
        .end(JSON.stringify({status: 'ok'}));
      return;
    }
    if (path === READY_PATH && request.method === 'GET') {
      if (!indexLoaded) void loadIndex();
      response
        .writeHead(indexLoaded ? 200 : 503, {
          'Content-Type': 'application/json; charset=utf-8',
          'Cache-Control': 'no-store',
          ...(indexLoaded ? {} : {'Retry-After': '1'}),
        })
        .end(JSON.stringify({status: indexLoaded ? 'ready' : 'loading'}));
      return;
    }
    if (path !== ASK_PATH && path !== FEEDBACK_PATH && path !== MCP_PATH && path !== LIMITS_PATH) {
      throw new HttpError(404, 'not_found', 'Not found.');
    }
    // Agents send no Origin and are welcome; a browser page may only call from the site's own origins.
    if (origin && !allowedOrigins.has(origin)) {
      throw new HttpError(403, 'origin_not_allowed', 'This site is not allowed to use this service.');
    }
    if (path === LIMITS_PATH) {
      sendLimits(request, response);
      return;
    }
    if (path === MCP_PATH) {
      await handleMcp(request, response);
      return;
    }
    if (request.method === 'OPTIONS') {
      response
        .writeHead(204, {
          ...corsHeaders(request),
          'Access-Control-Allow-Methods': 'POST, OPTIONS',
          'Access-Control-Allow-Headers': 'Content-Type',
          'Access-Control-Max-Age': '600',
        })
        .end();
      return;
    }
    if (request.method !== 'POST') {
      response.setHeader('Allow', 'POST, OPTIONS');
      throw new HttpError(405, 'method_not_allowed', 'Use POST.');
    }
    if (path === ASK_PATH) await handleAsk(request, response);
    else await handleFeedback(request, response);
  }

  const server = createServer(
    {
      // Node's own limits on receiving a request, behind the service's 408: they also cover requests answered before
      // their body is read. Node checks them every `connectionsCheckingInterval` (30 s by default, hence 1 s).
      headersTimeout: config.bodyTimeoutMs,
      requestTimeout: config.bodyTimeoutMs + 1000,
      connectionsCheckingInterval: 1000,
    },
    (request, response) => {
      route(request, response).catch((error: unknown) => {
        if (response.destroyed) return;
        if (response.headersSent) {
          response.end();
          return;
        }
        if (error instanceof HttpError) {
          sendError(request, response, error);
        } else {
          log.warn(`unexpected error: ${error instanceof Error ? error.name : 'unknown'}`);
          sendError(request, response, new HttpError(500, 'internal', 'Something went wrong. Please try again.'));
        }
      });
    },
  );

  return {
    server,
    listen: () =>
      new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(config.port, config.host, () => {
          const address = server.address();
          const port = typeof address === 'object' && address ? address.port : config.port;
          const host = config.host.includes(':') ? `[${config.host}]` : config.host;
          resolve(`http://${host}:${port}`);
        });
      }),
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
    stats: () => ({activeStreams, activeMcp, trackedClients: limiter.size}),
  };
}
