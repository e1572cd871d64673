import { useTranslation } from 'react-i18next';
import { Button } from '@/web/components/ui/button';
import { cn } from '@/web/lib/cn';
import { RequiredMark } from '@/web/components/ui/form-field';
import { SIGNATURE_HEIGHT, SIGNATURE_WIDTH, useSignaturePad } from './use-signature-pad';

export interface SignaturePadProps {
  signed: boolean;
  onChange: (dataUrl: string | null) => void;
  /** The signer's name, for signing without drawing (keyboard and screen-reader users). */
  signerName: string;
  error?: string;
}

/** Draw with a finger, mouse or pen; the drawing is scaled to fit the screen by CSS. */
export function SignaturePad({ signed, onChange, signerName, error }: SignaturePadProps) {
  const { t } = useTranslation('apply', { useSuspense: true });
  const { canvasRef, clear, writeName, handlers } = useSignaturePad(onChange);

  return (
    <div id="signature">
      <p id="signature-label" className="font-semibold text-navy-950">
        {t('agreement.signature.label')}
        <RequiredMark />
      </p>
      <p id="signature-hint" className="mt-1 text-sm text-slate-600">
        {t('agreement.signature.hint')}
      </p>
      <div className="relative mt-2">
        <canvas
          ref={canvasRef}
          width={SIGNATURE_WIDTH}
          height={SIGNATURE_HEIGHT}
          role="img"
          aria-labelledby="signature-label"
          aria-describedby={cn('signature-hint', error && 'signature-error') || undefined}
          {...handlers}
          className={cn(
            'block aspect-[2/1] w-full cursor-crosshair touch-none rounded-xl border-2 border-dashed bg-white select-none',
            error ? 'border-red-700' : 'border-slate-400',
          )}
        />
        {!signed && (
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-x-6 bottom-[22%] border-b border-slate-300 text-center text-sm text-slate-400"
          >
            {t('agreement.signature.placeholder')}
          </span>
        )}
      </div>
      {error && (
        <p id="signature-error" className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <div className="mt-2 flex flex-wrap gap-2">
        <Button variant="secondary" onClick={clear} disabled={!signed}>
          {t('agreement.signature.clear')}
        </Button>
        <Button variant="ghost" onClick={() => writeName(signerName)} disabled={!signerName.trim()}>
          {t('agreement.signature.useName')}
        </Button>
      </div>
      <p role="status" className="sr-only">
        {signed ? t('agreement.signature.captured') : ''}
      </p>
    </div>
  );
}
