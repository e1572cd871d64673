import * as Checkbox from '@radix-ui/react-checkbox';
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/web/components/ui/button';
import { CheckIcon, CloseIcon } from '@/web/components/ui/icons';
import { toast } from '@/web/components/ui/toast';
import { necessaryOnly, optionalCookieCategories, type CookiePreferences } from './consent';
import {
  recordConsent,
  restoreFocusAfterConsent,
  setPreferencesOpen,
  useConsentUi,
} from './consent-store';

function CategoryRow({
  id,
  label,
  description,
  checked,
  disabled,
  note,
  onCheckedChange,
}: {
  id: string;
  label: string;
  description: string;
  checked: boolean;
  disabled?: boolean;
  note?: string;
  onCheckedChange?: (checked: boolean) => void;
}) {
  return (
    <li className="flex gap-3 rounded-xl border border-slate-200 p-3">
      <Checkbox.Root
        id={id}
        checked={checked}
        disabled={disabled}
        onCheckedChange={(value) => onCheckedChange?.(value === true)}
        aria-describedby={`${id}-description`}
        className="relative mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-md border-2 border-navy-700 bg-white before:absolute before:-inset-2.5 data-[state=checked]:bg-navy-800 disabled:border-slate-400 disabled:data-[state=checked]:bg-slate-500"
      >
        <Checkbox.Indicator>
          <CheckIcon className="size-4 text-white" strokeWidth={3} />
        </Checkbox.Indicator>
      </Checkbox.Root>
      <div className="min-w-0">
        <label htmlFor={id} className="font-semibold text-navy-950">
          {label}
          {note && <span className="ms-2 text-sm font-normal text-slate-600">({note})</span>}
        </label>
        <p id={`${id}-description`} className="mt-0.5 text-sm text-slate-600">
          {description}
        </p>
      </div>
    </li>
  );
}

type OptionalChoices = Omit<CookiePreferences, 'necessary'>;

function PreferencesForm({ initial }: { initial: OptionalChoices }) {
  const { t } = useTranslation('cookies', { useSuspense: true });
  const { t: tShell } = useTranslation();
  const [choices, setChoices] = useState<OptionalChoices>(initial);

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        recordConsent('custom', choices);
        toast({
          variant: 'success',
          title: t('savedTitle'),
          description: t('savedBody'),
        });
      }}
    >
      <ul className="mt-5 space-y-3">
        <CategoryRow
          id="cookie-necessary"
          label={t('categories.necessary.label')}
          description={t('categories.necessary.description')}
          note={t('alwaysOn')}
          checked
          disabled
        />
        {optionalCookieCategories.map((category) => (
          <CategoryRow
            key={category}
            id={`cookie-${category}`}
            label={t(`categories.${category}.label`)}
            description={t(`categories.${category}.description`)}
            checked={choices[category]}
            onCheckedChange={(checked) => setChoices((prev) => ({ ...prev, [category]: checked }))}
          />
        ))}
      </ul>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Dialog.Close asChild>
          <Button variant="secondary">{tShell('common.cancel')}</Button>
        </Dialog.Close>
        <Button type="submit">{t('save')}</Button>
      </div>
    </form>
  );
}

/**
 * Manage preferences: necessary (always on) plus analytics, marketing and functional.
 * @public consent-ui.tsx renders it through loadPreferences() (preferences-loader.ts), a
 * dynamic import knip cannot follow to this name.
 */
export function CookiePreferencesDialog() {
  const { t } = useTranslation('cookies', { useSuspense: true });
  const { t: tShell } = useTranslation();
  const { preferencesOpen, consent } = useConsentUi();
  const initial = consent?.preferences ?? necessaryOnly;

  return (
    <Dialog.Root open={preferencesOpen} onOpenChange={setPreferencesOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-navy-950/40 data-[state=open]:animate-fade-in" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            // Opened from the store, not a Dialog.Trigger: Radix would leave focus on <body>.
            event.preventDefault();
            restoreFocusAfterConsent();
          }}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[90dvh] overflow-y-auto rounded-t-2xl bg-white p-5 shadow-xl data-[state=open]:animate-sheet-in sm:inset-x-auto sm:bottom-auto sm:start-1/2 sm:top-1/2 sm:w-full sm:max-w-lg sm:-translate-y-1/2 sm:rounded-2xl sm:p-6 sm:ltr:-translate-x-1/2 sm:rtl:translate-x-1/2"
        >
          <div className="flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-lg font-bold text-navy-950">
                {t('dialogTitle')}
              </Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-slate-600">
                {t('dialogDescription')}
              </Dialog.Description>
            </div>
            <Dialog.Close
              aria-label={tShell('common.close')}
              className="-me-2 -mt-2 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-navy-950"
            >
              <CloseIcon />
            </Dialog.Close>
          </div>
          <PreferencesForm
            initial={{
              analytics: initial.analytics,
              marketing: initial.marketing,
              functional: initial.functional,
            }}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
