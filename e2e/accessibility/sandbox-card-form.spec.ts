import { expect, test } from '../support/test';
import { createSubmittedApplication, startCheckout } from '../support/payment';

// The sandbox's hosted card page: the card fields say what they hold (autofill), and an empty
// submit comes back with focus on the first field to fix (WCAG 1.3.5, 2.4.3).

test('card fields autofill as card fields; an empty submit focuses the first error', async ({
  page,
  request,
}) => {
  const application = await createSubmittedApplication(request);
  const checkout = await startCheckout(request, application);
  await page.goto(checkout.toString());
  await expect(page.getByLabel('Card number')).toHaveAttribute('autocomplete', 'cc-number');
  await expect(page.getByLabel('Expiry (MM/YY)')).toHaveAttribute('autocomplete', 'cc-exp');
  await expect(page.getByLabel('CVC')).toHaveAttribute('autocomplete', 'cc-csc');
  await expect(page.getByLabel('Name on card')).toHaveAttribute('autocomplete', 'cc-name');

  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('alert')).toHaveText('Please check your card details.');
  await expect(page.getByLabel('Card number')).toBeFocused();
});
