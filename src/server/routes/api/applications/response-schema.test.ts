import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { formatUsd } from '@/domain/pricing';
import { calculatePrice } from '@/domain/test-support/default-prices';
import { ZApplicationView, type TApplicationView } from '@/domain/schemas';
import { serializerCompiler } from '@/server/lib/response-serializer';

// The routes declare ZApplicationView as their answer; this shows what that buys: a field a
// service returns by mistake (the token hash, the row version) is dropped on the way out.
const pricing = calculatePrice({
  visaType: 'tourist',
  touristValidity: '1-year',
  numberOfApplicants: 1,
  processingTime: 'normal',
  travelInsurance: false,
  travelEsim: false,
});
const view: TApplicationView = {
  id: '6f1c0c7e-3b0e-4a53-9f3a-1d2b3c4d5e6f',
  applicationNumber: 'EV2026ABCDEFGH',
  status: 'draft',
  step: 'applicants',
  visaType: 'tourist',
  touristValidity: '1-year',
  processingTime: 'normal',
  transportation: 'airports',
  portOfArrival: 'DEL',
  email: 'jane@example.com',
  countryCode: '+44',
  phone: '7700900123',
  communicationChannel: 'email',
  numberOfApplicants: 1,
  travelInsurance: false,
  travelEsim: false,
  language: 'en',
  totalAmount: pricing.totalAmount,
  currency: 'USD',
  pricing: { ...pricing, totalAmountUsd: formatUsd(pricing.totalAmount) },
  applicants: [{ position: 0, details: {}, validated: false, savedAt: null }],
  agreement: { signed: false, signedAt: null, signerName: null },
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  submittedAt: null,
  paidAt: null,
  delivery: null,
};

describe('the application view response schema', () => {
  it('drops fields it does not declare, such as the token hash', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.get('/view', { schema: { response: { 200: ZApplicationView } } }, async () => ({
      ...view,
      accessTokenHash: 'f'.repeat(64),
      version: 3,
      // Nested too: an applicant row or the pricing carrying more than the view declares.
      applicants: view.applicants.map((a) => ({ ...a, passportNumber: 'U98765432' })),
      pricing: { ...view.pricing, internalNote: 'margin' },
    }));
    const res = await app.inject({ method: 'GET', url: '/view' });
    await app.close();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(view);
    expect(res.body).not.toContain('f'.repeat(64));
    expect(res.body).not.toContain('U98765432');
    expect(res.body).not.toContain('margin');
  });
});
