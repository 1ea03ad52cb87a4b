import {useEffect, useRef, useState, type RefObject} from 'react';
import {useConversation, type ConversationState} from '../AskAi/useConversation';

export interface AskAiMode {
  /** True while the dialog shows an Ask AI conversation instead of keyword search. */
  asking: boolean;
  conversation: ConversationState;
  /** The question being typed in Ask AI mode. */
  draft: string;
  setDraft: (draft: string) => void;
  /** Starts a new conversation with `question` as its first question. */
  enterAsk: (question: string) => void;
  reopenConversation: (chosen: Parameters<ConversationState['open']>[0]) => void;
  leaveAsk: () => void;
  /** Asks the draft (Enter in the Ask AI input), unless an answer is still streaming. */
  askDraft: () => void;
}

/**
 * The dialog's two modes: keyword search, and (when the site was built with an Ask AI service URL) a conversation.
 * Keeps keyboard focus in the input across mode switches.
 */
export function useAskAiMode(
  askAiUrl: string | null,
  inputRef: RefObject<HTMLInputElement | null>,
  dialogRef: RefObject<HTMLDivElement | null>,
): AskAiMode {
  const [mode, setMode] = useState<'search' | 'ask'>('search');
  const [draft, setDraft] = useState('');
  const conversation = useConversation(askAiUrl ?? '');

  // Switching modes swaps the input, and Stop or "New conversation" remove the button just pressed: put focus back
  // in the input whenever it fell out of the dialog, so that typing and Escape keep working.
  const focusInput = useRef(false);
  useEffect(() => {
    if (focusInput.current || !dialogRef.current?.contains(document.activeElement)) inputRef.current?.focus();
    focusInput.current = false;
  }, [mode, conversation.streaming, conversation.conversation, inputRef, dialogRef]);

  return {
    asking: mode === 'ask' && askAiUrl !== null,
    conversation,
    draft,
    setDraft,
    enterAsk(question) {
      focusInput.current = true;
      setMode('ask');
      setDraft('');
      conversation.startNew();
      conversation.ask(question);
    },
    reopenConversation(chosen) {
      focusInput.current = true;
      setMode('ask');
      setDraft('');
      conversation.open(chosen);
    },
    leaveAsk() {
      focusInput.current = true;
      conversation.detach();
      setMode('search');
    },
    askDraft() {
      if (!conversation.streaming && draft.trim()) {
        conversation.ask(draft);
        setDraft('');
      }
    },
  };
}
