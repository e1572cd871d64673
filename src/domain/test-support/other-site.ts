import { defaultSiteConfig, type SiteConfig } from '@/domain/site-config';

/**
 * A second agency, for the tests that prove nothing shows today's values once a configuration
 * is given: another name, company, support contact, hours, time zone and every price.
 */
export const otherSiteConfig: SiteConfig = {
  name: 'Lotus Visa Desk',
  company: {
    legalName: 'Lotus Travel Services GmbH',
    registeredIn: 'Amtsgericht München',
    registrationNumber: 'HRB 123456',
    vatNumber: 'DE123456789',
    address: ['Leopoldstraße 1', '80802 München', 'Germany'],
  },
  support: {
    email: 'help@lotus-visa.example',
    phone: '+49 89 1234 5678',
    hours: { from: 'tue', to: 'sat', opens: '08:30', closes: '16:30', timeZone: 'Europe/Berlin' },
    answerWithinHours: 12,
  },
  prices: {
    ...defaultSiteConfig.prices,
    serviceFeeTiersCents: [
      { maxApplicants: 3, cents: 5400 },
      { maxApplicants: 10, cents: 4800 },
    ],
    governmentFeeCents: 5100,
    touristGovernmentFeeCents: { '30-days': 2600, '1-year': 4100, '5-years': 8100 },
    processingFeeCents: { normal: 0, urgent: 6100, 'super-urgent': 8800 },
    travelInsuranceCents: 1700,
    travelEsimCents: 2300,
  },
  cardProcessingFee: { percent: 1.4, fixedCents: 25 },
  currencyDisplay: 'code',
};
