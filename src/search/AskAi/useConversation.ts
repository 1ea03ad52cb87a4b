import {useCallback, useEffect, useMemo, useRef, useState} from 'react';
import {createStorageSlot} from '@docusaurus/theme-common';
import type {FeedbackRating} from '@site/shared/askAiProtocol';
import {DEFAULT_ASK_LIMITS, type AskLimits} from '@site/shared/askAiLimits';
import {AskAiFailure, fetchLimits, sendFeedback, streamAnswer} from './client';
import {
  askRequestWithin,
  conversationStore,
  historyOf,
  newConversationId,
  upsertConversation,
  type Conversation,
  type ConversationStore,
  type Exchange,
} from './conversations';

const STORAGE_KEY = 'tessera.askAi.conversations';

function openStore(): ConversationStore {
  try {
    return conversationStore(createStorageSlot(STORAGE_KEY));
  } catch {
    return conversationStore({get: () => null, set: () => undefined});
  }
}

export interface ConversationState {
  conversation: Conversation | null;
  recent: Conversation[];
  streaming: boolean;
  /** The service's limits once it has told them (asked for when a question is asked or a conversation opened). */
  limits: AskLimits;
  ask(question: string): void;
  stop(): void;
  open(conversation: Conversation): void;
  startNew(): void;
  remove(conversation: Conversation): void;
  rate(exchangeIndex: number, rating: FeedbackRating): void;
  /** Stops a running answer because the reader left the mode, keeping it as stopped. */
  detach(): void;
}

function rejectOnAbort(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason), {once: true}));
}

function replaceLast(conversation: Conversation, update: (exchange: Exchange) => Exchange): Conversation {
  const exchanges = conversation.exchanges.slice();
  exchanges[exchanges.length - 1] = update(exchanges[exchanges.length - 1]);
  return {...conversation, exchanges, updatedAt: Date.now()};
}

/** The conversation shown in the answer panel, its streaming answer, and the recent conversations kept locally. */
export function useConversation(serviceUrl: string): ConversationState {
  const store = useMemo(openStore, []);
  const [recent, setRecent] = useState<Conversation[]>(() => store.read());
  const [conversation, setConversation] = useState<Conversation | null>(null);
  const [streaming, setStreaming] = useState(false);
  const controllerRef = useRef<AbortController | null>(null);
  const [limits, setLimits] = useState<AskLimits>(DEFAULT_ASK_LIMITS);
  const limitsRequest = useRef<Promise<AskLimits> | null>(null);
  // Asked once per opening of the dialog: an operator's change reaches readers the next time they open it.
  const loadLimits = useCallback(() => {
    limitsRequest.current ??= fetchLimits(serviceUrl).then((loaded) => {
      setLimits(loaded);
      return loaded;
    });
    return limitsRequest.current;
  }, [serviceUrl]);
  // The conversation as of the last change, ahead of React's render: stream callbacks build on it.
  const latest = useRef<Conversation | null>(null);

  const save = useCallback(
    (saved: Conversation) => {
      setRecent((list) => {
        const next = upsertConversation(list, saved);
        store.write(next);
        return next;
      });
    },
    [store],
  );

  const show = useCallback((next: Conversation | null) => {
    latest.current = next;
    setConversation(next);
  }, []);

  const updateLast = useCallback(
    (change: (exchange: Exchange) => Exchange, persist = false) => {
      if (!latest.current) return;
      const next = replaceLast(latest.current, change);
      show(next);
      if (persist) save(next);
    },
    [save, show],
  );

  /** Ends the current stream because the reader moved elsewhere; what arrived is kept, marked as stopped. */
  const detach = useCallback(() => {
    const controller = controllerRef.current;
    if (!controller) return;
    controllerRef.current = null;
    updateLast((current) => ({...current, status: 'stopped'}), true);
    controller.abort();
    setStreaming(false);
  }, [updateLast]);

  const stop = useCallback(() => controllerRef.current?.abort(), []);

  const ask = useCallback(
    (rawQuestion: string) => {
      const question = rawQuestion.trim();
      if (!question || controllerRef.current) return;
      const base = latest.current;
      const exchange: Exchange = {question, answer: '', status: 'streaming', sources: []};
      show(
        base
          ? {...base, updatedAt: Date.now(), exchanges: [...base.exchanges, exchange]}
          : {id: newConversationId(), title: question, updatedAt: Date.now(), exchanges: [exchange]},
      );
      setStreaming(true);

      const controller = new AbortController();
      controllerRef.current = controller;
      const isCurrent = () => controllerRef.current === controller;
      const answer = async () => {
        // Stop works while the limits are on their way too.
        const current = await Promise.race([loadLimits(), rejectOnAbort(controller.signal)]);
        const {request, problem} = askRequestWithin(question, base ? historyOf(base.exchanges, current) : [], current);
        if (problem !== undefined) throw new AskAiFailure(problem, 'question_too_long');
        controller.signal.throwIfAborted();
        await streamAnswer(
          serviceUrl,
          request,
          {
            onToken: (text) => isCurrent() && updateLast((last) => ({...last, answer: last.answer + text})),
            onSources: (sources) => isCurrent() && updateLast((last) => ({...last, sources})),
            onDone: (answerId) => isCurrent() && updateLast((last) => ({...last, answerId, status: 'done'}), true),
          },
          controller.signal,
        );
      };
      answer()
        .catch((error: unknown) => {
          if (!isCurrent()) return;
          if (controller.signal.aborted) {
            updateLast((last) => ({...last, status: 'stopped'}), true);
          } else {
            const message = error instanceof AskAiFailure ? error.message : 'Something went wrong. Please try again.';
            updateLast((last) => ({...last, status: 'error', error: message}), true);
          }
        })
        .finally(() => {
          if (!isCurrent()) return;
          controllerRef.current = null;
          setStreaming(false);
        });
    },
    [loadLimits, serviceUrl, show, updateLast],
  );

  // Closing the dialog mid-answer stops the stream and keeps what arrived, marked as stopped.
  useEffect(
    () => () => {
      const controller = controllerRef.current;
      if (!controller || !latest.current) return;
      controllerRef.current = null;
      controller.abort();
      store.write(upsertConversation(store.read(), latest.current));
    },
    [store],
  );

  const open = useCallback(
    (chosen: Conversation) => {
      detach();
      show(chosen);
      void loadLimits();
    },
    [detach, loadLimits, show],
  );

  const startNew = useCallback(() => {
    detach();
    show(null);
  }, [detach, show]);

  const remove = useCallback(
    (removed: Conversation) => {
      setRecent((list) => {
        const next = list.filter((existing) => existing.id !== removed.id);
        store.write(next);
        return next;
      });
    },
    [store],
  );

  const rate = useCallback(
    (exchangeIndex: number, rating: FeedbackRating) => {
      const current = latest.current;
      const exchange = current?.exchanges[exchangeIndex];
      if (!current || !exchange || exchange.status !== 'done' || exchange.rating === rating) return;
      const next: Conversation = {
        ...current,
        exchanges: current.exchanges.map((candidate, index) =>
          index === exchangeIndex ? {...candidate, rating} : candidate,
        ),
      };
      show(next);
      save(next);
      if (exchange.answerId) sendFeedback(serviceUrl, exchange.answerId, rating);
    },
    [save, serviceUrl, show],
  );

  return {conversation, recent, streaming, limits, ask, stop, open, startNew, remove, rate, detach};
}
