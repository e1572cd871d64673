import * as Accordion from '@radix-ui/react-accordion';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { serviceFeeFor, serviceFeeTiers } from '@/domain/pricing';
import { minApplicants, processingTimeFacts } from '@/domain/visa';
import { ChevronDownIcon } from '@/web/components/ui/icons';
import { useLanguage } from '@/web/i18n';
import { formatPrice } from '@/web/lib/money';
import { governmentFeeList } from '@/web/lib/tourist-validity';
import { site } from '@/web/lib/site';

const questions = [
  'official',
  'cost',
  'time',
  'documents',
  'group',
  'change',
  'status',
  'refund',
] as const;

const links: Partial<Record<(typeof questions)[number], string>> = {
  documents: '/requirements',
  status: '/check-status',
  refund: '/refund-policy',
};

/** Values the answers quote: prices from the price table, times from the domain. */
function answerValues(t: TFunction<'pages'>, language: string) {
  const table = site().prices;
  return {
    serviceFee: formatPrice(serviceFeeFor(minApplicants, table)),
    groupFrom: serviceFeeTiers(table)[1]?.from ?? minApplicants,
    governmentFees: governmentFeeList(
      {
        item: (price, visa) => t('governmentFees.item', { price, visa }),
        tourist: (validity) => t('governmentFees.tourist', { validity }),
        others: t('governmentFees.others'),
      },
      language,
      table,
    ),
    urgentFee: formatPrice(table.processingFeeCents.urgent),
    superUrgentFee: formatPrice(table.processingFeeCents['super-urgent']),
    normalMin: processingTimeFacts.normal.minDays,
    normalMax: processingTimeFacts.normal.maxDays,
    urgentMin: processingTimeFacts.urgent.minDays,
    urgentMax: processingTimeFacts.urgent.maxDays,
  };
}

export function SupportFaq() {
  const { t } = useTranslation('pages', { useSuspense: true });
  const { t: shell } = useTranslation();
  const { language } = useLanguage();
  const values = answerValues(t, language);
  const linkLabel = {
    '/requirements': shell('nav.requirements'),
    '/check-status': shell('nav.trackStatus'),
    '/refund-policy': shell('footer.refundPolicy'),
  } as Record<string, string>;
  return (
    <Accordion.Root
      type="single"
      collapsible
      className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white"
    >
      {questions.map((question) => {
        const link = links[question];
        return (
          <Accordion.Item key={question} value={question}>
            <Accordion.Header asChild>
              <h3>
                <Accordion.Trigger className="group flex min-h-14 w-full items-center justify-between gap-4 px-5 py-3 text-start font-semibold text-navy-950 hover:bg-navy-50">
                  {t(`support.faq.items.${question}.question`)}
                  <ChevronDownIcon className="text-navy-700 transition-transform group-data-[state=open]:rotate-180" />
                </Accordion.Trigger>
              </h3>
            </Accordion.Header>
            <Accordion.Content className="px-5 pb-5 text-slate-700">
              <p>{t(`support.faq.items.${question}.answer`, values)}</p>
              {link && (
                <Link
                  to={link}
                  className="mt-2 inline-flex min-h-11 items-center font-semibold text-navy-800 underline underline-offset-4 hover:text-navy-950"
                >
                  {linkLabel[link]}
                </Link>
              )}
            </Accordion.Content>
          </Accordion.Item>
        );
      })}
    </Accordion.Root>
  );
}
