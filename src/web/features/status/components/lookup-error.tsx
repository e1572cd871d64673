import { forwardRef } from 'react';
import { AlertIcon } from '@/web/components/ui/icons';
import { isApiError } from '@/web/lib/api-client';

export interface LookupErrorTexts {
  notFound: string;
  rateLimited: string;
  network: string;
}

/** Which of the look-up's three messages an error deserves. */
export function lookupErrorText(error: unknown, texts: LookupErrorTexts): string {
  const status = isApiError(error) ? error.status : 0;
  if (status === 404) return texts.notFound;
  if (status === 429) return texts.rateLimited;
  // The network, a 5xx or anything unexpected: the specification's 'try again later'.
  return texts.network;
}

/** The look-up's refusal, focusable so the page can move there after a failed search. */
export const LookupError = forwardRef<HTMLDivElement, { children: React.ReactNode }>(
  function LookupError({ children }, ref) {
    return (
      <div
        ref={ref}
        tabIndex={-1}
        className="flex gap-3 rounded-2xl border border-red-200 bg-red-50 p-4 font-medium text-red-900 outline-none"
      >
        <AlertIcon className="mt-0.5 text-red-700" />
        <div>{children}</div>
      </div>
    );
  },
);
