import type {ChatMessage} from './prompt';
import {readSseEvents} from '../../shared/sse';

export type UpstreamChunk =
  {type: 'token'; text: string} | {type: 'usage'; promptTokens: number; completionTokens: number; totalTokens: number};

/**
 * `timeout`: silence longer than the timeout; `deadline`: the whole answer took longer than allowed; `too_long`: the
 * answer grew past its size cap; `protocol`: the response is not a chat completion stream.
 */
export type UpstreamFailure = 'http' | 'timeout' | 'deadline' | 'too_long' | 'unreachable' | 'protocol';

/** A failure of the model's API. The message never carries the upstream's body, which may echo the key. */
export class UpstreamError extends Error {
  constructor(
    readonly kind: UpstreamFailure,
    readonly status?: number,
    detail?: string,
  ) {
    super(
      kind === 'http'
        ? `upstream answered HTTP ${status}${status && status >= 300 && status < 400 ? ', a redirect, not followed' : ''}`
        : `upstream ${kind}${detail ? `: ${detail}` : ''}`,
    );
  }
}

export interface CompletionRequest {
  upstreamUrl: string;
  apiKey?: string;
  apiKeyHeader: string;
  model: string;
  messages: ChatMessage[];
  maxTokens: number;
  temperature: number;
  /** Longest silence allowed: before the response headers, then between two chunks. */
  timeoutMs: number;
  /** Longest time the whole answer may take, so that a stream that never ends cannot hold a slot. */
  deadlineMs: number;
  /** Longest answer text accepted, in characters, for an upstream that ignores max_tokens. */
  maxAnswerChars: number;
  /** Aborted when the reader goes away (Stop, closed tab): the upstream request is cancelled with it. */
  signal: AbortSignal;
}

/** Longest line accepted from the upstream's stream, against a server that never ends a line. */
const MAX_PENDING_CHARS = 1024 * 1024;

/** The media type of a response, for the log: only the characters a media type may hold, never the upstream's prose. */
function mediaTypeOf(response: Response): string {
  const type = (response.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
  return type.replace(/[^a-z0-9.+/-]/g, '').slice(0, 60);
}

/** `<base>/chat/completions`, keeping a query string such as Azure's `?api-version=`. */
export function completionsUrl(base: string): string {
  const url = new URL(base);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/chat/completions`;
  return url.href;
}

function authHeaders(apiKey: string | undefined, header: string): Record<string, string> {
  if (!apiKey) return {};
  return header.toLowerCase() === 'authorization' ? {Authorization: `Bearer ${apiKey}`} : {[header]: apiKey};
}

interface StreamPayload {
  choices?: {delta?: {content?: unknown}}[];
  usage?: {prompt_tokens?: number; completion_tokens?: number; total_tokens?: number} | null;
  error?: unknown;
}

/**
 * Streams a chat completion from any OpenAI-compatible API (`stream: true`): yields the answer's text as it arrives,
 * and the token usage when the server reports it.
 */
export async function* streamCompletion(request: CompletionRequest): AsyncGenerator<UpstreamChunk> {
  const controller = new AbortController();
  let timedOut = false;
  let timer: NodeJS.Timeout | undefined;
  const armTimer = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, request.timeoutMs);
  };
  let pastDeadline = false;
  const deadline = setTimeout(() => {
    pastDeadline = true;
    controller.abort();
  }, request.deadlineMs);
  const onCallerAbort = () => controller.abort();
  request.signal.addEventListener('abort', onCallerAbort, {once: true});
  if (request.signal.aborted) controller.abort();

  const failure = (error: unknown): Error => {
    if (pastDeadline) return new UpstreamError('deadline');
    if (timedOut) return new UpstreamError('timeout');
    if (request.signal.aborted)
      return request.signal.reason instanceof Error ? request.signal.reason : new Error('aborted');
    return error instanceof UpstreamError ? error : new UpstreamError('unreachable');
  };

  try {
    armTimer();
    let response: Response;
    try {
      response = await fetch(completionsUrl(request.upstreamUrl), {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'text/event-stream',
          ...authHeaders(request.apiKey, request.apiKeyHeader),
        },
        body: JSON.stringify({
          model: request.model,
          messages: request.messages,
          stream: true,
          stream_options: {include_usage: true},
          max_tokens: request.maxTokens,
          temperature: request.temperature,
        }),
        signal: controller.signal,
        // A redirect would re-send the prompt, and a key in a custom header such as Azure's `api-key`, elsewhere.
        redirect: 'manual',
      });
    } catch (error) {
      throw failure(error);
    }
    if (!response.ok || !response.body) {
      await response.body?.cancel().catch(() => undefined);
      throw new UpstreamError('http', response.status);
    }
    // An HTML error page from a proxy also answers 200: without an event stream there is no answer in it.
    const mediaType = mediaTypeOf(response);
    if (mediaType !== 'text/event-stream') {
      await response.body.cancel().catch(() => undefined);
      throw new UpstreamError('protocol', undefined, `${mediaType || 'no content type'}, not an event stream`);
    }

    let answerChars = 0;
    const ended = () => {
      if (answerChars === 0) throw new UpstreamError('protocol', undefined, 'the stream ended without any answer text');
    };
    const events = readSseEvents(response.body, {
      beforeRead: armTimer,
      maxPendingChars: MAX_PENDING_CHARS,
      tooLong: () => new UpstreamError('protocol', undefined, 'a line longer than the stream allows'),
    });
    try {
      for await (const event of events) {
        if (event.data === '[DONE]') return ended();
        let payload: StreamPayload;
        try {
          payload = JSON.parse(event.data) as StreamPayload;
        } catch {
          throw new UpstreamError('protocol');
        }
        if (payload.error) throw new UpstreamError('protocol');
        const text = payload.choices?.[0]?.delta?.content;
        if (typeof text === 'string' && text !== '') {
          answerChars += text.length;
          if (answerChars > request.maxAnswerChars) throw new UpstreamError('too_long');
          yield {type: 'token', text};
        }
        if (payload.usage) {
          const promptTokens = payload.usage.prompt_tokens ?? 0;
          const completionTokens = payload.usage.completion_tokens ?? 0;
          yield {
            type: 'usage',
            promptTokens,
            completionTokens,
            totalTokens: payload.usage.total_tokens ?? promptTokens + completionTokens,
          };
        }
      }
    } catch (error) {
      throw failure(error);
    }
    return ended();
  } finally {
    clearTimeout(timer);
    clearTimeout(deadline);
    request.signal.removeEventListener('abort', onCallerAbort);
    controller.abort();
  }
}
