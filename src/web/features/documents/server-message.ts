import { messageKey, validationMessages, type MessageKey } from '@/domain/messages';
import type { UploadProblem } from './upload-state';

// The server answers refusals in English (src/domain/messages.ts). The page shows the
// translation of the same message: its key, plus the values the English text was filled with
// ('File "scan.pdf" is too large...' -> fileTooLarge with name 'scan.pdf').

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The values a templated message was filled with; {} for a fixed text or no match. */
export function messageParams(key: MessageKey, message: string): Record<string, string> {
  const template: string = validationMessages[key];
  const pattern = escapeRegExp(template).replace(/\\\{\\\{(\w+)\\\}\\\}/g, '(?<$1>.+)');
  return { ...new RegExp(`^${pattern}$`, 's').exec(message)?.groups };
}

/** A server message as a problem to show: translated by key when it has one, else as sent. */
export function problemFromServer(message: string): UploadProblem {
  const key = messageKey(message);
  return key
    ? { kind: 'message', key, params: messageParams(key, message) }
    : { kind: 'text', text: message };
}
