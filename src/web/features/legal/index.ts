export { LegalAgreementPage } from './legal-agreement-page';
export { PrivacyPolicyPage } from './privacy-policy-page';
export { TermsOfServicePage } from './terms-of-service-page';
export { TermsConditionsPage } from './terms-conditions-page';
export { SecurityPolicyPage } from './security-policy-page';
export { RefundPolicyPage } from './refund-policy-page';
