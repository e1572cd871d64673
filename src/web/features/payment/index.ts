export { PaymentPage } from './payment-page';
export { PaymentSuccessPage } from './payment-success-page';
export { PaymentErrorPage } from './payment-error-page';
export { PaymentStep, type PaymentStepProps } from './payment-step';
