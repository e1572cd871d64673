import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Brand } from '@/web/components/brand';
import { LanguageSwitcher } from '@/web/components/language-switcher';
import { Container } from '@/web/components/ui/container';
import { ClockIcon, MailIcon } from '@/web/components/ui/icons';
import { CookieSettingsButton } from '@/web/features/cookie-consent';

const serviceLinks: ReadonlyArray<{ to: string; label: ParseKeys }> = [
  { to: '/', label: 'footer.home' },
  { to: '/apply', label: 'footer.apply' },
  { to: '/check-status', label: 'footer.trackStatus' },
  { to: '/support', label: 'footer.support' },
];

const legalLinks: ReadonlyArray<{ to: string; label: ParseKeys }> = [
  { to: '/privacy-policy', label: 'footer.privacyPolicy' },
  { to: '/terms-of-service', label: 'footer.termsOfService' },
  { to: '/terms-conditions', label: 'footer.termsConditions' },
  { to: '/security-policy', label: 'footer.securityPolicy' },
  { to: '/refund-policy', label: 'footer.refundPolicy' },
];

const linkClass =
  'inline-flex min-h-11 items-center rounded text-start text-slate-200 hover:text-white hover:underline sm:min-h-8';

function LinkList({
  heading,
  links,
}: {
  heading: string;
  links: ReadonlyArray<{ to: string; label: ParseKeys }>;
}) {
  const { t } = useTranslation();
  return (
    <div>
      <h2 className="text-sm font-semibold text-white">{heading}</h2>
      <ul className="mt-3 grid gap-0.5 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={linkClass}>
              {t(link.label)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="bg-navy-950 text-slate-300 [&_:focus-visible]:outline-white">
      <div aria-hidden="true" className="h-1 bg-saffron-500" />
      <Container className="grid gap-10 py-12 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.2fr]">
        <div className="max-w-sm">
          <Brand inverted />
          <p className="mt-4 text-sm leading-relaxed">{t('footer.disclaimer')}</p>
        </div>
        <div className="grid grid-cols-2 gap-8 md:col-span-1 lg:contents">
          <LinkList heading={t('footer.serviceHeading')} links={serviceLinks} />
          <div>
            <LinkList heading={t('footer.legalHeading')} links={legalLinks} />
            <CookieSettingsButton className={`${linkClass} text-sm`} />
          </div>
        </div>
        <div>
          <h2 className="text-sm font-semibold text-white">{t('footer.helpHeading')}</h2>
          <ul className="mt-3 grid gap-3 text-sm">
            <li className="flex items-start gap-2.5">
              <MailIcon className="mt-0.5 text-saffron-400" />
              <span>
                <Link to="/support" className="font-semibold text-white hover:underline">
                  {t('footer.contactSupport')}
                </Link>
                <span className="block">{t('footer.emailResponse')}</span>
              </span>
            </li>
            <li className="flex items-start gap-2.5">
              <ClockIcon className="mt-0.5 text-saffron-400" />
              <span>
                <span className="block font-semibold text-white">{t('footer.hoursHeading')}</span>
                <span className="block">{t('footer.hours')}</span>
              </span>
            </li>
          </ul>
          <LanguageSwitcher variant="select" className="mt-6 max-w-xs text-white" />
        </div>
      </Container>
      <div className="border-t border-white/10">
        <Container className="flex items-center justify-between gap-4 py-5 text-xs text-slate-400">
          {/* The prerendered page may carry an older year until React renders the footer again. */}
          <p suppressHydrationWarning>
            {t('footer.copyright', { year: new Date().getFullYear() })}
          </p>
          {/* Staff entrance kept out of the way; it still has a name for assistive technology. */}
          <Link
            to="/admin/login"
            aria-label={t('footer.staffSignIn')}
            className="inline-flex size-6 items-center justify-center rounded-full"
          >
            <span aria-hidden="true" className="size-1.5 rounded-full bg-white/25" />
          </Link>
        </Container>
      </div>
    </footer>
  );
}
