import type { SandboxCheckout } from '@/server/db';
import { orderSummary } from './checkout-page';
import { formTokenField, html, page } from './layout';

/** The issuing bank's 3-D Secure step, simulated: the applicant chooses the outcome. */
export function challengePage(
  checkout: SandboxCheckout,
  merchantName: string,
  formToken: string,
): string {
  const action = `/pay/sandbox/${checkout.id}/3ds`;
  return page(
    '3-D Secure authentication',
    html`${orderSummary(checkout, merchantName)}
      <section aria-labelledby="challenge-title">
        <h2 id="challenge-title">3-D Secure authentication</h2>
        <p>Your bank asks you to confirm this payment. This is a test page: choose the outcome.</p>
        <div class="actions">
          <form method="post" action="${action}">
            ${formTokenField(formToken)}
            <input type="hidden" name="outcome" value="complete" />
            <button type="submit" class="pay">Complete authentication</button>
          </form>
          <form method="post" action="${action}">
            ${formTokenField(formToken)}
            <input type="hidden" name="outcome" value="fail" />
            <button type="submit" class="secondary">Fail authentication</button>
          </form>
        </div>
      </section>`,
  );
}

const closedMessages: Record<string, string> = {
  succeeded: 'This payment is complete.',
  refunded: 'This payment is complete.',
  failed: 'This payment did not go through.',
  cancelled: 'This payment was cancelled.',
  // The merchant closes a checkout only when a newer one replaces it (docs/decisions/0005).
  expired: 'This checkout was replaced by a newer one.',
};
const closedHints: Record<string, string> = {
  expired: 'Nothing was charged. Please go back and pay from the application.',
};

/** A checkout that can no longer be paid: finished, cancelled or expired. */
export function closedPage(
  checkout: SandboxCheckout,
  merchantName: string,
  returnUrl: string,
): string {
  const message = closedMessages[checkout.status] ?? 'This checkout has expired.';
  const hint = closedHints[checkout.status];
  return page(
    message,
    html`${orderSummary(checkout, merchantName)}
      <section>
        <h2>${message}</h2>
        ${hint ? html`<p>${hint}</p>` : ''}
        <p><a class="button" href="${returnUrl}">Return to ${merchantName}</a></p>
      </section>`,
  );
}

/** An open checkout of an application the merchant no longer takes payment for (already paid). */
export function notPayablePage(
  checkout: SandboxCheckout,
  merchantName: string,
  returnUrl: string,
): string {
  return page(
    'This application is already paid',
    html`${orderSummary(checkout, merchantName)}
      <section>
        <h2>This application is already paid.</h2>
        <p>Nothing was charged. Please go back to the application to see its payment.</p>
        <p><a class="button" href="${returnUrl}">Return to ${merchantName}</a></p>
      </section>`,
  );
}

/** A post that did not come from our own page (another site, or a stale or missing token). */
export function refusedPostPage(checkoutId: string): string {
  return page(
    'Request refused',
    html`<h1>This form was not sent from the payment page.</h1>
      <p>Nothing was charged or changed. Open the payment page again and try once more.</p>
      <p><a class="button" href="/pay/sandbox/${checkoutId}">Back to the payment page</a></p>`,
  );
}

export function notFoundPage(): string {
  return page(
    'Checkout not found',
    html`<h1>Checkout not found</h1>
      <p>
        This payment link is not valid. Please start the payment again from the merchant's site.
      </p>`,
  );
}
