/**
 * The wire contract between the answer service and the search modal. This module runs in Node and in the browser, so
 * it imports nothing but a type; the event stream itself is read by shared/sse.ts.
 *
 * `POST /api/ask` with `{"question": "...", "history": [{"role": "user" | "assistant", "content": "..."}]}` answers
 * either with an HTTP error and a JSON body `{"error": {"code", "message"}}` (bad request, too large, rate limited…),
 * or with `text/event-stream`: `token` events in order, then one `sources` event, then `done` — or an `error` event
 * at any point, after which the stream ends.
 */

import type {RawSseEvent} from './sse';

export type ChatRole = 'user' | 'assistant';

export interface ChatTurn {
  role: ChatRole;
  content: string;
}

export interface AskRequest {
  question: string;
  history?: ChatTurn[];
}

/** A documentation section given to the model, numbered as the model cites it: `[n]`. */
export interface AnswerSource {
  n: number;
  title: string;
  url: string;
  /** Whether the answer cites it. */
  cited: boolean;
}

export type AskErrorCode =
  | 'bad_request'
  | 'not_found'
  | 'method_not_allowed'
  | 'question_too_long'
  | 'body_too_large'
  | 'request_timeout'
  | 'unsupported_media_type'
  | 'origin_not_allowed'
  | 'rate_limited'
  | 'busy'
  | 'not_configured'
  | 'upstream_error'
  | 'upstream_unreachable'
  | 'upstream_timeout'
  | 'internal';

export type AskEvent =
  | {type: 'token'; text: string}
  | {type: 'sources'; sources: AnswerSource[]}
  | {type: 'done'; answerId: string}
  | {type: 'error'; code: AskErrorCode; message: string};

export interface ErrorBody {
  error: {code: AskErrorCode; message: string; retryAfterSeconds?: number};
}

export type FeedbackRating = 'up' | 'down';

export interface FeedbackRequest {
  answerId: string;
  rating: FeedbackRating;
}

export const ASK_PATH = '/api/ask';
export const FEEDBACK_PATH = '/api/feedback';

/** One server-sent event, as written on the wire. */
export function encodeEvent(event: AskEvent): string {
  const {type, ...payload} = event;
  return `event: ${type}\ndata: ${JSON.stringify(payload)}\n\n`;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isSource(value: unknown): value is AnswerSource {
  return (
    isObject(value) &&
    typeof value.n === 'number' &&
    typeof value.title === 'string' &&
    typeof value.url === 'string' &&
    typeof value.cited === 'boolean'
  );
}

/** Turns a raw event of the service's stream into a typed one; unknown or malformed events give undefined. */
export function parseAskEvent(raw: RawSseEvent): AskEvent | undefined {
  let payload: unknown;
  try {
    payload = JSON.parse(raw.data);
  } catch {
    return undefined;
  }
  if (!isObject(payload)) return undefined;
  switch (raw.event) {
    case 'token':
      return typeof payload.text === 'string' ? {type: 'token', text: payload.text} : undefined;
    case 'sources':
      return Array.isArray(payload.sources) && payload.sources.every(isSource)
        ? {type: 'sources', sources: payload.sources}
        : undefined;
    case 'done':
      return typeof payload.answerId === 'string' ? {type: 'done', answerId: payload.answerId} : undefined;
    case 'error':
      return typeof payload.code === 'string' && typeof payload.message === 'string'
        ? {type: 'error', code: payload.code as AskErrorCode, message: payload.message}
        : undefined;
    default:
      return undefined;
  }
}

/** The numbers cited as `[1]`, `[2, 3]` or `[1][4]` in an answer, in order of first appearance. */
export function citedNumbers(answer: string): number[] {
  const seen = new Set<number>();
  for (const match of answer.matchAll(/\[(\d{1,2}(?:\s*,\s*\d{1,2})*)\]/g)) {
    for (const part of match[1].split(',')) seen.add(Number(part.trim()));
  }
  return [...seen];
}
