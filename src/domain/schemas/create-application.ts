import { z } from 'zod';
import { defaultLanguage, isLanguageCode, type LanguageCode } from '@/domain/i18n/languages';
import { fieldMessage } from '@/domain/errors/field-message';
import { findByDialKey } from '@/domain/reference/countries';
import { findPort, portsFor } from '@/domain/reference/ports';
import { singleLineText } from '@/domain/schemas/text';
import {
  maxApplicants,
  minApplicants,
  processingTimes,
  touristValidities,
  transportations,
  visaTypes,
} from '@/domain/visa';

// Step 1 / specification call 1: POST /api/applications. Price fields a client sends (basePrice,
// processingFee, totalAmount, ...) are stripped: the server computes every amount.

// A select left empty arrives as '' or not at all; either way the step-1 form shows 'required'.
const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: fieldMessage('validation.required') });
const requiredText = () =>
  singleLineText({ error: fieldMessage('validation.required') })
    .trim()
    .min(1, fieldMessage('validation.required'));
// An empty field reports only 'required', not also the format rule. (Not `abort: true`: an
// aborted field would also skip the object's cross-field check below.)
const filledAnd = (check: (value: string) => boolean) => (value: string) =>
  value === '' || check(value);

/** Digits, spaces and dashes, 6 to 15 digits: the national number without its dial code. */
export function isPhoneNumber(phone: string): boolean {
  const digits = phone.replace(/\D/g, '').length;
  return /^[\d\s-]+$/.test(phone) && digits >= 6 && digits <= 15;
}

export const ZCreateApplicationRequest = z
  .object({
    visaType: choice(visaTypes),
    // Asked only of the e-Tourist visa (docs/requirements/tourist-validity.md): required there
    // (below). With another visa type a valid value is accepted and dropped by the server, so
    // the wizard may keep the choice while the traveller compares visa types; null (what the
    // view says of a business visa, and an unanswered radio group) counts as not given.
    touristValidity: z
      .enum(touristValidities, { error: fieldMessage('validation.invalid_option') })
      .nullish(),
    processingTime: choice(processingTimes),
    transportation: choice(transportations),
    portOfArrival: requiredText(),
    email: requiredText().pipe(z.email({ error: fieldMessage('validation.email_invalid') })),
    countryCode: requiredText().refine(
      filledAnd((key) => findByDialKey(key) !== undefined),
      fieldMessage('validation.country_code_invalid'),
    ),
    phone: requiredText().refine(
      filledAnd(isPhoneNumber),
      fieldMessage('validation.phone_invalid'),
    ),
    numberOfApplicants: z
      .number({ error: fieldMessage('validation.number_of_applicants_range') })
      .int(fieldMessage('validation.number_of_applicants_range'))
      .min(minApplicants, fieldMessage('validation.number_of_applicants_range'))
      .max(maxApplicants, fieldMessage('validation.number_of_applicants_range')),
    travelInsurance: z.boolean().default(false),
    travelEsim: z.boolean().default(false),
    // Emails go out in the applicant's language (the product decisions).
    language: z.custom<LanguageCode>(isLanguageCode).default(defaultLanguage),
    // The described service always sends 'email'; there is no other channel.
    communicationChannel: z.literal('email').optional(),
  })
  .superRefine(
    (request, ctx) => {
      if (request.touristValidity == null) {
        ctx.addIssue({
          code: 'custom',
          path: ['touristValidity'],
          message: fieldMessage('validation.tourist_validity_required'),
        });
      }
    },
    // Reported with the other fields' problems, not only once they are all right.
    { when: ({ value }) => isTouristWithoutValidity(value) },
  )
  .superRefine(
    (request, ctx) => {
      const port = findPort(request.portOfArrival);
      if (!port || !portsFor(request.transportation).includes(port)) {
        ctx.addIssue({
          code: 'custom',
          path: ['portOfArrival'],
          message: fieldMessage('validation.port_of_arrival_invalid'),
        });
      }
    },
    // Check the port as soon as both fields are filled, even while other fields still fail.
    { when: ({ value }) => hasTransportAndPort(value) },
  );

function isTouristWithoutValidity(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const { visaType, touristValidity } = value as Record<string, unknown>;
  return visaType === 'tourist' && touristValidity == null;
}

function hasTransportAndPort(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const { transportation, portOfArrival } = value as Record<string, unknown>;
  return (
    (transportations as readonly unknown[]).includes(transportation) &&
    typeof portOfArrival === 'string' &&
    portOfArrival !== ''
  );
}

export type TCreateApplicationRequest = z.output<typeof ZCreateApplicationRequest>;
/** What the step-1 form holds before defaults apply. */
export type TCreateApplicationInput = z.input<typeof ZCreateApplicationRequest>;
