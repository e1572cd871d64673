import { formatMoney } from '@/domain/money';
import type { SandboxCheckout } from '@/server/db';
import { sandboxTestCards, type CardForm } from '@/server/services/payments/sandbox/test-cards';
import { formTokenField, html, page, type SafeHtml } from './layout';

/** The amount as a gateway shows it: in English, with the cents ('$238.00'). */
const formatCheckoutAmount = (amount: number, currency: string) =>
  formatMoney(amount, currency, 'en', { alwaysCents: true });

export interface CheckoutPageState {
  /** Only the harmless fields are echoed back; the card number and CVC never are. */
  values?: Pick<CardForm, 'expiry' | 'cardName'>;
  errors?: Partial<Record<keyof CardForm, string>>;
}

export function orderSummary(checkout: SandboxCheckout, merchantName: string): SafeHtml {
  return html`<section class="summary" aria-labelledby="summary-title">
    <p class="merchant">${merchantName}</p>
    <h1 id="summary-title">Order summary</h1>
    <dl>
      <dt>Description</dt>
      <dd>${checkout.description}</dd>
      <dt>Application number</dt>
      <dd>${checkout.merchantReference}</dd>
      <dt>Amount due</dt>
      <dd class="amount">${formatCheckoutAmount(checkout.amount, checkout.currency)}</dd>
    </dl>
  </section>`;
}

function field(
  name: keyof CardForm,
  label: string,
  attrs: { autocomplete: string; inputmode?: string; placeholder?: string; value?: string },
  error: string | undefined,
  /** The first field in error gets focus when the page comes back (WCAG 2.4.3). */
  focus = false,
): SafeHtml {
  const errorId = `${name}-error`;
  return html`<div class="field">
    <label for="${name}">${label}</label>
    <input
      id="${name}"
      name="${name}"
      type="text"
      required
      autocomplete="${attrs.autocomplete}"
      ${attrs.inputmode ? html`inputmode="${attrs.inputmode}"` : ''}
      placeholder="${attrs.placeholder ?? ''}"
      value="${attrs.value ?? ''}"
      ${error ? html`aria-invalid="true" aria-describedby="${errorId}"` : ''}
      ${focus ? html`autofocus` : ''}
    />
    ${error ? html`<p class="error" id="${errorId}">${error}</p>` : ''}
  </div>`;
}

export function checkoutPage(
  checkout: SandboxCheckout,
  merchantName: string,
  formToken: string,
  state: CheckoutPageState = {},
): string {
  const errors = state.errors ?? {};
  const hasErrors = Object.keys(errors).length > 0;
  const first = (['cardNumber', 'expiry', 'cvc', 'cardName'] as const).find((k) => errors[k]);
  const action = `/pay/sandbox/${checkout.id}`;
  const body = html`${orderSummary(checkout, merchantName)}
    <section aria-labelledby="card-title">
      <h2 id="card-title">Pay by card</h2>
      ${hasErrors ? html`<p class="alert" role="alert">Please check your card details.</p>` : ''}
      <form method="post" action="${action}" novalidate>
        ${formTokenField(formToken)}
        ${field('cardNumber', 'Card number', { autocomplete: 'cc-number', inputmode: 'numeric', placeholder: '1234 1234 1234 1234' }, errors.cardNumber, first === 'cardNumber')}
        <div class="row">
          ${field('expiry', 'Expiry (MM/YY)', { autocomplete: 'cc-exp', inputmode: 'numeric', placeholder: 'MM/YY', value: state.values?.expiry ?? '' }, errors.expiry, first === 'expiry')}
          ${field('cvc', 'CVC', { autocomplete: 'cc-csc', inputmode: 'numeric', placeholder: '123' }, errors.cvc, first === 'cvc')}
        </div>
        ${field('cardName', 'Name on card', { autocomplete: 'cc-name', value: state.values?.cardName ?? '' }, errors.cardName, first === 'cardName')}
        <button type="submit" class="pay">
          Pay ${formatCheckoutAmount(checkout.amount, checkout.currency)}
        </button>
      </form>
      <form method="post" action="${action}/cancel" class="cancel">
        ${formTokenField(formToken)}
        <button type="submit" class="link">Cancel and return to ${merchantName}</button>
      </form>
    </section>
    <section class="test-cards" aria-labelledby="test-cards-title">
      <h2 id="test-cards-title">Test cards</h2>
      <p>Use any future expiry date, any 3-digit CVC and any name.</p>
      <table>
        <thead>
          <tr>
            <th scope="col">Card number</th>
            <th scope="col">Result</th>
          </tr>
        </thead>
        <tbody>
          ${sandboxTestCards.map(
            (card) =>
              html`<tr>
                <td class="mono">${card.number}</td>
                <td>${card.description}</td>
              </tr>`,
          )}
        </tbody>
      </table>
    </section>`;
  return page(`Pay ${merchantName}`, body);
}
