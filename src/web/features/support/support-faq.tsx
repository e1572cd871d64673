import * as Accordion from '@radix-ui/react-accordion';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronDownIcon } from '@/web/components/ui/icons';
import { useLanguage } from '@/web/i18n';
import { faqLinks, faqQuestions, faqValues } from '@/web/lib/faq';

export function SupportFaq() {
  const { t } = useTranslation('pages', { useSuspense: true });
  const { t: shell } = useTranslation();
  const { language } = useLanguage();
  const values = faqValues(t, language);
  const linkLabel = {
    '/processing': shell('nav.processing'),
    '/visa-types': shell('nav.visaTypes'),
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
      {faqQuestions.map((question) => {
        const link = faqLinks[question];
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
              <p className="whitespace-pre-line">
                {t(`support.faq.items.${question}.answer`, values)}
              </p>
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
