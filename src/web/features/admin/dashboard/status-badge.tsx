import { useTranslation } from 'react-i18next';
import type { ApplicationStatus } from '@/domain/status';
import { StatusBadge as Badge } from '@/web/components/ui/status-badge';

/** The shared status badge in the staff's words for the status. */
export function StatusBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation('admin', { useSuspense: true });
  return <Badge status={status} label={t(`status.${status}`)} size="sm" />;
}
