import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowForwardIcon } from '@/web/components/ui/icons';

/** A link from a section to the page that covers its subject in full. */
export function LegalLink({ to, label }: { to: string; label: 'refundPolicy' | 'support' }) {
  const { t } = useTranslation('legal', { useSuspense: true });
  return (
    <Link
      to={to}
      className="inline-flex min-h-11 items-center gap-2 font-semibold text-navy-800 underline underline-offset-4 hover:text-navy-950"
    >
      {t(`links.${label}`)}
      <ArrowForwardIcon className="size-4" />
    </Link>
  );
}
