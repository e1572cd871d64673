import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/web/components/page-header';
import { Container } from '@/web/components/ui/container';
import { ContactChannels } from './contact-channels';
import { ContactForm } from './contact-form';
import { SupportFaq } from './support-faq';

export function SupportPage() {
  const { t: tp } = useTranslation('pages', { useSuspense: true });
  return (
    <>
      <PageHeader title={tp('meta.support.title')} description={tp('meta.support.description')} />
      <section aria-labelledby="contact-channels" className="py-10 sm:py-14">
        <Container>
          <h2 id="contact-channels" className="text-2xl font-bold text-navy-950 sm:text-3xl">
            {tp('support.channels.title')}
          </h2>
          <div className="mt-8">
            <ContactChannels />
          </div>
        </Container>
      </section>
      <div className="bg-slate-50 py-10 sm:py-14">
        <Container className="grid gap-12 lg:grid-cols-2">
          <section aria-labelledby="support-faq">
            <h2 id="support-faq" className="text-2xl font-bold text-navy-950 sm:text-3xl">
              {tp('support.faq.title')}
            </h2>
            <div className="mt-8">
              <SupportFaq />
            </div>
          </section>
          <section aria-labelledby="contact-form">
            <h2 id="contact-form" className="text-2xl font-bold text-navy-950 sm:text-3xl">
              {tp('support.form.title')}
            </h2>
            <p className="mt-3 text-slate-700">{tp('support.form.lead')}</p>
            <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
              <ContactForm />
            </div>
          </section>
        </Container>
      </div>
    </>
  );
}
