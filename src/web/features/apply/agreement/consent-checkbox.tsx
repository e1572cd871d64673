import { Trans, useTranslation } from 'react-i18next';
import { cn } from '@/web/lib/cn';

export interface ConsentCheckboxProps {
  id: string;
  kind: 'privacy' | 'terms';
  checked: boolean;
  onChange: (checked: boolean) => void;
  invalid: boolean;
}

const targets = { privacy: '/privacy-policy', terms: '/terms-of-service' } as const;

/** A consent box whose policy link opens in a new tab, so the signature in progress stays put. */
export function ConsentCheckbox({ id, kind, checked, onChange, invalid }: ConsentCheckboxProps) {
  const { t } = useTranslation('apply', { useSuspense: true });
  const showError = invalid && !checked;
  const errorId = `${id}-error`;
  return (
    <div>
      <div
        className={cn(
          'flex items-start gap-3 rounded-xl border bg-white p-3',
          showError ? 'border-red-700' : 'border-slate-500',
        )}
      >
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={showError || undefined}
          aria-describedby={showError ? errorId : undefined}
          className="mt-0.5 size-5 shrink-0 accent-navy-800"
        />
        <label htmlFor={id} className="min-w-0 text-navy-950">
          <Trans
            t={t}
            i18nKey={`agreement.consent.${kind}`}
            components={{
              policy: (
                // The link's text comes from the translation (<policy>...</policy>).
                <a
                  href={targets[kind]}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-semibold text-navy-800 underline underline-offset-4 hover:text-navy-950"
                />
              ),
            }}
          />
          <span className="sr-only"> {t('agreement.consent.newTab')}</span>
        </label>
      </div>
      {showError && (
        <p id={errorId} className="mt-1.5 text-sm font-semibold text-red-700">
          {t(`agreement.consent.${kind}Error`)}
        </p>
      )}
    </div>
  );
}
