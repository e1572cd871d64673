import { CompanyDetails } from './components/company-details';
import { FeeTable } from './components/fee-table';
import { LegalDocument, type SectionId } from './components/legal-document';
import { LegalLink } from './components/legal-link';

/** The specification section 2: the terms and conditions' sections, in order. */
const sections: readonly SectionId<'conditions'>[] = [
  'company-information',
  'acceptance',
  'services',
  'eligibility',
  'payment',
  'user-obligations',
  'intellectual-property',
  'liability',
  'refunds',
  'disputes',
  'governing-law',
  'contact',
];

export function TermsConditionsPage() {
  return (
    <LegalDocument
      document="conditions"
      sections={sections}
      extras={{
        'company-information': <CompanyDetails />,
        payment: <FeeTable />,
        refunds: <LegalLink to="/refund-policy" label="refundPolicy" />,
        contact: <LegalLink to="/support" label="support" />,
      }}
    />
  );
}
