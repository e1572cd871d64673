// Server-rendered pages of the sandbox gateway. No script at all (CSP `script-src 'self'`):
// plain forms post back and the server answers with a redirect or a new page.

const GATEWAY_NAME = 'Sandbox Pay';
export const STYLESHEET_PATH = '/pay/sandbox/assets/sandbox.css';

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML content and quoted attribute values. */
function escapeHtml(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (c) => entities[c]!);
}

/** A trusted HTML fragment (already escaped); `html` templates pass it through unchanged. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString() {
    return this.value;
  }
}

type Interpolation = string | number | SafeHtml | readonly SafeHtml[] | false | null | undefined;

/** Tagged template that escapes every interpolated value unless it is already SafeHtml. */
export function html(strings: TemplateStringsArray, ...values: Interpolation[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    if (value instanceof SafeHtml) out += value.value;
    else if (Array.isArray(value)) out += value.map((v: SafeHtml) => v.value).join('');
    else if (value !== false && value !== null && value !== undefined)
      out += escapeHtml(value as string);
    out += strings[i + 1] ?? '';
  });
  return new SafeHtml(out);
}

/** The hidden field that ties a form post to the page that rendered it (see form-guard.ts). */
export const formTokenField = (token: string) =>
  html`<input type="hidden" name="csrfToken" value="${token}" />`;

export function page(title: string, body: SafeHtml): string {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title} · ${GATEWAY_NAME}</title>
        <link rel="stylesheet" href="${STYLESHEET_PATH}" />
      </head>
      <body>
        <header class="gateway-bar">
          <span class="gateway-name">${GATEWAY_NAME}</span>
          <span class="badge" title="No real money moves on this page">Test mode</span>
        </header>
        <p class="test-mode-banner">
          <strong>Test mode: no money moves.</strong> This gateway only simulates a payment.
        </p>
        <main class="card">${body}</main>
        <footer class="gateway-footer">
          A simulated payment gateway. Never enter a real card number here.
        </footer>
      </body>
    </html>`.value;
}
