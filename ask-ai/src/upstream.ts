import type {ChatMessage} from './prompt';
import {SseDecoder} from './protocol';

export type UpstreamChunk =
  {type: 'token'; text: string} | {type: 'usage'; promptTokens: number; completionTokens: number; totalTokens: number};

export type UpstreamFailure = 'http' | 'timeout' | 'unreachable' | 'protocol';

/** A failure of the model's API. The message never carries the upstream's body, which may echo the key. */
export class UpstreamError extends Error {
  constructor(
    readonly kind: UpstreamFailure,
    readonly status?: number,
  ) {
    super(kind === 'http' ? `upstream answered HTTP ${status}` : `upstream ${kind}`);
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
  /** Aborted when the reader goes away (Stop, closed tab): the upstream request is cancelled with it. */
  signal: AbortSignal;
}

/** Longest line accepted from the upstream's stream, against a server that never ends a line. */
const MAX_PENDING_CHARS = 1024 * 1024;

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
  const onCallerAbort = () => controller.abort();
  request.signal.addEventListener('abort', onCallerAbort, {once: true});
  if (request.signal.aborted) controller.abort();

  const failure = (error: unknown): Error => {
    if (timedOut) return new UpstreamError('timeout');
    if (request.signal.aborted)
      return request.signal.reason instanceof Error ? request.signal.reason : new Error('aborted');
    return error instanceof UpstreamError ? error : new UpstreamError('unreachable');
  };

  let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
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
      });
    } catch (error) {
      throw failure(error);
    }
    if (!response.ok || !response.body) {
      await response.body?.cancel().catch(() => undefined);
      throw new UpstreamError('http', response.status);
    }

    reader = response.body.getReader();
    const decoder = new TextDecoder();
    const sse = new SseDecoder();
    for (;;) {
      armTimer();
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch (error) {
        throw failure(error);
      }
      if (chunk.done) return;
      for (const event of sse.push(decoder.decode(chunk.value, {stream: true}))) {
        if (event.data === '[DONE]') return;
        let payload: StreamPayload;
        try {
          payload = JSON.parse(event.data) as StreamPayload;
        } catch {
          throw new UpstreamError('protocol');
        }
        if (payload.error) throw new UpstreamError('protocol');
        const text = payload.choices?.[0]?.delta?.content;
        if (typeof text === 'string' && text !== '') yield {type: 'token', text};
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
      if (sse.pending > MAX_PENDING_CHARS) throw new UpstreamError('protocol');
    }
  } finally {
    clearTimeout(timer);
    request.signal.removeEventListener('abort', onCallerAbort);
    if (reader) await reader.cancel().catch(() => undefined);
    controller.abort();
  }
}
