import { portLabel } from '../components/port-label';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { portsFor } from '@/domain/reference';
import { transportations } from '@/domain/visa';
import { ChoiceCards } from '../components/choice-cards';
import { describedBy, FieldGroup, FormField, inputClasses } from '@/web/components/ui/form-field';
import { useValidationText } from '../hooks/use-validation-text';
import type { TCreateApplicationInput } from '@/domain/schemas';

/** How the applicants arrive, and the airport or seaport of arrival that goes with it. */
export function ArrivalFields() {
  const { t } = useTranslation('apply', { useSuspense: true });
  const text = useValidationText();
  const { register, control, formState, getValues, setValue } =
    useFormContext<TCreateApplicationInput>();
  const transportation = useWatch({ control, name: 'transportation' });
  const ports = transportation ? portsFor(transportation) : [];
  const transportError = text(formState.errors.transportation?.message, 'transportation');
  const portError = text(formState.errors.portOfArrival?.message, 'portOfArrival');
  const port = useWatch({ control, name: 'portOfArrival' });
  const portHint = transportation
    ? ports.find((p) => p.code === port)?.name
    : t('trip.port.chooseTransportFirst');

  // A port of the other kind cannot stay chosen when the transportation changes.
  useEffect(() => {
    const chosen = getValues('portOfArrival');
    if (chosen && transportation && !portsFor(transportation).some((p) => p.code === chosen)) {
      setValue('portOfArrival', '', { shouldDirty: true });
    }
  }, [transportation, getValues, setValue]);

  return (
    <>
      <FieldGroup
        id="transportation"
        legend={t('trip.transportation.label')}
        required
        error={transportError}
        errorNamesField={text.namesField(
          formState.errors.transportation?.message,
          'transportation',
        )}
      >
        <ChoiceCards
          name="transportation"
          columns={2}
          registration={register('transportation')}
          invalid={Boolean(transportError)}
          describedBy={describedBy('transportation', undefined, transportError)}
          choices={transportations.map((kind) => ({
            value: kind,
            label: t(`trip.transportation.options.${kind}`),
          }))}
        />
      </FieldGroup>

      <FormField
        id="portOfArrival"
        label={t('trip.port.label')}
        required
        hint={portHint}
        error={portError}
        errorNamesField={text.namesField(formState.errors.portOfArrival?.message, 'portOfArrival')}
      >
        <select
          id="portOfArrival"
          disabled={!transportation}
          aria-invalid={portError ? true : undefined}
          aria-describedby={describedBy('portOfArrival', portHint, portError)}
          className={inputClasses(Boolean(portError))}
          {...register('portOfArrival')}
        >
          <option value="">{t('trip.port.placeholder')}</option>
          {ports.map((p) => (
            <option dir="auto" key={p.code} value={p.code}>
              {portLabel(t, p)}
            </option>
          ))}
        </select>
      </FormField>
    </>
  );
}
