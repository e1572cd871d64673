import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  ASSIGN_TO_ME,
  ZSupportReplyRequest,
  type TSupportConversationDetail,
  type TSupportReplyRequest,
} from '@/domain/schemas/support-inbox';
import { Button } from '@/web/components/ui/button';
import { describedBy, FormField, inputClasses } from '@/web/components/ui/form-field';
import { AlertIcon } from '@/web/components/ui/icons';
import { toast } from '@/web/components/ui/toast-store';
import { useLanguage } from '@/web/i18n';
import { intlLocale } from '@/web/i18n/intl-locale';
import { isolateLtr } from '@/web/lib/bidi';
import { useErrorText } from '@/web/lib/use-error-text';
import { staffApi } from '../api/staff-api';
import { DetailList, Panel } from '../detail/detail-list';
import { formatDateTime } from '../lib/format';
import { useActionFailed } from '../lib/staff-errors';
import { supportConversationQuery, supportKey } from './support-queries';

/** A language's name in the staff member's language: 'German', 'Allemand'. */
function useLanguageName(): (code: string) => string {
  const { language } = useLanguage();
  return (code) =>
    new Intl.DisplayNames([intlLocale(language)], { type: 'language' }).of(code) ?? code;
}

/** One conversation: who wrote, about what, every message, and what staff can do with it. */
export function ConversationView({ id }: { id: string }) {
  const { t } = useTranslation('admin', { useSuspense: true });
  const conversation = useQuery(supportConversationQuery(id));
  const c = conversation.data;
  return (
    <div className="grid gap-6">
      <Link
        to="/admin/support"
        className="inline-flex min-h-11 items-center font-semibold text-navy-800 underline underline-offset-4"
      >
        {t('support.back')}
      </Link>
      {conversation.isError && (
        <p role="alert" className="flex gap-2 text-red-800">
          <AlertIcon className="mt-0.5" />
          {t('support.notFound')}
        </p>
      )}
      {c && (
        <>
          <ConversationHeader conversation={c} />
          <Panel id="support-thread" title={t('support.thread')}>
            <ol className="grid gap-4">
              {c.messages.map((m) => (
                <ThreadMessage key={m.id} message={m} />
              ))}
            </ol>
          </Panel>
          <ReplyForm conversation={c} />
        </>
      )}
    </div>
  );
}

function useConversationChange(id: string) {
  const { t } = useTranslation('admin', { useSuspense: true });
  const queryClient = useQueryClient();
  const actionFailed = useActionFailed(t);
  return useMutation({
    mutationFn: (run: () => Promise<TSupportConversationDetail>) => run(),
    onSuccess: (detail) => {
      queryClient.setQueryData(supportConversationQuery(id).queryKey, detail);
      void queryClient.invalidateQueries({ queryKey: supportKey });
    },
    onError: (error) => actionFailed(t('support.changeFailed'), error),
  });
}

function ConversationHeader({ conversation: c }: { conversation: TSupportConversationDetail }) {
  const { t } = useTranslation('admin', { useSuspense: true });
  const { language } = useLanguage();
  const languageName = useLanguageName();
  const change = useConversationChange(c.id);
  const rows: [string, React.ReactNode][] = [
    // What the sender typed keeps its own direction inside Arabic (and Latin inside it).
    [
      t('support.from'),
      <>
        <bdi>{c.name}</bdi> (<bdi dir="ltr">{c.email}</bdi>)
      </>,
    ],
    [t('support.referenceLabel'), isolateLtr(c.reference)],
    [t('support.language'), languageName(c.language)],
    [
      t('support.application'),
      c.application ? (
        <Link
          to={`/admin/applications/${c.application.id}`}
          className="font-semibold text-navy-800 underline underline-offset-2"
        >
          {isolateLtr(c.application.applicationNumber)}
        </Link>
      ) : c.applicationNumber ? (
        t('support.notLinkedLong', { number: isolateLtr(c.applicationNumber) })
      ) : (
        t('support.noNumber')
      ),
    ],
    [
      t('support.stateLabel'),
      <>
        {t(`support.states.${c.state}`)}
        {c.state === 'open' &&
          c.dueAt &&
          ` · ${t('support.due', { date: formatDateTime(c.dueAt, language) })}`}
        {c.overdue && <strong className="text-red-800"> · {t('support.overdue')}</strong>}
      </>,
    ],
    [t('support.assigneeLabel'), c.assignee ?? t('support.unassigned')],
  ];
  return (
    <section aria-labelledby="conversation-title" className="grid gap-4">
      <h1 id="conversation-title" className="text-2xl font-bold text-navy-950">
        <bdi>{c.subject}</bdi>
        {c.channel === 'chat' && (
          <span className="ms-2 text-base font-normal text-slate-700">
            ({t('support.fromChat')})
          </span>
        )}
      </h1>
      <DetailList items={rows} />
      <div className="flex flex-wrap gap-3">
        {c.assignedToMe ? (
          <Button
            variant="secondary"
            inactive={change.isPending}
            onClick={() => change.mutate(() => staffApi.supportAssign(c.id, null))}
          >
            {t('support.release')}
          </Button>
        ) : (
          <Button
            variant="secondary"
            inactive={change.isPending}
            onClick={() => change.mutate(() => staffApi.supportAssign(c.id, ASSIGN_TO_ME))}
          >
            {t('support.take')}
          </Button>
        )}
        {c.state === 'closed' ? (
          <Button
            variant="secondary"
            inactive={change.isPending}
            onClick={() => change.mutate(() => staffApi.supportState(c.id, 'open'))}
          >
            {t('support.reopen')}
          </Button>
        ) : (
          <Button
            variant="secondary"
            inactive={change.isPending}
            onClick={() => change.mutate(() => staffApi.supportState(c.id, 'closed'))}
          >
            {t('support.close')}
          </Button>
        )}
      </div>
    </section>
  );
}

function ThreadMessage({
  message: m,
}: {
  message: TSupportConversationDetail['messages'][number];
}) {
  const { t } = useTranslation('admin', { useSuspense: true });
  const { language } = useLanguage();
  const ours = m.direction === 'out';
  return (
    <li
      className={`rounded-xl border p-3 sm:p-4 ${ours ? 'border-navy-200 bg-navy-50 sm:ms-10' : 'border-slate-200 bg-white sm:me-10'}`}
    >
      <p className="text-sm text-slate-700">
        <span className="font-semibold text-slate-900">
          {ours ? t('support.replyBy', { name: m.author }) : <bdi>{m.author}</bdi>}
        </span>
        {' · '}
        <bdi>{formatDateTime(m.createdAt, language)}</bdi>
      </p>
      <p dir="auto" className="mt-1 font-semibold text-slate-900">
        {m.subject}
      </p>
      {/* The sender's text as they typed it: plain text, line breaks kept, never HTML. */}
      <p dir="auto" className="mt-2 whitespace-pre-wrap break-words text-slate-900">
        {m.message}
      </p>
    </li>
  );
}

function ReplyForm({ conversation: c }: { conversation: TSupportConversationDetail }) {
  const { t } = useTranslation('admin', { useSuspense: true });
  const errorText = useErrorText();
  const change = useConversationChange(c.id);
  const languageName = useLanguageName();
  const form = useForm<TSupportReplyRequest>({
    resolver: zodResolver(ZSupportReplyRequest),
    defaultValues: {
      subject: t('support.replySubject', { subject: c.subject }),
      message: '',
      close: false,
    },
  });
  const errors = form.formState.errors;
  const subjectError = errorText(errors.subject?.message);
  const messageError = errorText(errors.message?.message);
  const send = (close: boolean) =>
    void form.handleSubmit((values) =>
      change.mutate(() => staffApi.supportReply(c.id, { ...values, close }), {
        onSuccess: () => {
          form.reset({ subject: form.getValues('subject'), message: '', close: false });
          toast({ title: t('support.sent', { email: c.email }), variant: 'success' });
        },
      }),
    )();
  return (
    <Panel id="support-reply" title={t('support.replyHeading')}>
      <p className="mb-3 text-slate-700">
        {t('support.replyLead', { email: isolateLtr(c.email), language: languageName(c.language) })}
      </p>
      <form noValidate className="grid gap-4" onSubmit={(event) => event.preventDefault()}>
        <FormField
          id="support-reply-subject"
          label={t('support.subjectLabel')}
          required
          error={subjectError}
        >
          <input
            id="support-reply-subject"
            dir="auto"
            type="text"
            maxLength={150}
            aria-required
            aria-invalid={subjectError ? true : undefined}
            aria-describedby={describedBy('support-reply-subject', undefined, subjectError)}
            className={inputClasses(Boolean(subjectError))}
            {...form.register('subject')}
          />
        </FormField>
        <FormField
          id="support-reply-message"
          label={t('support.messageLabel')}
          required
          error={messageError}
        >
          <textarea
            id="support-reply-message"
            dir="auto"
            rows={7}
            maxLength={5000}
            aria-required
            aria-invalid={messageError ? true : undefined}
            aria-describedby={describedBy('support-reply-message', undefined, messageError)}
            className={inputClasses(Boolean(messageError))}
            {...form.register('message')}
          />
        </FormField>
        <div className="flex flex-wrap gap-3">
          <Button type="button" inactive={change.isPending} onClick={() => send(false)}>
            {t('support.send')}
          </Button>
          <Button
            type="button"
            variant="secondary"
            inactive={change.isPending}
            onClick={() => send(true)}
          >
            {t('support.sendAndClose')}
          </Button>
        </div>
      </form>
    </Panel>
  );
}
