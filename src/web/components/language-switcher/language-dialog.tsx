import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon, CloseIcon } from '@/web/components/ui/icons';
import { useLanguage } from '@/web/i18n';
import { cn } from '@/web/lib/cn';
import { Flag } from './flag';
import { localizedLanguageName, useChooseLanguage } from './use-choose-language';

export interface LanguageDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened the dialog; focus goes back to it on close. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/** The grid of all ten languages. Loaded on demand (see language-picker.tsx). */
export default function LanguageDialog({ open, onOpenChange, returnFocusTo }: LanguageDialogProps) {
  const { t } = useTranslation();
  const { language, languages } = useLanguage();
  const chooseLanguage = useChooseLanguage();
  const selectedRef = useRef<HTMLButtonElement>(null);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-navy-950/40 data-[state=open]:animate-fade-in" />
        <Dialog.Content
          onOpenAutoFocus={(event) => {
            // Start on the current language so keyboard users see where they are.
            event.preventDefault();
            selectedRef.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[90dvh] overflow-y-auto rounded-t-2xl bg-white p-5 shadow-xl data-[state=open]:animate-sheet-in sm:inset-x-auto sm:bottom-auto sm:start-1/2 sm:top-1/2 sm:w-full sm:max-w-lg sm:-translate-y-1/2 sm:rounded-2xl sm:p-6 sm:ltr:-translate-x-1/2 sm:rtl:translate-x-1/2"
        >
          <div className="flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-lg font-bold text-navy-950">
                {t('language.dialogTitle')}
              </Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-slate-600">
                {t('language.dialogDescription')}
              </Dialog.Description>
            </div>
            <Dialog.Close
              aria-label={t('common.close')}
              className="-me-2 -mt-2 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-navy-950"
            >
              <CloseIcon />
            </Dialog.Close>
          </div>
          <ul className="mt-5 grid grid-cols-2 gap-2">
            {languages.map((entry) => {
              const selected = entry.code === language;
              const localName = localizedLanguageName(entry.code, language);
              return (
                <li key={entry.code}>
                  <button
                    ref={selected ? selectedRef : undefined}
                    type="button"
                    aria-current={selected ? 'true' : undefined}
                    onClick={() => {
                      onOpenChange(false);
                      if (!selected) chooseLanguage(entry.code);
                    }}
                    className={cn(
                      'flex min-h-14 w-full items-center gap-3 rounded-xl border px-3 py-2 text-start transition-colors',
                      selected
                        ? 'border-navy-700 bg-navy-50 ring-1 ring-navy-700'
                        : 'border-slate-200 hover:border-navy-300 hover:bg-navy-50',
                    )}
                  >
                    <Flag flag={entry.flag} className="text-2xl" />
                    <span className="min-w-0 flex-1">
                      <span className="block font-semibold text-navy-950">
                        <bdi lang={entry.code}>{entry.nativeName}</bdi>
                      </span>
                      <span className="block text-xs text-slate-600">
                        {entry.translated ? localName : t('language.partial', { name: localName })}
                      </span>
                    </span>
                    {selected && <CheckIcon className="text-navy-700" />}
                  </button>
                </li>
              );
            })}
          </ul>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
