export { ChatLauncher } from './chat-launcher';
export { ChatBubbleIcon } from './chat-icon';
export { openChat } from './chat-store';
