import { describe, expect, it } from 'vitest';
import { ZSaveApplicantDraftsRequest } from '@/domain/schemas/applicant-drafts';
import { ZSendConfirmationRequest } from '@/domain/schemas/send-confirmation';
import {
  MAX_SIGNATURE_DATA_URL_LENGTH,
  ZSignAgreementRequest,
} from '@/domain/schemas/sign-agreement';

const png = 'data:image/png;base64,iVBORw0KGgo=';

describe('ZSignAgreementRequest', () => {
  it("accepts the described client's body, fallbacks included", () => {
    const parsed = ZSignAgreementRequest.parse({
      customerName: 'Customer',
      customerEmail: 'placeholder@example.com',
      visaType: 'Tourist',
      numberOfApplicants: 1,
      totalPrice: 0,
      signatureDataUrl: png,
      applicationId: 'IND1700000000000',
      ipAddress: '0.0.0.0',
    });
    expect(parsed).toMatchObject({ customerName: 'Customer', signatureDataUrl: png });
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['a JPEG', 'data:image/jpeg;base64,/9j/4AAQ'],
    ['not base64', 'data:image/png;base64,<svg>'],
    ['too long', `data:image/png;base64,${'A'.repeat(MAX_SIGNATURE_DATA_URL_LENGTH)}`],
  ])('gives the pad message for a signature that is %s', (_, signatureDataUrl) => {
    const result = ZSignAgreementRequest.safeParse({
      applicationId: 'x',
      customerName: 'Jane',
      signatureDataUrl,
    });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['signatureDataUrl', 'validation.signature_required'],
    ]);
  });

  it('requires ticked boxes when they are sent', () => {
    const result = ZSignAgreementRequest.safeParse({
      applicationId: 'x',
      customerName: 'Jane',
      signatureDataUrl: png,
      privacyAccepted: false,
    });
    expect(result.error?.issues[0]?.message).toBe('validation.legal_agreement_required');
  });
});

describe('ZSendConfirmationRequest', () => {
  it('needs only the application id', () => {
    expect(ZSendConfirmationRequest.safeParse({ applicationId: 'abc' }).success).toBe(true);
    expect(ZSendConfirmationRequest.safeParse({ customerEmail: 'a@b.c' }).success).toBe(false);
  });
});

describe('ZSaveApplicantDraftsRequest', () => {
  it('keeps known fields as strings and drops unknown ones', () => {
    const parsed = ZSaveApplicantDraftsRequest.parse({
      applicants: [{ firstName: 'J', surname: 'dropped' }],
    });
    expect(parsed.applicants).toEqual([{ firstName: 'J' }]);
  });
});
