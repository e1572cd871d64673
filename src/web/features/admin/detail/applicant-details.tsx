import { useTranslation } from 'react-i18next';
import type { TApplicantView } from '@/domain/schemas/application-view';
import { SAME_AS_PRESENT } from '@/domain/schemas/applicant-details';
import { useLanguage } from '@/web/i18n';
import { isolateAuto } from '@/web/lib/bidi';
import { countryName, formatDateTime, formatDay, portName } from '../lib/format';
import { DetailList, Panel } from './detail-list';
import {
  displayKindOf,
  staffApplicantSections,
  type ApplicantField,
} from './staff-applicant-fields';

/** Every field of every applicant, in the step-2 form's sections and with its labels. */
export function ApplicantDetails({ applicants }: { applicants: TApplicantView[] }) {
  const { t } = useTranslation('admin', { useSuspense: true });
  return (
    <Panel id="admin-applicants" title={t('detail.applicants.heading')}>
      <div className="grid gap-4">
        {applicants.map((applicant) => (
          <Applicant key={applicant.position} applicant={applicant} />
        ))}
      </div>
    </Panel>
  );
}

function Applicant({ applicant }: { applicant: TApplicantView }) {
  const { t } = useTranslation('admin', { useSuspense: true });
  const { t: tApply } = useTranslation('apply', { useSuspense: true });
  const { language } = useLanguage();
  const details = applicant.details;
  const name = [details.firstName, details.lastName].filter((v) => typeof v === 'string').join(' ');
  const headingId = `admin-applicant-${applicant.position}`;

  const showField = useShowField();
  const show = (field: ApplicantField) => showField(field, details[field]);

  return (
    <details open={applicant.position === 0} className="group rounded-xl border border-slate-200">
      <summary className="flex min-h-12 cursor-pointer flex-wrap items-center gap-x-3 gap-y-1 rounded-xl px-4 py-2 hover:bg-slate-50">
        <h3 id={headingId} className="font-bold text-navy-950">
          {t('detail.applicants.applicantN', { number: applicant.position + 1 })}
          {name && `: ${name}`}
        </h3>
        <span className="text-sm text-slate-600">
          {applicant.savedAt
            ? t('detail.applicants.savedAt', { date: formatDateTime(applicant.savedAt, language) })
            : t('detail.applicants.notSaved')}
          {applicant.savedAt && !applicant.validated && ` · ${t('detail.applicants.draft')}`}
        </span>
      </summary>
      <div className="grid gap-6 border-t border-slate-200 p-4">
        {staffApplicantSections.map((section) => (
          <section key={section.id} aria-label={tApply(`sections.${section.id}.title`)}>
            <h4 className="mb-2 font-semibold text-navy-800">
              {tApply(`sections.${section.id}.title`)}
            </h4>
            <DetailList
              items={section.fields.map((field) => [tApply(`fields.${field}.label`), show(field)])}
            />
          </section>
        ))}
      </div>
    </details>
  );
}

/** How a step-2 value reads to staff: dates, countries, ports and options in words. */
export function useShowField(): (field: ApplicantField, raw: unknown) => string {
  const { t } = useTranslation('admin', { useSuspense: true });
  const { t: tApply } = useTranslation('apply', { useSuspense: true });
  const { language } = useLanguage();
  return (field, raw) => {
    if (raw === undefined || raw === null || raw === '') return t('detail.empty');
    const value = String(raw);
    switch (displayKindOf(field)) {
      case 'date':
        return formatDay(value, language);
      case 'country':
        return value === SAME_AS_PRESENT
          ? tApply('fields.sameAsPresent.label')
          : countryName(value, language);
      case 'port':
        return portName(value);
      case 'yesNo':
        return value === 'yes' || value === 'no' ? tApply(`options.yesNo.${value}`) : value;
      case 'option':
        return field === 'gender' && ['male', 'female', 'other'].includes(value)
          ? tApply(`options.gender.${value as 'male'}`)
          : field === 'maritalStatus' &&
              ['single', 'married', 'divorced', 'widowed'].includes(value)
            ? tApply(`options.maritalStatus.${value as 'single'}`)
            : value;
      default:
        // Typed text keeps its own direction in Arabic: '+447700900123', 'N1 1AA', addresses.
        return isolateAuto(value);
    }
  };
}
