import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  closeChat,
  connectChat,
  getChatState,
  GREETING_DELAY_MS,
  minimiseChat,
  openChat,
  REPLY_DELAY_MS,
  sendChatMessage,
} from './chat-store';

beforeEach(() => {
  vi.useFakeTimers();
  closeChat();
});
afterEach(() => {
  closeChat();
  vi.useRealTimers();
});

const agentReplies = () =>
  getChatState().messages.flatMap((m) => (m.sender === 'agent' ? [m.reply] : []));

/** What the launcher and the panel do: open, then connect once the panel is mounted. */
function open() {
  openChat();
  connectChat();
}

async function openAndConnect() {
  open();
  await vi.advanceTimersByTimeAsync(GREETING_DELAY_MS);
}

describe('chat store', () => {
  it('starts closed, then shows Connecting until the greeting 1 s after the first open', async () => {
    expect(getChatState()).toMatchObject({ view: 'closed', agent: 'connecting', messages: [] });
    open();
    expect(getChatState()).toMatchObject({ view: 'open', agent: 'connecting' });
    await vi.advanceTimersByTimeAsync(GREETING_DELAY_MS - 1);
    expect(getChatState().agent).toBe('connecting');
    expect(sendChatMessage('hello', 'greetings')).toBe(false); // input disabled until online
    await vi.advanceTimersByTimeAsync(1);
    expect(getChatState().agent).toBe('online');
    expect(agentReplies()).toEqual(['welcome']);
    expect(getChatState().unread).toBe(0);
  });

  it('types for 1.5 s before each reply', async () => {
    await openAndConnect();
    expect(sendChatMessage('  How much?  ', 'price')).toBe(true);
    const [, userMessage] = getChatState().messages;
    expect(userMessage).toMatchObject({ sender: 'user', text: 'How much?' });
    expect(getChatState().pendingReplies).toBe(1);
    await vi.advanceTimersByTimeAsync(REPLY_DELAY_MS - 1);
    expect(agentReplies()).toEqual(['welcome']);
    await vi.advanceTimersByTimeAsync(1);
    expect(agentReplies()).toEqual(['welcome', 'price']);
    expect(getChatState().pendingReplies).toBe(0);
  });

  it('ignores empty and whitespace-only messages', async () => {
    await openAndConnect();
    expect(sendChatMessage('', 'fallback')).toBe(false);
    expect(sendChatMessage(' \n\t ', 'fallback')).toBe(false);
    expect(getChatState().messages).toHaveLength(1);
    expect(getChatState().pendingReplies).toBe(0);
  });

  it('counts replies on the badge while minimised, and clears it on opening', async () => {
    await openAndConnect();
    sendChatMessage('price?', 'price');
    sendChatMessage('documents?', 'documents');
    minimiseChat();
    expect(getChatState().view).toBe('minimised');
    await vi.advanceTimersByTimeAsync(REPLY_DELAY_MS);
    expect(getChatState().unread).toBe(2);
    open();
    expect(getChatState()).toMatchObject({ view: 'open', unread: 0 });
    expect(agentReplies()).toEqual(['welcome', 'price', 'documents']);
  });

  it('counts the greeting too when minimised before it arrives, and connects only once', async () => {
    open();
    minimiseChat();
    open();
    minimiseChat();
    await vi.advanceTimersByTimeAsync(GREETING_DELAY_MS);
    expect(agentReplies()).toEqual(['welcome']);
    expect(getChatState().unread).toBe(1);
  });

  it('closing ends the conversation: pending replies are dropped and the next open reconnects', async () => {
    await openAndConnect();
    sendChatMessage('price?', 'price');
    closeChat();
    await vi.advanceTimersByTimeAsync(REPLY_DELAY_MS * 2);
    expect(getChatState()).toMatchObject({
      view: 'closed',
      agent: 'connecting',
      messages: [],
      unread: 0,
      pendingReplies: 0,
    });
    open();
    expect(getChatState().agent).toBe('connecting');
    await vi.advanceTimersByTimeAsync(GREETING_DELAY_MS);
    expect(agentReplies()).toEqual(['welcome']);
  });

  it('opening alone does not start the clock: the greeting counts from when the panel connects', async () => {
    openChat();
    await vi.advanceTimersByTimeAsync(GREETING_DELAY_MS * 3);
    expect(getChatState()).toMatchObject({ view: 'open', agent: 'connecting', messages: [] });
    connectChat();
    await vi.advanceTimersByTimeAsync(GREETING_DELAY_MS - 1);
    expect(getChatState().agent).toBe('connecting');
    await vi.advanceTimersByTimeAsync(1);
    expect(agentReplies()).toEqual(['welcome']);
  });

  it('minimising a closed chat does nothing', () => {
    minimiseChat();
    expect(getChatState().view).toBe('closed');
  });
});
