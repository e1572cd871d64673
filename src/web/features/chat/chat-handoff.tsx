import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { namesItsField, problemAsFieldMessage } from '@/domain/errors/field-message';
import { isLanguageCode } from '@/domain/i18n/languages';
import type { ZSupportMessageRequest } from '@/domain/schemas/support-message';
import { Button } from '@/web/components/ui/button';
import { describedBy, FormField, inputClasses } from '@/web/components/ui/form-field';
import { isApiError } from '@/web/lib/api-client';
import { lazyResolver } from '@/web/lib/lazy-resolver';
import { sendSupportMessage } from '@/web/lib/send-support-message';
import { useErrorText } from '@/web/lib/use-error-text';
import { handoffSent, useChat } from './chat-store';
import { replyText } from './replies';
import { chatTranscript } from './transcript';

/** What the visitor adds to the conversation: who they are, and the application it is about. */
type HandoffFields = 'name' | 'email' | 'applicationNumber';
type HandoffInput = Pick<z.input<typeof ZSupportMessageRequest>, HandoffFields>;
type Handoff = Pick<z.output<typeof ZSupportMessageRequest>, HandoffFields>;
// The contact form's schema, downloaded when the form opens (lib/lazy-resolver.ts): the chat's
// own code, preloaded while the page is idle, does not evaluate zod.
const handoff = lazyResolver<HandoffInput, Handoff>(() =>
  import('@/domain/schemas/support-message').then(({ ZSupportMessageRequest: schema }) =>
    schema.pick({ name: true, email: true, applicationNumber: true }),
  ),
);

/**
 * The hand-off to the team: the conversation, with the visitor's name and email, becomes a
 * conversation in the staff's support inbox (POST /api/support/messages, channel 'chat'); the
 * answer comes by email. docs/requirements/support-chat.md.
 */
export function ChatHandoff({ onSent }: { onSent: () => void }) {
  const { t, i18n } = useTranslation('pages', { useSuspense: true });
  const { messages } = useChat();
  const formId = useId();
  const translate = useErrorText();
  const form = useForm<HandoffInput, unknown, Handoff>({
    resolver: handoff.resolver,
    defaultValues: { name: '', email: '', applicationNumber: '' },
  });
  const { register, handleSubmit, formState, setError } = form;
  // Not TanStack Query: the chat lives outside the pages' query provider (on the home page too).
  const [failed, setFailed] = useState(false);
  const language = isLanguageCode(i18n.language) ? i18n.language : 'en';
  const box = useRef<HTMLFormElement>(null);

  // Asked for with the button below the message box (which has gone, so focus must go
  // somewhere useful): ready for their name. After a typed message the answer above stays in
  // view and focus stays in the message box.
  useEffect(() => {
    handoff.warm();
    if (document.activeElement === document.body) box.current?.querySelector('input')?.focus();
  }, []);

  const validateAndSend = handleSubmit(async (values) => {
    const message = chatTranscript(
      messages.map((m) =>
        m.sender === 'user'
          ? { fromVisitor: true, text: m.text }
          : { fromVisitor: false, text: replyText(m.reply, t, language, m.details) },
      ),
      { visitor: t('chat.you'), assistant: t('chat.agent') },
    );
    setFailed(false);
    try {
      const { reference } = await sendSupportMessage({
        ...values,
        subject: t('chat.handoff.subject'),
        message,
        language,
        channel: 'chat',
      });
      handoffSent({ reference, email: values.email });
      onSent();
    } catch (error) {
      const fields = isApiError(error) ? Object.entries(error.fields) : [];
      if (fields.length === 0) setFailed(true);
      for (const [field, problem] of fields) {
        if (field === 'name' || field === 'email' || field === 'applicationNumber') {
          setError(field, { message: problemAsFieldMessage(problem) });
        }
      }
    }
  });
  // The checks could not be downloaded: said as a failed send; sending again tries again.
  const onSubmit = (event: FormEvent) => {
    validateAndSend(event).catch(() => setFailed(true));
  };

  const field = (name: HandoffFields, type: 'text' | 'email', autoComplete: string) => {
    const id = `${formId}-${name}`;
    const error = translate(formState.errors[name]?.message);
    const required = name !== 'applicationNumber';
    return (
      <FormField
        id={id}
        label={t(`chat.handoff.${name}`)}
        required={required}
        error={error}
        errorNamesField={namesItsField(formState.errors[name]?.message ?? '')}
      >
        <input
          id={id}
          type={type}
          autoComplete={autoComplete}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, undefined, error)}
          aria-required={required ? true : undefined}
          className={inputClasses(Boolean(error))}
          {...register(name)}
        />
      </FormField>
    );
  };

  return (
    <form
      ref={box}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={`${formId}-title`}
      className="grid gap-3 border-t border-slate-200 bg-white p-3"
    >
      <h3 id={`${formId}-title`} className="font-semibold text-navy-950">
        {t('chat.handoff.title')}
      </h3>
      {field('name', 'text', 'name')}
      {field('email', 'email', 'email')}
      {field('applicationNumber', 'text', 'off')}
      {failed && (
        <p role="alert" className="text-sm text-red-800">
          {t('chat.handoff.failed')}
        </p>
      )}
      <Button type="submit" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t('chat.handoff.sending') : t('chat.handoff.submit')}
      </Button>
    </form>
  );
}
