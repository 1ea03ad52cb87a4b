import type {AnswerSource, AskRequest, ChatTurn, FeedbackRating} from '@site/shared/askAiProtocol';
import {DEFAULT_ASK_LIMITS, questionTooLongMessage, type AskLimits} from '@site/shared/askAiLimits';

export type ExchangeStatus = 'streaming' | 'done' | 'stopped' | 'error';

/** One question and its answer, as shown in the panel and kept in the browser. */
export interface Exchange {
  question: string;
  answer: string;
  status: ExchangeStatus;
  sources: AnswerSource[];
  answerId?: string;
  rating?: FeedbackRating;
  error?: string;
}

export interface Conversation {
  id: string;
  /** The first question, shown in the list of recent conversations. */
  title: string;
  updatedAt: number;
  exchanges: Exchange[];
}

export const MAX_CONVERSATIONS = 10;
export const MAX_EXCHANGES = 20;
/** Longest answer kept in storage; localStorage is small and shared with the rest of the site. */
const MAX_STORED_ANSWER_CHARS = 8000;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseSource(value: unknown): AnswerSource | undefined {
  if (!isObject(value)) return undefined;
  const {n, title, url, cited} = value;
  if (typeof n !== 'number' || typeof title !== 'string' || typeof url !== 'string') return undefined;
  return {n, title, url, cited: cited === true};
}

function parseExchange(value: unknown): Exchange | undefined {
  if (!isObject(value) || typeof value.question !== 'string' || typeof value.answer !== 'string') return undefined;
  const status: ExchangeStatus = ['done', 'stopped', 'error'].includes(value.status as string)
    ? (value.status as ExchangeStatus)
    : 'stopped';
  return {
    question: value.question,
    answer: value.answer,
    status,
    sources: Array.isArray(value.sources)
      ? value.sources.map(parseSource).filter((source): source is AnswerSource => source !== undefined)
      : [],
    answerId: typeof value.answerId === 'string' ? value.answerId : undefined,
    rating: value.rating === 'up' || value.rating === 'down' ? value.rating : undefined,
    error: typeof value.error === 'string' ? value.error : undefined,
  };
}

/** Reads stored conversations defensively: storage may be unavailable, hand-edited or from an older version. */
export function parseConversations(raw: string | null): Conversation[] {
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed
    .flatMap((value): Conversation[] => {
      if (!isObject(value) || typeof value.id !== 'string' || !Array.isArray(value.exchanges)) return [];
      const exchanges = value.exchanges
        .map(parseExchange)
        .filter((exchange): exchange is Exchange => exchange !== undefined);
      if (exchanges.length === 0) return [];
      return [
        {
          id: value.id,
          title: typeof value.title === 'string' ? value.title : exchanges[0].question,
          updatedAt: typeof value.updatedAt === 'number' ? value.updatedAt : 0,
          exchanges: exchanges.slice(-MAX_EXCHANGES),
        },
      ];
    })
    .slice(0, MAX_CONVERSATIONS);
}

/** What is written to storage: an answer still streaming is kept as stopped, long answers are cut. */
function forStorage(conversation: Conversation): Conversation {
  return {
    ...conversation,
    exchanges: conversation.exchanges.slice(-MAX_EXCHANGES).map((exchange) => ({
      ...exchange,
      status: exchange.status === 'streaming' ? 'stopped' : exchange.status,
      answer: exchange.answer.slice(0, MAX_STORED_ANSWER_CHARS),
    })),
  };
}

/** Puts `conversation` first (replacing its older copy) and keeps the most recent ones. */
export function upsertConversation(list: readonly Conversation[], conversation: Conversation): Conversation[] {
  return [forStorage(conversation), ...list.filter((existing) => existing.id !== conversation.id)].slice(
    0,
    MAX_CONVERSATIONS,
  );
}

/**
 * The earlier turns sent with a new question: the last answered exchanges, as many as the service passes on, each turn
 * cut to the length it keeps. Whole exchanges only, so that the model never sees an answer without its question.
 */
export function historyOf(exchanges: readonly Exchange[], limits: AskLimits = DEFAULT_ASK_LIMITS): ChatTurn[] {
  const kept = Math.floor(limits.maxHistoryMessages / 2);
  if (kept === 0) return [];
  const cut = (content: string) => content.slice(0, limits.maxHistoryMessageChars);
  return exchanges
    .filter((exchange) => exchange.status === 'done' && exchange.answer)
    .slice(-kept)
    .flatMap((exchange): ChatTurn[] => [
      {role: 'user', content: cut(exchange.question)},
      {role: 'assistant', content: cut(exchange.answer)},
    ]);
}

const utf8 = new TextEncoder();

/**
 * The request for `question` within the service's limits: the question as it is, and as much of the history as fits
 * in the body size, oldest exchanges dropped first. `problem` says, for the reader, why the question cannot be sent.
 */
export function askRequestWithin(
  question: string,
  history: readonly ChatTurn[],
  limits: AskLimits,
): {request: AskRequest; problem?: undefined} | {request?: undefined; problem: string} {
  if (question.length > limits.maxQuestionChars) {
    return {problem: questionTooLongMessage(question.length, limits.maxQuestionChars)};
  }
  for (let dropped = 0; dropped <= history.length; dropped += 2) {
    const request: AskRequest = {question, history: history.slice(dropped)};
    if (utf8.encode(JSON.stringify(request)).length <= limits.maxBodyBytes) return {request};
  }
  return {problem: 'Your question is too long to send. Please shorten it.'};
}

/** The sources listed under an answer: those it cites, or every retrieved page when it cites none. */
export function listedSources(sources: AnswerSource[]): {heading: string; sources: AnswerSource[]} {
  const cited = sources.filter((source) => source.cited);
  return cited.length > 0 ? {heading: 'Sources', sources: cited} : {heading: 'Related pages', sources};
}

export interface ConversationStore {
  read(): Conversation[];
  write(list: Conversation[]): void;
}

/** Storage of recent conversations; never throws, since storage may be full, disabled or absent. */
export function conversationStore(slot: {get(): string | null; set(value: string): void}): ConversationStore {
  return {
    read() {
      try {
        return parseConversations(slot.get());
      } catch {
        return [];
      }
    },
    write(list) {
      try {
        slot.set(JSON.stringify(list.slice(0, MAX_CONVERSATIONS)));
      } catch {
        // Losing the list of recent conversations is better than breaking the answer panel.
      }
    },
  };
}

export function newConversationId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}
