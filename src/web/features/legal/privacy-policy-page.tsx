import { buttonClasses } from '@/web/components/ui/button-styles';
import { CookieSettingsButton } from '@/web/features/cookie-consent';
import { LegalDocument, type SectionId } from './components/legal-document';
import { LegalLink } from './components/legal-link';

/** The specification section 2: the privacy policy's sections and anchors, in order. */
const sections: readonly SectionId<'privacy'>[] = [
  'introduction',
  'information-we-collect',
  'cookies',
  'analytics-advertising',
  'how-we-use',
  'information-sharing',
  'data-security',
  'data-retention',
  'your-rights',
  'region-specific',
  'third-party-links',
  'children-privacy',
  'international-transfers',
  'policy-updates',
  'contact-us',
];

export function PrivacyPolicyPage() {
  return (
    <LegalDocument
      document="privacy"
      sections={sections}
      extras={{
        cookies: <CookieSettingsButton className={buttonClasses({ variant: 'secondary' })} />,
        'contact-us': <LegalLink to="/support" label="support" />,
      }}
    />
  );
}
