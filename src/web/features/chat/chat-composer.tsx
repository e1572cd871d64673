import {
  useEffect,
  useId,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { useTranslation } from 'react-i18next';
import { SendIcon } from './chat-icon';
import { sendChatMessage, useChat } from './chat-store';
import { matchTopic, type KeywordTable } from './reply-topics';

/** The message box: Enter sends, Shift+Enter adds a line; empty messages are ignored. */
export function ChatComposer({
  titleRef,
  inputRef: input,
}: {
  titleRef: RefObject<HTMLHeadingElement | null>;
  inputRef: RefObject<HTMLTextAreaElement | null>;
}) {
  const { t } = useTranslation('pages', { useSuspense: true });
  const { agent } = useChat();
  const [draft, setDraft] = useState('');
  const hintId = useId();
  const inputId = useId();
  const online = agent === 'online';

  // When the agent comes online while the visitor is still on the title, move on to the input.
  useEffect(() => {
    if (online && document.activeElement === titleRef.current) input.current?.focus();
  }, [online, titleRef, input]);

  const send = () => {
    const tables = [
      t('chat.keywords', { returnObjects: true }),
      t('chat.keywords', { returnObjects: true, lng: 'en' }),
    ] as KeywordTable[];
    if (sendChatMessage(draft, matchTopic(draft, tables))) setDraft('');
    input.current?.focus();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Not while an input method is composing: its Enter confirms the composition.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <form onSubmit={onSubmit} className="border-t border-slate-200 bg-white p-3">
      <div className="flex items-end gap-2">
        <label htmlFor={inputId} className="sr-only">
          {t('chat.inputLabel')}
        </label>
        <textarea
          id={inputId}
          ref={input}
          rows={2}
          value={draft}
          disabled={!online}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={online ? t('chat.placeholder') : t('chat.status.connecting')}
          aria-describedby={hintId}
          className="max-h-32 min-h-11 flex-1 resize-none rounded-xl border border-slate-300 px-3 py-2 text-base text-navy-950 placeholder:text-slate-500 focus:border-navy-600 disabled:bg-slate-100"
        />
        <button
          type="submit"
          disabled={!online}
          aria-label={t('chat.send')}
          title={t('chat.send')}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-navy-800 text-white hover:bg-navy-900 disabled:cursor-not-allowed disabled:opacity-60"
        >
          <SendIcon />
        </button>
      </div>
      <p id={hintId} className="mt-1.5 text-xs text-slate-600">
        {t('chat.hint')}
      </p>
    </form>
  );
}
