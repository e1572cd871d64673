import type { TFunction } from 'i18next';
import { addOnKinds } from '@/domain/add-ons';
import type { TTimelineEntry } from '@/domain/schemas/admin';
import { isApplicationStatus } from '@/domain/status';
import { isolateLtr } from '@/web/lib/bidi';

const staffActions = {
  'application.approved': 'approved',
  'application.rejected': 'rejected',
  'application.emailed': 'emailed',
  'traveller.approved': 'travellerApproved',
  'traveller.refused': 'travellerRefused',
  // Changes requested (docs/requirements/change-requests.md).
  'application.changes_requested': 'changesRequested',
  'applicant.change_sent': 'changeSent',
  'applicant.changes_completed': 'changesCompleted',
  // The traveller took details from their passport's zone (docs/requirements/documents.md).
  'applicant.passport_fix': 'passportFix',
  'document.downloaded': 'documentDownloaded',
  'documents.zip': 'documentsZip',
  'applicant.sessions_ended': 'sessionsEnded',
  'application.assigned': 'assigned',
  'application.unassigned': 'unassigned',
  'traveller.submitted_to_government': 'submittedToGovernment',
  'traveller.government_fee_refunded': 'governmentFeeRefunded',
  'refund.issued': 'refundIssued',
  // A delivered extra (docs/requirements/add-ons.md).
  'add_on.delivered': 'addOnDelivered',
  // The retention job (docs/requirements/privacy.md): no staff member, so no actor.
  'retention.unpaid_reminder': 'retentionReminder',
  'retention.documents_deleted': 'retentionDocuments',
  'retention.evisa_deleted': 'retentionEVisa',
  'retention.anonymised': 'retentionAnonymised',
  // The traveller's rights (docs/requirements/privacy.md, "Access and erasure").
  'data_rights.exported': 'dataExported',
  'data_rights.erasure_requested': 'erasureRequested',
  'data_rights.erased': 'dataErased',
  'data_rights.erasure_reapplied': 'erasureReapplied',
  // Reminders (docs/requirements/reminders.md): the reminders themselves are emails.
  'applicant.reminders_stopped': 'remindersStopped',
  // The support inbox (docs/requirements/support-inbox.md).
  'applicant.support_message': 'supportMessage',
  'support.replied': 'supportReplied',
  'support.closed': 'supportClosed',
  'support.reopened': 'supportReopened',
  'support.assigned': 'supportAssigned',
  'support.unassigned': 'supportUnassigned',
} as const;

const refundStates = ['pending', 'succeeded', 'failed'] as const;

/**
 * One line for a timeline entry: 'status.paid' -> 'Status: Paid', a staff action in words,
 * 'email.sent:documents-received' -> 'Email "documents-received": sent'. An action this page
 * does not know is shown as the server named it rather than hidden.
 */
export function timelineText(t: TFunction<'admin'>, entry: TTimelineEntry): string {
  if (entry.kind === 'status') {
    const status = entry.action.replace(/^status\./, '');
    return t('detail.timeline.statusChange', {
      status: isApplicationStatus(status) ? t(`status.${status}`) : status,
    });
  }
  if (entry.kind === 'email') {
    const match = /^email\.([^:]+):(.+)$/.exec(entry.action);
    const template = match?.[2] ?? String(entry.detail.template ?? entry.action);
    const state = match?.[1] ?? String(entry.detail.status ?? '');
    // Template names and states are Latin identifiers: isolated, so Arabic keeps their order.
    return t('detail.timeline.email', { template: isolateLtr(template), state: isolateLtr(state) });
  }
  const key = staffActions[entry.action as keyof typeof staffActions];
  return key ? t(`detail.timeline.staff.${key}`) : entry.action;
}

/** The details worth a line under a staff action (never an email body). */
export function timelineNotes(
  t: TFunction<'admin'>,
  entry: TTimelineEntry,
  money: (cents: number) => string,
): string[] {
  const notes: string[] = [];
  const { subject, reason, refundAmount, fileName, firstName } = entry.detail;
  // A traveller's decision names the traveller first.
  if (typeof firstName === 'string') notes.push(firstName);
  const { addOn } = entry.detail;
  if (addOnKinds.some((kind) => kind === addOn))
    notes.push(t(`addOns.kind.${addOn as (typeof addOnKinds)[number]}`));
  if (typeof subject === 'string') notes.push(t('detail.timeline.subject', { subject }));
  if (typeof reason === 'string') notes.push(t('detail.timeline.reason', { reason }));
  if (typeof refundAmount === 'number')
    notes.push(t('detail.timeline.refund', { amount: money(refundAmount) }));
  if (typeof fileName === 'string') notes.push(fileName);
  // A government submission names the government's id; a refund its outcome.
  const { reference, state } = entry.detail;
  if (typeof reference === 'string')
    notes.push(t('detail.timeline.reference', { reference: isolateLtr(reference) }));
  if (entry.action === 'refund.issued' && refundStates.some((s) => s === state))
    notes.push(
      t('detail.timeline.refundState', {
        state: t(`refunds.states.${state as (typeof refundStates)[number]}`),
      }),
    );
  // An approval's e-visa check (docs/requirements/traveller-decisions.md): matched, or
  // confirmed by the staff member with their reason.
  const check = entry.detail.eVisaCheck as { result?: unknown; reason?: unknown } | undefined;
  if (check?.result === 'matched') notes.push(t('detail.timeline.eVisaMatched'));
  if (check?.result === 'confirmed' && typeof check.reason === 'string')
    notes.push(t('detail.timeline.eVisaConfirmed', { reason: check.reason }));
  const { conversation } = entry.detail;
  if (typeof conversation === 'string')
    notes.push(t('detail.timeline.conversation', { reference: isolateLtr(conversation) }));
  const { previous } = entry.detail;
  if (typeof previous === 'string')
    notes.push(t('detail.timeline.takenFrom', { username: previous }));
  const { ended } = entry.detail;
  if (entry.action === 'applicant.sessions_ended' && typeof ended === 'number')
    notes.push(t('detail.timeline.sessionsEnded', { count: ended }));
  return notes;
}
