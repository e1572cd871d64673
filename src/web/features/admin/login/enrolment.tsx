import { useTranslation } from 'react-i18next';
import type { TStaffEnrolment } from '@/domain/schemas/staff-login';
import { useFocusOnMount } from '@/web/lib/focus';

/** First sign-in: the QR code for the authenticator app, and the key for typing in by hand. */
export function Enrolment({ enrol }: { enrol: TStaffEnrolment }) {
  const { t } = useTranslation('admin', { useSuspense: true });
  const heading = useFocusOnMount<HTMLHeadingElement>();
  // Groups of four are easier to copy; apps ignore the spaces.
  const grouped = enrol.secret.match(/.{1,4}/g)?.join(' ') ?? enrol.secret;
  return (
    <section aria-labelledby="staff-enrol-heading" className="grid gap-4">
      <h2
        id="staff-enrol-heading"
        ref={heading}
        tabIndex={-1}
        className="text-xl font-bold text-navy-950"
      >
        {t('enrol.heading')}
      </h2>
      <p className="text-slate-700">{t('enrol.lead')}</p>
      <img
        src={enrol.qrCode}
        alt={t('enrol.qrAlt')}
        width={240}
        height={240}
        className="rounded-lg border border-slate-200 bg-white"
      />
      <div>
        <p className="text-sm text-slate-700">{t('enrol.manual')}</p>
        <p className="mt-1">
          <span className="sr-only">{t('enrol.secretLabel')}: </span>
          <code
            dir="ltr"
            data-testid="totp-secret"
            data-secret={enrol.secret}
            className="inline-block rounded bg-slate-100 px-2 py-1 font-mono text-base tracking-wider text-navy-950 select-all"
          >
            {grouped}
          </code>
        </p>
      </div>
    </section>
  );
}
