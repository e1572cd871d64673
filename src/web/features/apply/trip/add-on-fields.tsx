import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { addOnDeliveryBusinessDays } from '@/domain/add-ons';
import type { TCreateApplicationInput } from '@/domain/schemas';
import { Ltr } from '@/web/lib/bidi';
import { formatPrice } from '@/web/lib/money';
import { site } from '@/web/lib/site';

const addOns = () =>
  [
    { name: 'travelInsurance', cents: site().prices.travelInsuranceCents },
    { name: 'travelEsim', cents: site().prices.travelEsimCents },
  ] as const;

/**
 * Optional extras, priced per applicant, each with what it is, what it covers or gives, and how
 * it arrives: arranged by our staff after payment and emailed within the domain's time.
 */
export function AddOnFields() {
  const { t } = useTranslation('apply', { useSuspense: true });
  const { register } = useFormContext<TCreateApplicationInput>();
  return (
    <fieldset className="min-w-0">
      <legend className="font-semibold text-navy-950">{t('trip.addOns.label')}</legend>
      <p className="mt-1 text-sm text-slate-600">{t('trip.addOns.hint')}</p>
      <div className="mt-1.5 grid gap-2 sm:grid-cols-2">
        {addOns().map(({ name, cents }) => (
          <label
            key={name}
            htmlFor={name}
            className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-slate-300 bg-white p-3 hover:border-navy-300 has-checked:border-navy-700 has-checked:bg-navy-50"
          >
            <input
              id={name}
              type="checkbox"
              className="mt-1 size-4 shrink-0 accent-navy-800"
              {...register(name)}
            />
            <span className="min-w-0 flex-1">
              <span className="block font-semibold text-navy-950">
                {t(`trip.addOns.${name}.label`)}
              </span>
              <span className="mt-0.5 block text-sm text-slate-600">
                {t(`trip.addOns.${name}.description`)}
              </span>
              <span className="mt-1 block text-sm text-slate-600">
                {t(`trip.addOns.${name}.delivery`, { count: addOnDeliveryBusinessDays })}
              </span>
            </span>
            {/* Isolated, so '+$15' keeps its sign in front in right-to-left text. */}
            <Ltr className="shrink-0 text-sm font-semibold text-navy-800">
              {t('trip.addOns.price', { price: formatPrice(cents) })}
            </Ltr>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
