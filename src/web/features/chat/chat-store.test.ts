import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  askForPerson,
  closeChat,
  getChatState,
  handoffSent,
  minimiseChat,
  openChat,
  sendChatMessage,
} from './chat-store';

beforeEach(() => closeChat());
afterEach(() => closeChat());

const agentReplies = () =>
  getChatState().messages.flatMap((m) => (m.sender === 'agent' ? [m.reply] : []));

describe('chat store', () => {
  it('opens with the welcome at once: nobody is connecting, nothing is typed', () => {
    expect(getChatState()).toMatchObject({ view: 'closed', messages: [], handoff: 'none' });
    openChat();
    expect(getChatState().view).toBe('open');
    expect(agentReplies()).toEqual(['welcome']);
    // Opening again keeps the conversation.
    minimiseChat();
    openChat();
    expect(agentReplies()).toEqual(['welcome']);
  });

  it('answers each message at once and ignores empty ones', () => {
    openChat();
    expect(sendChatMessage('   ', 'greetings')).toBe(false);
    expect(
      sendChatMessage('How much?', 'cost', { quote: { travellers: 3, processingTime: 'urgent' } }),
    ).toBe(true);
    const [, question, reply] = getChatState().messages;
    expect(question).toMatchObject({ sender: 'user', text: 'How much?' });
    expect(reply).toMatchObject({
      sender: 'agent',
      reply: 'cost',
      details: { quote: { travellers: 3, processingTime: 'urgent' } },
    });
    expect(getChatState().handoff).toBe('none');
  });

  it('offers the hand-off when it cannot answer, when asked for a person, or for contact', () => {
    for (const [topic, ask] of [
      ['fallback', () => sendChatMessage('zzz', 'fallback')],
      ['person', () => sendChatMessage('a human please', 'person')],
      ['person', askForPerson],
      ['contact', () => sendChatMessage('your phone?', 'contact')],
    ] as const) {
      closeChat();
      openChat();
      ask();
      expect(agentReplies(), topic).toEqual(['welcome', topic]);
      expect(getChatState().handoff, topic).toBe('offered');
    }
  });

  it('once sent, says where the conversation went instead of offering it again', () => {
    openChat();
    askForPerson();
    const sent = { reference: 'K7QX3M', email: 'ana@example.com' };
    handoffSent(sent);
    expect(getChatState()).toMatchObject({ handoff: 'sent', sent });
    sendChatMessage('still a question nobody can answer', 'fallback');
    askForPerson();
    expect(agentReplies()).toEqual(['welcome', 'person', 'sent', 'sent', 'sent']);
    expect(getChatState().messages.at(-1)).toMatchObject({ details: { sent } });
    // The contact answer is still given, without a second form.
    sendChatMessage('your email?', 'contact');
    expect(getChatState()).toMatchObject({ handoff: 'sent' });
    expect(agentReplies().at(-1)).toBe('contact');
  });

  it('counts messages that arrive while minimised, and clears them on open', () => {
    openChat();
    askForPerson();
    minimiseChat();
    handoffSent({ reference: 'K7QX3M', email: 'ana@example.com' });
    expect(getChatState()).toMatchObject({ view: 'minimised', unread: 1 });
    openChat();
    expect(getChatState()).toMatchObject({ view: 'open', unread: 0 });
  });

  it('closing ends the conversation; the next open starts afresh', () => {
    openChat();
    askForPerson();
    handoffSent({ reference: 'K7QX3M', email: 'ana@example.com' });
    closeChat();
    expect(getChatState()).toMatchObject({ view: 'closed', messages: [], handoff: 'none' });
    expect(getChatState().sent).toBeUndefined();
    openChat();
    expect(agentReplies()).toEqual(['welcome']);
  });
});
