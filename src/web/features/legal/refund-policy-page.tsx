import { FeeTable } from './components/fee-table';
import { LegalDocument, type SectionId } from './components/legal-document';
import { LegalLink } from './components/legal-link';
import { RefundSummary } from './components/refund-summary';

/** The specification section 2: three summary cards, then the refund policy's sections in order. */
const sections: readonly SectionId<'refund'>[] = [
  'fees',
  'optional-services',
  'request-process',
  'timeframes',
  'notes',
  'contact',
];

export function RefundPolicyPage() {
  return (
    <LegalDocument
      document="refund"
      sections={sections}
      intro={<RefundSummary />}
      extras={{
        fees: <FeeTable refunds />,
        contact: <LegalLink to="/support" label="support" />,
      }}
    />
  );
}
