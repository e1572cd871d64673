import { Suspense, useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatBubbleIcon } from './chat-icon';
import { openChat, useChat } from './chat-store';
import { retryableLazy } from '@/web/lib/retryable-lazy';
import { whenIdle } from '@/web/lib/when-idle';

const loadPanel = () => import('./chat-panel');
const ChatPanel = retryableLazy(loadPanel);

/** Fetches the panel's code once the page is idle, so the first open is instant. */
function usePreloadWhenIdle() {
  useEffect(() => whenIdle(() => void loadPanel().catch(() => undefined), 5000), []);
}

/**
 * The floating support chat: a button, or the panel while it is open (specification sections 2
 * and 4). Loaded by ChatLauncher (chat-launcher.tsx) on the pages that show the chat.
 */
export function ChatWidget() {
  const { view } = useChat();
  const button = useRef<HTMLButtonElement>(null);
  const previousView = useRef(view);
  usePreloadWhenIdle();

  // Back from the open panel (minimise, Escape, close): focus returns to the button, which
  // has just been rendered in the panel's place.
  useEffect(() => {
    if (previousView.current === 'open' && view !== 'open') button.current?.focus();
    previousView.current = view;
  }, [view]);

  return view === 'open' ? (
    <Suspense fallback={null}>
      <ChatPanel />
    </Suspense>
  ) : (
    <LauncherButton buttonRef={button} />
  );
}

function LauncherButton({ buttonRef }: { buttonRef: RefObject<HTMLButtonElement | null> }) {
  // Without suspense: the button waits for its words rather than holding up the page.
  const { t, ready } = useTranslation('pages', { useSuspense: false });
  const { unread } = useChat();

  if (!ready) return null;
  const label =
    unread > 0
      ? `${t('chat.launcher')}, ${t('chat.unread', { count: unread })}`
      : t('chat.launcher');
  return (
    <button
      ref={buttonRef}
      type="button"
      onClick={openChat}
      aria-label={label}
      className="fixed end-4 bottom-[calc(var(--bottom-sheet,0px)+1rem)] z-30 inline-flex min-h-14 items-center gap-2 rounded-full bg-navy-800 px-4 font-semibold text-white shadow-lg shadow-navy-950/25 transition-colors hover:bg-navy-900 focus-visible:outline-offset-4 sm:end-6 sm:bottom-[calc(var(--bottom-sheet,0px)+1.5rem)]"
    >
      <ChatBubbleIcon />
      <span aria-hidden="true" className="hidden sm:inline">
        {t('chat.launcherShort')}
      </span>
      {unread > 0 && (
        <span
          aria-hidden="true"
          className="absolute -end-1 -top-1 inline-flex min-w-6 items-center justify-center rounded-full bg-saffron-500 px-1.5 text-sm leading-6 font-bold text-navy-950 ring-2 ring-white"
        >
          {unread}
        </span>
      )}
    </button>
  );
}
