import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '@/web/components/ui/icons';
import { ChatBubbleIcon, MinimiseIcon } from './chat-icon';
import { ChatComposer } from './chat-composer';
import { ChatHandoff } from './chat-handoff';
import { ChatMessages } from './chat-messages';
import { closeChat, minimiseChat, useChat } from './chat-store';

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

/**
 * The open chat: a labelled, non-modal dialog; Escape minimises it. Loaded on demand. Its
 * subtitle says what it is: automatic answers, and a team that replies by email. Nobody is
 * shown as online or typing (docs/requirements/support-chat.md).
 */
export default function ChatPanel() {
  const { t } = useTranslation('pages', { useSuspense: true });
  const { handoff } = useChat();
  const titleId = useId();
  const statusId = useId();
  const input = useRef<HTMLTextAreaElement>(null);

  // Opening puts the visitor where they can act: the message box.
  useEffect(() => input.current?.focus(), []);

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
          <h2 id={titleId} className="truncate font-bold">
            {t('chat.title')}
          </h2>
          <p id={statusId} className="text-sm text-white/85">
            {t('chat.status')}
          </p>
        </div>
        <HeaderButton label={t('chat.minimise')} onClick={minimiseChat}>
          <MinimiseIcon />
        </HeaderButton>
        <HeaderButton label={t('chat.close')} onClick={closeChat}>
          <CloseIcon />
        </HeaderButton>
      </header>
      <div className="flex-1 overflow-y-auto bg-slate-50">
        <ChatMessages />
        {handoff === 'offered' && <ChatHandoff onSent={() => input.current?.focus()} />}
      </div>
      <ChatComposer inputRef={input} />
    </section>
  );
}
