import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/web/lib/cn';
import { useChat, type ChatMessage } from './chat-store';
import { replyText } from './replies';
import { intlLocale } from '@/web/i18n/intl-locale';

/** The conversation as an aria-live log, newest at the bottom. */
export function ChatMessages() {
  const { t, i18n } = useTranslation('pages', { useSuspense: true });
  const { messages } = useChat();
  const log = useRef<HTMLDivElement>(null);
  const time = new Intl.DateTimeFormat(intlLocale(i18n.language), { timeStyle: 'short' });

  // The newest message in view (the panel's middle scrolls: the conversation, then the form).
  useEffect(() => {
    log.current?.querySelector('li:last-child')?.scrollIntoView?.({ block: 'nearest' });
  }, [messages.length]);

  const text = (message: ChatMessage) =>
    message.sender === 'user'
      ? message.text
      : replyText(message.reply, t, i18n.language, message.details);

  return (
    <div ref={log} role="log" aria-live="polite" aria-label={t('chat.log')} className="px-3 py-4">
      <ol className="grid gap-3">
        {messages.map((message) => {
          const mine = message.sender === 'user';
          return (
            <li key={message.id} className={cn('flex', mine ? 'justify-end' : 'justify-start')}>
              <div
                className={cn(
                  'max-w-[85%] rounded-2xl px-3.5 py-2.5 text-sm shadow-sm',
                  mine
                    ? 'rounded-ee-sm bg-navy-800 text-white'
                    : 'rounded-es-sm border border-slate-200 bg-white text-navy-950',
                )}
              >
                <span className="sr-only">{mine ? t('chat.you') : t('chat.agent')}: </span>
                <p className="break-words whitespace-pre-line">{text(message)}</p>
                <p className={cn('mt-1 text-xs', mine ? 'text-white/80' : 'text-slate-600')}>
                  <time dateTime={new Date(message.timestamp).toISOString()}>
                    {time.format(message.timestamp)}
                  </time>
                </p>
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
