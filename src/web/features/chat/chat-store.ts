import { useSyncExternalStore } from 'react';
import type { ChatReply } from './reply-topics';

// The chat's state lives outside React so it survives navigation and the panel's code can load
// lazily: this module ships with every page (it is small), the panel only once it is wanted.
// Replies are canned and made on the client; nothing is sent to a server (specification section 2).

/** specification section 9: the greeting comes 1 s after the first open; each reply 1.5 s after a message. */
export const GREETING_DELAY_MS = 1000;
export const REPLY_DELAY_MS = 1500;

export type ChatView = 'closed' | 'open' | 'minimised';
export type AgentStatus = 'connecting' | 'online';

export type ChatMessage =
  | { id: number; sender: 'user'; text: string; timestamp: number }
  | { id: number; sender: 'agent'; reply: ChatReply; timestamp: number };

export interface ChatState {
  view: ChatView;
  agent: AgentStatus;
  messages: readonly ChatMessage[];
  /** Agent messages that arrived while the panel was not open. */
  unread: number;
  /** Replies being "typed": the typing indicator shows while this is above 0. */
  pendingReplies: number;
}

const initialState: ChatState = {
  view: 'closed',
  agent: 'connecting',
  messages: [],
  unread: 0,
  pendingReplies: 0,
};

let state: ChatState = initialState;
let nextId = 1;
let connecting = false;
const timers = new Set<ReturnType<typeof setTimeout>>();
const listeners = new Set<() => void>();

function update(change: (current: ChatState) => ChatState): void {
  state = change(state);
  for (const listener of listeners) listener();
}

function later(delayMs: number, run: () => void): void {
  const timer = setTimeout(() => {
    timers.delete(timer);
    run();
  }, delayMs);
  timers.add(timer);
}

function addAgentMessage(reply: ChatReply, current: ChatState): ChatState {
  return {
    ...current,
    messages: [
      ...current.messages,
      { id: nextId++, sender: 'agent', reply, timestamp: Date.now() },
    ],
    unread: current.view === 'open' ? 0 : current.unread + 1,
  };
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

/** Opens the panel and clears the unread badge. The panel connects once it is on screen. */
export function openChat(): void {
  update((s) => ({ ...s, view: 'open', unread: 0 }));
}

/**
 * Starts connecting to the agent, once per conversation. The open panel calls it when it
 * mounts, so 'Connecting' is seen for the whole second even when the panel's code loads late.
 */
export function connectChat(): void {
  if (connecting) return;
  connecting = true;
  later(GREETING_DELAY_MS, () =>
    update((s) => addAgentMessage('welcome', { ...s, agent: 'online' })),
  );
}

/** Hides the panel but keeps the conversation; replies then count on the badge. */
export function minimiseChat(): void {
  if (state.view === 'open') update((s) => ({ ...s, view: 'minimised' }));
}

/** Ends the conversation: pending replies are dropped and the next open starts afresh. */
export function closeChat(): void {
  for (const timer of timers) clearTimeout(timer);
  timers.clear();
  connecting = false;
  update(() => initialState);
}

/**
 * Sends the visitor's message and schedules its reply. Empty or whitespace-only messages, and
 * messages before the agent is online, are ignored (returns false).
 */
export function sendChatMessage(text: string, reply: ChatReply): boolean {
  const trimmed = text.trim();
  if (trimmed === '' || state.agent !== 'online') return false;
  update((s) => ({
    ...s,
    messages: [
      ...s.messages,
      { id: nextId++, sender: 'user', text: trimmed, timestamp: Date.now() },
    ],
    pendingReplies: s.pendingReplies + 1,
  }));
  later(REPLY_DELAY_MS, () =>
    update((s) => addAgentMessage(reply, { ...s, pendingReplies: s.pendingReplies - 1 })),
  );
  return true;
}
