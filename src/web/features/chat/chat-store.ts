import { useSyncExternalStore } from 'react';
import type { ReplyDetails } from './replies';
import type { ChatReply, ChatTopic } from './reply-topics';

// The chat's state lives outside React so it survives navigation and the panel's code can load
// lazily: this module ships with every page (it is small), the panel only once it is wanted.
// The assistant is automatic and answers at once, in the browser; nothing reaches a person
// until the visitor sends the conversation to the team (docs/requirements/support-chat.md).

export type ChatView = 'closed' | 'open' | 'minimised';

/**
 * The hand-off to the team: not offered, offered (its form shows below the conversation),
 * or sent (once per conversation; the reference then answers every further request).
 */
export type Handoff = 'none' | 'offered' | 'sent';

export type ChatMessage =
  | { id: number; sender: 'user'; text: string; timestamp: number }
  | {
      id: number;
      sender: 'agent';
      reply: ChatReply;
      details?: ReplyDetails;
      timestamp: number;
    };

export interface ChatState {
  view: ChatView;
  messages: readonly ChatMessage[];
  /** Assistant messages that arrived while the panel was not open. */
  unread: number;
  handoff: Handoff;
  /** Where the conversation went, once sent. */
  sent?: { reference: string; email: string };
}

const initialState: ChatState = { view: 'closed', messages: [], unread: 0, handoff: 'none' };

/** The answers that offer to send the conversation to the team. */
const offersHandoff: ReadonlySet<ChatReply> = new Set<ChatReply>(['person', 'contact', 'fallback']);

let state: ChatState = initialState;
let nextId = 1;
const listeners = new Set<() => void>();

function update(change: (current: ChatState) => ChatState): void {
  state = change(state);
  for (const listener of listeners) listener();
}

function withAgentMessage(current: ChatState, reply: ChatReply, details?: ReplyDetails): ChatState {
  return {
    ...current,
    messages: [
      ...current.messages,
      { id: nextId++, sender: 'agent', reply, details, timestamp: Date.now() },
    ],
    unread: current.view === 'open' ? 0 : current.unread + 1,
  };
}

/**
 * An answer; one that offers the hand-off shows its form. Once the conversation went to the
 * team, asking for a person (or an unanswerable question) is told where it went.
 */
function answer(current: ChatState, reply: ChatReply, details?: ReplyDetails): ChatState {
  if (!offersHandoff.has(reply)) return withAgentMessage(current, reply, details);
  if (current.handoff === 'sent' && reply !== 'contact') {
    return withAgentMessage(current, 'sent', { sent: current.sent });
  }
  const next = withAgentMessage(current, reply, details);
  return current.handoff === 'sent' ? next : { ...next, handoff: 'offered' };
}

export function getChatState(): ChatState {
  return state;
}

function subscribeToChat(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useChat(): ChatState {
  return useSyncExternalStore(subscribeToChat, getChatState, getChatState);
}

/** Opens the panel and clears the unread badge; a new conversation starts with the welcome. */
export function openChat(): void {
  update((s) => {
    const opened: ChatState = { ...s, view: 'open', unread: 0 };
    return s.messages.length === 0 ? withAgentMessage(opened, 'welcome') : opened;
  });
}

/** Hides the panel but keeps the conversation; messages then count on the badge. */
export function minimiseChat(): void {
  if (state.view === 'open') update((s) => ({ ...s, view: 'minimised' }));
}

/** Ends the conversation: the next open starts afresh. */
export function closeChat(): void {
  update(() => initialState);
}

/**
 * Sends the visitor's message and its answer. Empty or whitespace-only messages are ignored
 * (returns false).
 */
export function sendChatMessage(
  text: string,
  topic: ChatTopic | 'fallback',
  details?: ReplyDetails,
): boolean {
  const trimmed = text.trim();
  if (trimmed === '') return false;
  update((s) =>
    answer(
      {
        ...s,
        messages: [
          ...s.messages,
          { id: nextId++, sender: 'user', text: trimmed, timestamp: Date.now() },
        ],
      },
      topic,
      details,
    ),
  );
  return true;
}

/** "Talk to a person": the assistant offers the hand-off without a message typed. */
export function askForPerson(): void {
  update((s) => answer(s, 'person'));
}

/** The team has the conversation: said in the conversation, with its reference. */
export function handoffSent(sent: { reference: string; email: string }): void {
  update((s) => ({ ...withAgentMessage(s, 'sent', { sent }), handoff: 'sent', sent }));
}
