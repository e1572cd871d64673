import { LegalDocument, type SectionId } from './components/legal-document';
import { LegalLink } from './components/legal-link';

/** The specification section 2: the security policy's sections, in order. */
const sections: readonly SectionId<'security'>[] = [
  'data-security',
  'hosting',
  'payment-security',
  'legal-compliance',
  'staff',
  'incidents',
  'fraud-prevention',
  'force-majeure',
  'user-responsibility',
  'contact',
];

export function SecurityPolicyPage() {
  return (
    <LegalDocument
      document="security"
      sections={sections}
      extras={{ contact: <LegalLink to="/support" label="support" /> }}
    />
  );
}
