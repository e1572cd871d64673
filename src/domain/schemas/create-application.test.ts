import { describe, expect, it } from 'vitest';
import { ports } from '@/domain/reference/ports';
import { validCreateApplication } from '@/domain/test-support/fixtures';
import {
  ZCreateApplicationRequest,
  type TCreateApplicationInput,
} from '@/domain/schemas/create-application';

/** The messages zod reports, by dotted path. */
function errorsOf(body: unknown): Record<string, string[]> {
  const result = ZCreateApplicationRequest.safeParse(body);
  const errors: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? [])
    (errors[issue.path.join('.')] ??= []).push(issue.message);
  return errors;
}

const withField = (field: keyof TCreateApplicationInput, value: unknown) => ({
  ...validCreateApplication(),
  [field]: value,
});

describe('ZCreateApplicationRequest', () => {
  it('accepts the fixture and fills defaults', () => {
    const {
      travelInsurance: _i,
      travelEsim: _e,
      language: _l,
      ...minimal
    } = validCreateApplication();
    const parsed = ZCreateApplicationRequest.parse(minimal);
    expect(parsed).toMatchObject({
      travelInsurance: false,
      travelEsim: false,
      language: 'en',
      numberOfApplicants: 1,
    });
  });

  it('ignores amounts a client sends', () => {
    const body = {
      ...validCreateApplication(),
      basePrice: '1',
      processingFee: '0',
      insuranceFee: 0,
      esimFee: 0,
      totalAmount: '1',
      step: 1,
    };
    const parsed = ZCreateApplicationRequest.parse(body);
    expect(parsed).not.toHaveProperty('totalAmount');
    expect(parsed).not.toHaveProperty('basePrice');
    expect(parsed).not.toHaveProperty('step');
  });

  it('trims text and keeps communicationChannel email', () => {
    const parsed = ZCreateApplicationRequest.parse({
      ...validCreateApplication(),
      email: '  traveller@example.com ',
      communicationChannel: 'email',
    });
    expect(parsed.email).toBe('traveller@example.com');
    expect(parsed.communicationChannel).toBe('email');
    expect(errorsOf({ ...validCreateApplication(), communicationChannel: 'sms' })).toHaveProperty(
      'communicationChannel',
    );
  });

  it.each([
    'visaType',
    'processingTime',
    'transportation',
    'portOfArrival',
    'email',
    'phone',
    'countryCode',
  ] as const)('an empty %s is required', (field) => {
    expect(errorsOf(withField(field, ''))[field]).toEqual(['validation.required']);
    expect(errorsOf(withField(field, undefined))[field]).toEqual(['validation.required']);
  });

  it.each(['not-an-email', 'a@b', 'a b@example.com'])('rejects the email %j', (email) => {
    expect(errorsOf(withField('email', email)).email).toEqual(['validation.email_invalid']);
  });

  it.each(['12345', '1234567890123456', '+44 7700 900123', '7700a900123'])(
    'rejects the phone %j',
    (phone) => {
      expect(errorsOf(withField('phone', phone)).phone).toEqual(['validation.phone_invalid']);
    },
  );

  it.each(['020 7946 0958', '7700-900-123', '123456'])('accepts the phone %j', (phone) => {
    expect(errorsOf(withField('phone', phone))).toEqual({});
  });

  it('accepts known dial keys and rejects others', () => {
    for (const key of ['+44', '+1', '+90'])
      expect(errorsOf(withField('countryCode', key))).toEqual({});
    expect(errorsOf(withField('countryCode', '+999')).countryCode).toEqual([
      'validation.country_code_invalid',
    ]);
  });

  it.each([0, 11, 2.5, '3'])('rejects %j applicants', (n) => {
    expect(errorsOf(withField('numberOfApplicants', n)).numberOfApplicants).toEqual([
      'validation.number_of_applicants_range',
    ]);
  });

  it.each(['superUrgent', 'express'])('rejects the processing time %j', (time) => {
    expect(errorsOf(withField('processingTime', time)).processingTime).toEqual([
      'validation.required',
    ]);
  });

  it('accepts every listed language and defaults to English', () => {
    for (const language of ['en', 'tr', 'ar', 'hi', 'es', 'fr', 'de', 'zh', 'ja', 'ru']) {
      expect(errorsOf(withField('language', language))).toEqual({});
    }
    expect(errorsOf(withField('language', 'xx'))).toHaveProperty('language');
  });

  describe('port of arrival follows the transportation', () => {
    it.each(['DEL', 'BOM', 'CCU', 'MAA', 'BLR'])('airport %s', (port) => {
      expect(
        errorsOf(validCreateApplication({ transportation: 'airports', portOfArrival: port })),
      ).toEqual({});
      expect(
        errorsOf(validCreateApplication({ transportation: 'seaports', portOfArrival: port }))
          .portOfArrival,
      ).toEqual(['validation.port_of_arrival_invalid']);
    });

    it.each(['INMAA', 'INCOK', 'INBOM'])('seaport %s', (port) => {
      expect(
        errorsOf(validCreateApplication({ transportation: 'seaports', portOfArrival: port })),
      ).toEqual({});
      expect(
        errorsOf(validCreateApplication({ transportation: 'airports', portOfArrival: port }))
          .portOfArrival,
      ).toEqual(['validation.port_of_arrival_invalid']);
    });

    it('never a land crossing or an unknown code', () => {
      const land = ports.find((p) => p.kind === 'land');
      expect(land).toBeDefined();
      for (const transportation of ['airports', 'seaports'] as const) {
        const errors = errorsOf(
          validCreateApplication({ transportation, portOfArrival: land?.code ?? '' }),
        );
        expect(errors.portOfArrival).toEqual(['validation.port_of_arrival_invalid']);
      }
      expect(errorsOf(withField('portOfArrival', 'XYZ')).portOfArrival).toEqual([
        'validation.port_of_arrival_invalid',
      ]);
    });

    it('is checked even while other fields fail', () => {
      const errors = errorsOf({
        ...validCreateApplication({ transportation: 'seaports' }),
        email: '',
      });
      expect(errors).toEqual({
        email: ['validation.required'],
        portOfArrival: ['validation.port_of_arrival_invalid'],
      });
    });
  });

  describe('touristValidity (docs/requirements/tourist-validity.md)', () => {
    it.each(['30-days', '1-year', '5-years'])('accepts %s for a tourist visa', (validity) => {
      expect(ZCreateApplicationRequest.parse(withField('touristValidity', validity))).toMatchObject(
        { visaType: 'tourist', touristValidity: validity },
      );
    });

    it.each([undefined, null])('requires one for a tourist visa (%s)', (validity) => {
      expect(errorsOf(withField('touristValidity', validity))).toEqual({
        touristValidity: ['validation.tourist_validity_required'],
      });
    });

    it('says so with every other problem of the form, not after them', () => {
      const body = { visaType: 'tourist' };
      expect(errorsOf(body).touristValidity).toEqual(['validation.tourist_validity_required']);
      expect(Object.keys(errorsOf(body))).toContain('email');
    });

    it.each(['tourist', 'business'] as const)(
      'refuses a value that is not an option, whatever the visa type (%s)',
      (visaType) => {
        expect(errorsOf({ ...withField('touristValidity', '2-years'), visaType })).toEqual({
          touristValidity: ['validation.invalid_option'],
        });
      },
    );

    it.each(['business', 'medical', 'conference'] as const)(
      'asks nothing of a %s visa, and lets a kept choice through for the server to drop',
      (visaType) => {
        const { touristValidity: _, ...without } = validCreateApplication({ visaType });
        expect(ZCreateApplicationRequest.safeParse(without).success).toBe(true);
        expect(
          ZCreateApplicationRequest.safeParse({ ...without, touristValidity: '1-year' }).success,
        ).toBe(true);
      },
    );
  });
});
