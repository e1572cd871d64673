import { useTranslation } from 'react-i18next';
import { site } from '@/web/lib/site';

/**
 * Who provides the service, as company law asks a website to say it: the legal name, where the
 * company is registered, its numbers and registered office, from the site configuration.
 */
export function CompanyDetails() {
  const { t } = useTranslation('legal', { useSuspense: true });
  const { legalName, registeredIn, registrationNumber, vatNumber, address } = site().company;
  const rows = [
    ['legalName', legalName],
    ['registeredIn', registeredIn],
    ['registrationNumber', registrationNumber],
    ['vatNumber', vatNumber],
    ['address', address.join(', ')],
  ] as const;
  return (
    <dl className="mt-4 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
      {rows
        .filter(([, value]) => value)
        .map(([key, value]) => (
          <div key={key} className="contents">
            <dt className="font-semibold text-navy-950">{t(`companyDetails.${key}`)}</dt>
            <dd className="mb-2 sm:mb-0">{value}</dd>
          </div>
        ))}
    </dl>
  );
}
