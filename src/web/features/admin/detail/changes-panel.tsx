import { useTranslation } from 'react-i18next';
import type { TStaffChangeItem, TStaffChangeRequest } from '@/domain/change-requests';
import type { TAdminApplicationDetail } from '@/domain/schemas/admin';
import { useLanguage } from '@/web/i18n';
import { formatDateTime } from '../lib/format';
import { useShowField } from './applicant-details';
import { Panel } from './detail-list';
import type { ApplicantField } from './staff-applicant-fields';

// The changes asked of the travellers (docs/requirements/change-requests.md), newest request
// first: who asked and when, the reminders sent, and per item what the traveller sent: the new
// file beside the ones it replaces, or a detail's value before and after.

export function ChangesPanel({ application: a }: { application: TAdminApplicationDetail }) {
  const { t } = useTranslation('admin', { useSuspense: true });
  const { language } = useLanguage();
  if (a.changeRequests.length === 0) return null;
  return (
    <Panel id="admin-changes" title={t('changes.heading')}>
      <ol className="grid gap-4">
        {a.changeRequests.map((request) => (
          <li key={request.id} className="rounded-xl border border-slate-200 p-4">
            <p className="font-semibold text-navy-950">
              {request.createdBy
                ? t('changes.askedBy', {
                    date: formatDateTime(request.createdAt, language),
                    username: request.createdBy,
                  })
                : t('changes.asked', { date: formatDateTime(request.createdAt, language) })}
            </p>
            <p className="text-sm text-slate-700">
              <RequestState request={request} />
              {request.remindersSent > 0 &&
                ` · ${t('changes.reminders', { number: request.remindersSent })}`}
            </p>
            <ul className="mt-3 grid gap-3">
              {request.items.map((item) => (
                <Item key={item.id} item={item} application={a} />
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </Panel>
  );
}

function RequestState({ request }: { request: TStaffChangeRequest }) {
  const { t } = useTranslation('admin', { useSuspense: true });
  const { language } = useLanguage();
  return request.state === 'completed'
    ? t('changes.completed', { date: formatDateTime(request.completedAt, language) })
    : t('changes.open');
}

function Item({
  item,
  application: a,
}: {
  item: TStaffChangeItem;
  application: TAdminApplicationDetail;
}) {
  const { t } = useTranslation('admin', { useSuspense: true });
  const { t: tApply } = useTranslation('apply', { useSuspense: true });
  const { t: tStatus } = useTranslation('status', { useSuspense: true });
  const { language } = useLanguage();
  const showField = useShowField();
  const name = item.firstName?.trim() || t('travellers.unnamed', { n: item.position + 1 });
  const target =
    item.kind === 'document'
      ? tApply(`documents.types.${item.target as 'photo'}.title`)
      : tApply(`fields.${item.target as ApplicantField}.label`);
  const fileName = (id: string | null) => a.documents.find((d) => d.id === id)?.originalName;
  const replaced = item.oldDocumentIds.map(fileName).filter(Boolean).join(', ');
  const newFile = fileName(item.newDocumentId);
  return (
    <li className="border-s-4 border-slate-200 ps-3">
      <p className="font-semibold text-navy-950">
        {name}: {target}
      </p>
      <p className="text-sm text-slate-800">
        {tStatus(`fix.reasons.${item.reason as 'other'}`)}
        {item.otherText && ` ${item.otherText}`}
      </p>
      <p className="text-sm text-slate-700">
        {item.doneAt
          ? t('changes.sent', { date: formatDateTime(item.doneAt, language) })
          : t('changes.waiting')}
      </p>
      {item.doneAt && item.kind === 'field' && (
        <dl className="mt-1 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 text-sm">
          <dt className="font-semibold text-slate-600">{t('changes.before')}</dt>
          <dd className="break-words text-navy-950">
            {showField(item.target as ApplicantField, item.oldValue)}
          </dd>
          <dt className="font-semibold text-slate-600">{t('changes.after')}</dt>
          <dd className="break-words text-navy-950">
            {showField(item.target as ApplicantField, item.newValue)}
          </dd>
        </dl>
      )}
      {item.doneAt && item.kind === 'document' && (
        <dl className="mt-1 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 text-sm">
          <dt className="font-semibold text-slate-600">{t('changes.newFile')}</dt>
          <dd className="break-words text-navy-950">{newFile ?? t('detail.empty')}</dd>
          {replaced && (
            <>
              <dt className="font-semibold text-slate-600">{t('changes.replaces')}</dt>
              <dd className="break-words text-navy-950">{replaced}</dd>
            </>
          )}
        </dl>
      )}
    </li>
  );
}
