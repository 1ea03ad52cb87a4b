import React from 'react';
import {MessageSquare, X} from 'lucide-react';
import type {Conversation} from './conversations';
import styles from './styles.module.css';

export interface RecentConversationsProps {
  conversations: Conversation[];
  onOpen: (conversation: Conversation) => void;
  onRemove: (conversation: Conversation) => void;
}

/** Conversations kept in this browser, newest first; each reopens where it stopped. */
export default function RecentConversations({
  conversations,
  onOpen,
  onRemove,
}: RecentConversationsProps): React.JSX.Element | null {
  if (conversations.length === 0) return null;
  return (
    <section aria-labelledby="ask-ai-recent-heading">
      <div id="ask-ai-recent-heading" className={styles.listHeading}>
        Recent conversations
      </div>
      <ul className={styles.conversationList}>
        {conversations.map((conversation) => (
          <li key={conversation.id} className={styles.conversationItem}>
            <button type="button" className={styles.conversationButton} onClick={() => onOpen(conversation)}>
              <MessageSquare size={16} aria-hidden="true" className={styles.conversationIcon} />
              <span className={styles.conversationTitle}>{conversation.title}</span>
            </button>
            <button
              type="button"
              className={styles.iconButton}
              aria-label={`Remove conversation "${conversation.title}"`}
              onClick={() => onRemove(conversation)}>
              <X size={16} aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
