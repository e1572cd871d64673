export { ChatBubbleIcon } from './chat-icon';
export { openChat } from './chat-store';
