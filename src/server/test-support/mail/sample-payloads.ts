import type { TemplateInput, TemplateName } from '@/server/services/mail/templates/definitions';

/** A valid payload per template, for tests. Names carry HTML to prove escaping. */
export const samplePayloads: { [T in TemplateName]: TemplateInput<T> } = {
  'agreement-signed': {
    applicationNumber: 'EV2026K7QX3M9A',
    signedAt: '2026-03-01T10:20:00.000Z',
    resumeUrl: 'https://evisa.example/apply/resume?token=abc&step=payment',
  },
  'unpaid-deletion-reminder': {
    applicationNumber: 'EV2026K7QX3M9A',
    deletionDate: '2026-04-02',
    resumeUrl: 'https://evisa.example/apply/resume?token=abc',
  },
  'application-confirmation': {
    applicationNumber: 'EV2026K7QX3M9A',
    visaType: 'tourist',
    touristValidity: '1-year',
    processingTime: 'urgent',
    numberOfApplicants: 2,
    applicantNames: ['Ayşe Yılmaz', '<script>alert(1)</script>'],
    totalAmount: 25_850,
    currency: 'USD',
    resumeUrl: '/apply/resume?token=abc',
  },
  'resume-link': { applicationNumber: 'EV2026K7QX3M9A', resumeUrl: '/apply/resume?token=abc' },
  'file-link': {
    applicationNumber: 'EV2026K7QX3M9A',
    minutes: 30,
    resumeUrl: '/apply/resume?token=abc',
  },
  'payment-received': {
    applicationNumber: 'EV2026K7QX3M9A',
    amount: 129_900,
    currency: 'USD',
    transactionId: 'txn_<123>',
    resumeUrl: '/apply/resume#code=abc',
  },
  'documents-received': {
    applicationNumber: 'EV2026K7QX3M9A',
    processingTime: 'urgent',
    statusUrl: '/status',
  },
  'support-message': {
    name: 'Ravi <b>Kumar</b>',
    email: 'ravi@example.com',
    subject: 'Where is my visa?',
    applicationNumber: 'EV2026K7QX3M9A',
    message: 'Hello,\n<img src=x onerror=alert(1)>\nThanks',
  },
  'support-acknowledgement': { reference: 'K7QX3M9A' },
  'step-reminder': {
    applicationNumber: 'EV2026K7QX3M9A',
    step: 'documents',
    stopUrl: '/reminders/stop/abcdefghijklmnopqrstuvwxyz012345',
    resumeUrl: '/resume',
  },
  'support-reply': {
    reference: 'K7QX3M9A',
    subject: 'Re: Visa dates',
    message: 'Your e-Visa is expected on Thursday.',
    replyTo: 'support@evisa.example',
  },
  'application-approved': { applicationNumber: 'EV2026K7QX3M9A', statusUrl: '/status' },
  'application-rejected': {
    applicationNumber: 'EV2026K7QX3M9A',
    statusUrl: '/status',
    reason: 'Passport photo is <unclear>',
    refundAmount: 10_000,
    currency: 'USD',
  },
  'traveller-approved': {
    applicationNumber: 'EV2026K7QX3M9A',
    firstName: 'Priya',
    statusUrl: '/status',
  },
  'traveller-refused': {
    applicationNumber: 'EV2026K7QX3M9A',
    firstName: 'Arjun',
    statusUrl: '/status',
    reason: 'Passport photo is <unclear>',
  },
  'refund-issued': {
    applicationNumber: 'EV2026K7QX3M9A',
    amount: 5000,
    currency: 'USD',
    firstName: 'Arjun',
    reason: 'The <government> refunded its fee.',
    statusUrl: '/status',
  },
  'staff-message': {
    applicationNumber: 'EV2026K7QX3M9A',
    subject: 'Please re-upload your <photo>',
    message: 'The photo is blurred & too dark.\nPlease upload a new one.',
  },
  'changes-requested': {
    applicationNumber: 'EV2026K7QX3M9A',
    changeRequestId: '00000000-0000-4000-8000-000000000001',
    travellers: [
      { firstName: 'Asha', items: [{ reason: 'photo_background' }] },
      { firstName: 'Ravi', items: [{ reason: 'other', otherText: 'Sign <the> page' }] },
    ],
    changeUrl: 'https://example.test/fix#token=abc',
  },
  'changes-reminder': {
    applicationNumber: 'EV2026K7QX3M9A',
    changeRequestId: '00000000-0000-4000-8000-000000000001',
    travellers: [{ firstName: 'Asha', items: [{ reason: 'name_mismatch' }] }],
    changeUrl: 'https://example.test/fix#token=abc',
  },
  'data-rights-code': {
    applicationNumber: 'EV2026K7QX3M9A',
    codeId: '7d0f4c2e-8a51-4d57-9d0c-0f6d2f4a1b3c',
    minutes: 15,
    code: '12345678',
  },
  'data-erased': { applicationNumber: 'EV2026K7QX3M9A', refundAmount: 15_000, currency: 'USD' },
  'erasure-requested': { applicationNumber: 'EV2026K7QX3M9A', dueDate: '2026-04-02' },
};
