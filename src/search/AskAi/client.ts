import {
  ASK_PATH,
  FEEDBACK_PATH,
  parseAskEvent,
  type AnswerSource,
  type AskRequest,
  type ErrorBody,
  type FeedbackRating,
} from '@site/shared/askAiProtocol';
import {DEFAULT_ASK_LIMITS, LIMITS_PATH, parseAskLimits, type AskLimits} from '@site/shared/askAiLimits';
import {readSseEvents} from '@site/shared/sse';

export interface StreamHandlers {
  onToken(text: string): void;
  onSources(sources: AnswerSource[]): void;
  onDone(answerId: string): void;
}

/** A failure to show in place of the answer; `message` is written for the reader. */
export class AskAiFailure extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

export const UNREACHABLE_MESSAGE = 'The Ask AI service could not be reached. Check your connection and try again.';
export const CUT_OFF_MESSAGE = 'The answer was cut off. Please try again.';

/** The service's endpoint under the configured base URL (which may itself have a path, behind a proxy). */
export function serviceEndpoint(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}${path}`;
}

async function failureOf(response: Response): Promise<AskAiFailure> {
  let body: Partial<ErrorBody> | undefined;
  try {
    body = (await response.json()) as Partial<ErrorBody>;
  } catch {
    body = undefined;
  }
  if (body?.error?.message) return new AskAiFailure(body.error.message, body.error.code ?? 'error');
  if (response.status === 429) {
    const seconds = Number(response.headers.get('Retry-After'));
    const wait = Number.isFinite(seconds) && seconds > 0 ? `${seconds} seconds` : 'a moment';
    return new AskAiFailure(`Too many questions in a short time. Please wait ${wait} and try again.`, 'rate_limited');
  }
  return new AskAiFailure(`The Ask AI service answered with an error (HTTP ${response.status}).`, 'error');
}

/**
 * Asks the service and reports the answer as it streams. Resolves when the answer is complete; rejects with an
 * AskAiFailure (shown to the reader) or, when `signal` aborts, with the abort error.
 */
export async function streamAnswer(
  baseUrl: string,
  request: AskRequest,
  handlers: StreamHandlers,
  signal: AbortSignal,
): Promise<void> {
  let response: Response;
  try {
    response = await fetch(serviceEndpoint(baseUrl, ASK_PATH), {
      method: 'POST',
      headers: {'Content-Type': 'application/json', Accept: 'text/event-stream'},
      body: JSON.stringify(request),
      signal,
    });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new AskAiFailure(UNREACHABLE_MESSAGE, 'unreachable');
  }
  if (!response.ok || !response.body) throw await failureOf(response);

  try {
    for await (const raw of readSseEvents(response.body)) {
      const event = parseAskEvent(raw);
      if (!event) continue;
      if (event.type === 'token') handlers.onToken(event.text);
      else if (event.type === 'sources') handlers.onSources(event.sources);
      else if (event.type === 'error') throw new AskAiFailure(event.message, event.code);
      else {
        handlers.onDone(event.answerId);
        return;
      }
    }
  } catch (error) {
    if (error instanceof AskAiFailure || signal.aborted) throw error;
    throw new AskAiFailure(CUT_OFF_MESSAGE, 'cut_off');
  }
  // The stream ended without its `done` event: what arrived is only part of the answer.
  throw new AskAiFailure(CUT_OFF_MESSAGE, 'cut_off');
}

/** Longest wait for the limits before asking with the defaults: a question must not wait on them for long. */
const LIMITS_TIMEOUT_MS = 5000;

/**
 * The limits the service enforces now, which its operator may have set below the defaults. The defaults stand in
 * when the service cannot say in time (unreachable, slow, older version): it still refuses what it must, with its own
 * message.
 */
export async function fetchLimits(baseUrl: string, timeoutMs = LIMITS_TIMEOUT_MS): Promise<AskLimits> {
  try {
    const response = await fetch(serviceEndpoint(baseUrl, LIMITS_PATH), {
      headers: {Accept: 'application/json'},
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.ok) return parseAskLimits(await response.json()) ?? DEFAULT_ASK_LIMITS;
  } catch {
    // Fall through to the defaults.
  }
  return DEFAULT_ASK_LIMITS;
}

/** Sends a like or dislike; feedback is best effort and never disturbs the reader. */
export function sendFeedback(baseUrl: string, answerId: string, rating: FeedbackRating): void {
  fetch(serviceEndpoint(baseUrl, FEEDBACK_PATH), {
    method: 'POST',
    headers: {'Content-Type': 'application/json'},
    body: JSON.stringify({answerId, rating}),
  }).catch(() => undefined);
}
