import { FeeTable } from './components/fee-table';
import { LegalDocument, type SectionId } from './components/legal-document';
import { LegalLink } from './components/legal-link';

/**
 * The specification section 2 describes two terms-of-service pages; this one holds both tables of
 * contents: the anchors of the first (requirements ... refunds) and the commercial sections of the
 * second, in the order a customer meets them. Subscriptions, promo codes and referrals are left
 * out: the product has none (docs/requirements/product-decisions.md, "Refunds and liability").
 */
const sections: readonly SectionId<'terms'>[] = [
  'requirements',
  'prohibitions',
  'third-party',
  'ai-usage',
  'commercial',
  'pricing',
  'payment',
  'taxes',
  'errors',
  'collection-costs',
  'shipping',
  'order-changes',
  'in-app-purchases',
  'no-resale',
  'refunds',
  'warranty',
  'user-satisfaction',
  'suspension',
  'disclaimers',
  'limitation',
  'indemnification',
  'time-barred',
  'notices',
  'entire-agreement',
  'contact',
  'acceptance',
];

export function TermsOfServicePage() {
  return (
    <LegalDocument
      document="terms"
      sections={sections}
      extras={{
        pricing: <FeeTable />,
        refunds: <LegalLink to="/refund-policy" label="refundPolicy" />,
        contact: <LegalLink to="/support" label="support" />,
      }}
    />
  );
}
