import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '@/web/components/ui/icons';
import { cn } from '@/web/lib/cn';
import { ChatBubbleIcon, MinimiseIcon } from './chat-icon';
import { ChatComposer } from './chat-composer';
import { ChatMessages } from './chat-messages';
import { closeChat, connectChat, minimiseChat, useChat } from './chat-store';

/** Minimise and close: an icon button named by its label (also its tooltip). */
function HeaderButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      title={label}
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-white/90 hover:bg-white/10 hover:text-white focus-visible:outline-white"
    >
      {children}
    </button>
  );
}

/** The open chat: a labelled, non-modal dialog; Escape minimises it. Loaded on demand. */
export default function ChatPanel() {
  const { t } = useTranslation('pages', { useSuspense: true });
  const { agent } = useChat();
  const titleId = useId();
  const statusId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const online = agent === 'online';

  // Opening puts the visitor where they can act: the input once the agent is online, until
  // then the panel's title (so the screen reader announces what opened).
  const onlineWhenOpened = useRef(online);
  useEffect(() => {
    connectChat();
    (onlineWhenOpened.current ? input.current : title.current)?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    minimiseChat();
  };

  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={statusId}
      onKeyDown={onKeyDown}
      className="fixed inset-x-2 bottom-2 z-40 flex h-[min(34rem,calc(100dvh-5rem))] flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-2xl shadow-navy-950/30 animate-sheet-in sm:inset-x-auto sm:end-6 sm:bottom-6 sm:w-96"
    >
      <header className="flex items-center gap-3 bg-navy-900 px-3 py-2 text-white">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-saffron-500 text-navy-950">
          <ChatBubbleIcon className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2
            id={titleId}
            ref={title}
            tabIndex={-1}
            className="truncate font-bold outline-none focus-visible:underline"
          >
            {t('chat.title')}
          </h2>
          <p id={statusId} className="flex items-center gap-1.5 text-sm text-white/85">
            <span
              aria-hidden="true"
              className={cn(
                'size-2 rounded-full',
                online ? 'bg-emerald-400' : 'animate-pulse bg-saffron-400',
              )}
            />
            <span role="status">
              {online ? t('chat.status.online') : t('chat.status.connecting')}
            </span>
          </p>
        </div>
        <HeaderButton label={t('chat.minimise')} onClick={minimiseChat}>
          <MinimiseIcon />
        </HeaderButton>
        <HeaderButton label={t('chat.close')} onClick={closeChat}>
          <CloseIcon />
        </HeaderButton>
      </header>
      <ChatMessages />
      <ChatComposer titleRef={title} inputRef={input} />
    </section>
  );
}
