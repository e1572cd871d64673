// The optional extras step 1 sells, travel insurance and a travel eSIM (the product decisions,
// "Pricing" and "Add-ons"). Their prices are in the price table (pricing.ts); how soon they
// arrive is here, so step 1 and the requirements page state the same time.

/**
 * After payment our staff arrange each chosen extra and email it to the application's email
 * address (each traveller's insurance certificate, each traveller's eSIM QR code) within this
 * many business days.
 */
export const addOnDeliveryBusinessDays = 2;
