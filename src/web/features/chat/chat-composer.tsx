import { useId, useState, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { SendIcon } from './chat-icon';
import { askForPerson, sendChatMessage, useChat } from './chat-store';
import { quoteRequest, type SpeedWords } from './quote';
import { matchTopic, type KeywordTable } from './reply-topics';

/**
 * The message box: Enter sends, Shift+Enter adds a line; empty messages are ignored. Below it,
 * "Talk to a person" until the hand-off is offered.
 */
export function ChatComposer({
  inputRef: input,
}: {
  inputRef: RefObject<HTMLTextAreaElement | null>;
}) {
  const { t } = useTranslation('pages', { useSuspense: true });
  const { handoff } = useChat();
  const [draft, setDraft] = useState('');
  const hintId = useId();
  const inputId = useId();

  const send = () => {
    // The visitor's language, then English, which works in every language.
    const tables = [
      t('chat.keywords', { returnObjects: true }),
      t('chat.keywords', { returnObjects: true, lng: 'en' }),
    ] as KeywordTable[];
    const topic = matchTopic(draft, tables);
    const speeds = [
      t('chat.speed', { returnObjects: true }),
      t('chat.speed', { returnObjects: true, lng: 'en' }),
    ] as SpeedWords[];
    const quote = topic === 'cost' ? quoteRequest(draft, speeds) : undefined;
    if (sendChatMessage(draft, topic, quote ? { quote } : undefined)) setDraft('');
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
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t('chat.placeholder')}
          aria-describedby={hintId}
          className="max-h-32 min-h-11 flex-1 resize-none rounded-xl border border-slate-300 px-3 py-2 text-base text-navy-950 placeholder:text-slate-500 focus:border-navy-600 disabled:bg-slate-100"
        />
        <button
          type="submit"
          aria-label={t('chat.send')}
          title={t('chat.send')}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-navy-800 text-white hover:bg-navy-900 disabled:cursor-not-allowed disabled:opacity-60"
        >
          <SendIcon />
        </button>
      </div>
      <div className="mt-1.5 flex flex-wrap items-center justify-between gap-x-3">
        <p id={hintId} className="text-xs text-slate-600">
          {t('chat.hint')}
        </p>
        {handoff === 'none' && (
          <button
            type="button"
            onClick={askForPerson}
            className="inline-flex min-h-11 items-center text-sm font-semibold text-navy-800 underline underline-offset-4 hover:text-navy-950"
          >
            {t('chat.handoff.open')}
          </button>
        )}
      </div>
    </form>
  );
}
