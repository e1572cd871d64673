import { useTranslation } from 'react-i18next';
import { cn } from '@/web/lib/cn';

/** When the e-Visa is expected (domain/processing-time.ts), as every view of an application says it. */
export interface DeliveryNoteProps {
  delivery: { expectedBy: string; clockStarted: boolean } | null;
  className?: string;
}

/**
 * 'Your e-Visa is expected by Thu, Dec 3.', or before the documents are in, what starts the
 * clock. Nothing once the application is decided.
 */
export function DeliveryNote({ delivery, className }: DeliveryNoteProps) {
  const text = useDeliveryText(delivery);
  if (!text) return null;
  return (
    <p className={cn('font-medium text-navy-950', className)} data-testid="delivery-note">
      {text}
    </p>
  );
}

/** The note's words alone, for a page that places them itself. */
export function useDeliveryText(delivery: DeliveryNoteProps['delivery'] | undefined) {
  // The payment namespace's: the words wait for the pages that show them, not on the shell.
  const { t } = useTranslation('payment', { useSuspense: true });
  if (!delivery) return undefined;
  return delivery.clockStarted
    ? t('delivery.expectedBy', { date: delivery.expectedBy })
    : t('delivery.ifCompleteToday', { date: delivery.expectedBy });
}
