/**
 * The limits of an Ask AI question that the reader's browser must respect as well as the service: one definition
 * for both. The service starts from these defaults, lets its operator change them (ASK_AI_MAX_QUESTION_CHARS…), and
 * answers `GET /api/limits` with the values in force; the browser asks for them when the Ask AI mode opens and uses
 * the defaults only until they arrive or when the service cannot say. Runs in Node and in the browser: imports nothing.
 */

export interface AskLimits {
  /** Longest question, in characters, after trimming. */
  maxQuestionChars: number;
  /** Earlier turns (questions and answers) the service passes to the model; older ones are dropped. */
  maxHistoryMessages: number;
  /** Longest earlier turn passed to the model; longer ones are cut. */
  maxHistoryMessageChars: number;
  /** Largest request body, in UTF-8 bytes: question and history together. */
  maxBodyBytes: number;
}

export const DEFAULT_ASK_LIMITS: Readonly<AskLimits> = Object.freeze({
  maxQuestionChars: 1000,
  maxHistoryMessages: 6,
  maxHistoryMessageChars: 2000,
  maxBodyBytes: 32 * 1024,
});

export const LIMITS_PATH = '/api/limits';

const LIMIT_NAMES = Object.keys(DEFAULT_ASK_LIMITS) as (keyof AskLimits)[];

/** The limits in a `GET /api/limits` body, or undefined when it is not one: any value missing or not a count. */
export function parseAskLimits(value: unknown): AskLimits | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as Record<string, unknown>;
  const limits = {} as AskLimits;
  for (const name of LIMIT_NAMES) {
    const limit = record[name];
    if (typeof limit !== 'number' || !Number.isSafeInteger(limit) || limit < 0) return undefined;
    limits[name] = limit;
  }
  return limits;
}

/** The limits alone, whatever else `source` holds: what the service publishes of its configuration. */
export function askLimitsOf(source: AskLimits): AskLimits {
  return Object.fromEntries(LIMIT_NAMES.map((name) => [name, source[name]])) as unknown as AskLimits;
}

/** Why a question cannot be sent, worded for the reader; the service answers 413 with the same words. */
export function questionTooLongMessage(length: number, maxQuestionChars: number): string {
  return `Your question is ${length} characters long; the limit is ${maxQuestionChars}. Please shorten it.`;
}
