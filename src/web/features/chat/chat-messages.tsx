import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/web/lib/cn';
import { useChat, type ChatMessage } from './chat-store';
import { replyText } from './replies';
import { intlLocale } from '@/web/i18n/intl-locale';

/** The conversation as an aria-live log, newest at the bottom, with the typing indicator. */
export function ChatMessages() {
  const { t, i18n } = useTranslation('pages', { useSuspense: true });
  const { messages, pendingReplies } = useChat();
  const log = useRef<HTMLDivElement>(null);
  const time = new Intl.DateTimeFormat(intlLocale(i18n.language), { timeStyle: 'short' });

  useEffect(() => {
    const element = log.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [messages.length, pendingReplies]);

  const text = (message: ChatMessage) =>
    message.sender === 'user' ? message.text : replyText(message.reply, t, i18n.language);

  return (
    <div
      ref={log}
      role="log"
      aria-live="polite"
      aria-label={t('chat.log')}
      className="flex-1 overflow-y-auto bg-slate-50 px-3 py-4"
    >
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
      {pendingReplies > 0 && (
        <p className="mt-3 flex items-center gap-2 text-sm text-slate-700">
          <span
            aria-hidden="true"
            className="inline-flex gap-1 rounded-2xl bg-white px-3 py-2.5 shadow-sm"
          >
            {[0, 150, 300].map((delay) => (
              <span
                key={delay}
                className="size-1.5 animate-bounce rounded-full bg-slate-500"
                style={{ animationDelay: `${delay}ms` }}
              />
            ))}
          </span>
          {t('chat.typing')}
        </p>
      )}
    </div>
  );
}
