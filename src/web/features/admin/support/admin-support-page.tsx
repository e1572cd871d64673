import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  supportListFilters,
  type SupportListFilter,
  type TSupportConversationSummary,
} from '@/domain/schemas/support-inbox';
import { AlertIcon } from '@/web/components/ui/icons';
import { useLanguage } from '@/web/i18n';
import { isolateLtr } from '@/web/lib/bidi';
import { formatDateTime } from '../lib/format';
import { StaffShell } from '../staff-shell';
import { ConversationView } from './conversation-view';
import { supportListQuery } from './support-queries';

const isFilter = (value: string | null): value is SupportListFilter =>
  supportListFilters.some((filter) => filter === value);

/**
 * /admin/support (docs/requirements/support-inbox.md): the conversations, open ones first by
 * when they are due; `?id=` opens one. Every role answers customers.
 */
export function AdminSupportPage() {
  const { t } = useTranslation('admin', { useSuspense: true });
  const [params] = useSearchParams();
  const id = params.get('id');
  return (
    <StaffShell title={t('meta.supportTitle')} description={t('meta.supportDescription')}>
      {id ? <ConversationView id={id} /> : <ConversationList />}
    </StaffShell>
  );
}

function ConversationList() {
  const { t } = useTranslation('admin', { useSuspense: true });
  const [params, setParams] = useSearchParams();
  const requested = params.get('filter');
  const filter: SupportListFilter = isFilter(requested) ? requested : 'open';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const list = useQuery(supportListQuery(filter, page));
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const go = (next: { filter?: SupportListFilter; page?: number }) => {
    const query = new URLSearchParams();
    const nextFilter = next.filter ?? filter;
    if (nextFilter !== 'open') query.set('filter', nextFilter);
    if ((next.page ?? 1) > 1) query.set('page', String(next.page));
    setParams(query);
  };

  return (
    <section aria-labelledby="support-title" className="grid gap-4">
      <div>
        <h1 id="support-title" className="text-2xl font-bold text-navy-950">
          {t('support.title')}
        </h1>
        {data && (
          <p className="mt-1 text-slate-700" aria-live="polite">
            {t('support.counts.open', { count: data.counts.open })}
            {' · '}
            {t('support.counts.waiting', { count: data.counts.waiting })}
            {data.counts.overdue > 0 && (
              <>
                {' · '}
                <span className="font-semibold text-red-800">
                  {t('support.counts.overdue', { count: data.counts.overdue })}
                </span>
              </>
            )}
          </p>
        )}
      </div>
      <nav aria-label={t('support.filters.label')}>
        <ul className="flex flex-wrap gap-2">
          {supportListFilters.map((name) => (
            <li key={name}>
              <button
                type="button"
                aria-pressed={name === filter}
                onClick={() => go({ filter: name })}
                className="min-h-11 rounded-full border border-slate-300 px-4 font-semibold text-navy-900 aria-pressed:border-navy-800 aria-pressed:bg-navy-800 aria-pressed:text-white"
              >
                {t(`support.filters.${name}`)}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      {list.isError && (
        <p role="alert" className="flex gap-2 text-red-800">
          <AlertIcon className="mt-0.5" />
          {t('support.failed')}
        </p>
      )}
      {data &&
        (data.items.length === 0 ? (
          <p className="text-slate-700">{t('support.none')}</p>
        ) : (
          <ul className="grid gap-3" aria-label={t(`support.filters.${filter}`)}>
            {data.items.map((conversation) => (
              <ConversationRow key={conversation.id} conversation={conversation} />
            ))}
          </ul>
        ))}
      {data && pages > 1 && (
        <div className="flex items-center gap-4">
          <button
            type="button"
            disabled={page <= 1}
            onClick={() => go({ page: page - 1 })}
            className="min-h-11 font-semibold text-navy-800 underline disabled:text-slate-400 disabled:no-underline"
          >
            {t('support.previous')}
          </button>
          <span>{t('support.page', { page, pages })}</span>
          <button
            type="button"
            disabled={page >= pages}
            onClick={() => go({ page: page + 1 })}
            className="min-h-11 font-semibold text-navy-800 underline disabled:text-slate-400 disabled:no-underline"
          >
            {t('support.next')}
          </button>
        </div>
      )}
    </section>
  );
}

function ConversationRow({ conversation: c }: { conversation: TSupportConversationSummary }) {
  const { t } = useTranslation('admin', { useSuspense: true });
  const { language } = useLanguage();
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-3 sm:p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <Link
          to={`/admin/support?id=${c.id}`}
          className="font-semibold text-navy-800 underline underline-offset-2"
        >
          <bdi>{c.subject}</bdi>
        </Link>
        <span className="text-sm text-slate-700">
          {t(`support.states.${c.state}`)}
          {c.overdue && (
            <span className="font-semibold text-red-800"> · {t('support.overdue')}</span>
          )}
        </span>
      </div>
      <p className="mt-1 text-sm text-slate-700">
        <bdi>{c.name}</bdi> · {isolateLtr(c.email)} ·{' '}
        {t('support.reference', { reference: isolateLtr(c.reference) })}
        {c.channel === 'chat' && ` · ${t('support.fromChat')}`}
      </p>
      <p className="mt-1 text-sm text-slate-700">
        {c.application
          ? t('support.linked', { number: isolateLtr(c.application.applicationNumber) })
          : c.applicationNumber
            ? t('support.notLinked', { number: isolateLtr(c.applicationNumber) })
            : t('support.noNumber')}
        {' · '}
        {c.assignee ? t('support.assignedTo', { name: c.assignee }) : t('support.unassigned')}
        {' · '}
        {c.state === 'open' && c.dueAt
          ? t('support.due', { date: formatDateTime(c.dueAt, language) })
          : t('support.lastMessage', { date: formatDateTime(c.lastMessageAt, language) })}
      </p>
    </li>
  );
}
