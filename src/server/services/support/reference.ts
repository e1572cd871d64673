/**
 * The short reference a sender is given (the acknowledgement, the chat, every reply's subject):
 * the conversation id's first eight hex digits, which is its first message's id.
 */
export function supportReference(conversationId: string): string {
  return conversationId.replaceAll('-', '').slice(0, 8).toUpperCase();
}
