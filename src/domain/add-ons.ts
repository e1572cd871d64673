// The optional extras step 1 sells, travel insurance and a travel eSIM (the product decisions,
// "Pricing" and "Add-ons"), and how they reach the traveller (docs/requirements/add-ons.md).
// Their prices are in the price table (pricing.ts); how soon they arrive is here, so step 1 and
// the requirements page state the same time.

import { isPaid, isRejected, type ApplicationStatus } from './status';
import { isTravellerRefused, type TravellerOutcome } from './traveller-outcomes';

/**
 * After payment our staff arrange each chosen extra and email it to the application's email
 * address (each traveller's insurance certificate, each traveller's eSIM QR code) within this
 * many business days.
 */
export const addOnDeliveryBusinessDays = 2;

/** The extras, by the name their delivered file carries (a documents row of kind 'addon'). */
export const addOnKinds = ['insurance', 'esim'] as const;
export type AddOnKind = (typeof addOnKinds)[number];

/** Which of the application's choices sells each extra. */
export const addOnChoice = {
  insurance: 'travelInsurance',
  esim: 'travelEsim',
} as const satisfies Record<AddOnKind, string>;

/** The extras an application chose, in the order above. */
export const chosenAddOns = (choices: {
  travelInsurance: boolean;
  travelEsim: boolean;
}): AddOnKind[] => addOnKinds.filter((kind) => choices[addOnChoice[kind]]);

/**
 * Whether a traveller's extras are owed: once the application is paid, unless it was rejected
 * or the traveller refused (their extras are refunded with the decision, refunds.md). A
 * traveller still pending is owed them: they arrive before the trip, not after the e-Visa.
 */
export const addOnsOwed = (status: ApplicationStatus, outcome: TravellerOutcome): boolean =>
  isPaid(status) && !isRejected(status) && !isTravellerRefused(outcome);

/** The file staff attach: a certificate, or a QR code with its instructions. */
export const ADDON_MAX_BYTES = 5 * 1024 * 1024;
/** The multipart field that carries it. */
export const ADDON_FIELD = 'addOnFile';
/** By content: a PDF, or a PNG or JPEG image of a QR code. */
export const addOnMimeTypes = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
} as const;
