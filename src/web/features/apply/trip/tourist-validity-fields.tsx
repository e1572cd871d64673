import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TCreateApplicationInput } from '@/domain/schemas';
import { touristValidities } from '@/domain/visa';
import { describedBy, FieldGroup } from '@/web/components/ui/form-field';
import { useLanguage } from '@/web/i18n';
import { Ltr } from '@/web/lib/bidi';
import { formatPrice } from '@/web/lib/money';
import { touristValidityName, touristValidityValues } from '@/web/lib/tourist-validity';
import { ChoiceCards } from '../components/choice-cards';
import { useValidationText } from '../hooks/use-validation-text';
import { site } from '@/web/lib/site';

/**
 * The e-Tourist visa's validity (docs/requirements/tourist-validity.md): one card per option
 * with its facts and its government fee, all from the domain and the price table. Shown only
 * for a tourist visa; a choice made stays in the form if the traveller looks at another type.
 */
export function TouristValidityFields() {
  const { t } = useTranslation('apply', { useSuspense: true });
  const { language } = useLanguage();
  const text = useValidationText();
  const { register, formState } = useFormContext<TCreateApplicationInput>();
  const error = text(formState.errors.touristValidity?.message, 'touristValidity');
  const hint = t('trip.touristValidity.hint');

  return (
    <FieldGroup
      id="touristValidity"
      legend={t('trip.touristValidity.label')}
      hint={hint}
      required
      error={error}
    >
      <ChoiceCards
        name="touristValidity"
        registration={register('touristValidity')}
        invalid={Boolean(error)}
        describedBy={describedBy('touristValidity', hint, error)}
        choices={touristValidities.map((validity) => {
          const facts = touristValidityValues(validity, language);
          return {
            value: validity,
            // Written by Intl in the page's language, not a translation (data-l10n).
            label: <span data-l10n="intl">{touristValidityName(validity, language)}</span>,
            description: (
              <>
                {t(`trip.touristValidity.${facts.key}`, {
                  ...facts.values,
                  entries: t(`trip.entryTypes.${facts.entryType}`),
                })}
                {facts.longerStay && (
                  <span className="mt-1 block">
                    {t('trip.touristValidity.longerStay', facts.longerStay)}
                  </span>
                )}
              </>
            ),
            aside: <Ltr>{formatPrice(site().prices.touristGovernmentFeeCents[validity])}</Ltr>,
          };
        })}
      />
    </FieldGroup>
  );
}
