import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { languages } from '@/domain/i18n/languages';
import { rateLimits } from '@/server/lib/rate-limits';
import { mailLocales, type MailLanguage } from '@/server/services/mail/templates/locales';
import { stopReminders } from '@/server/services/reminders/stop-reminders';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const mailLanguage = (language: string): MailLanguage =>
  language in mailLocales ? (language as MailLanguage) : 'en';

/**
 * The page's look, inline (the CSP admits inline styles): the site's navy and saffron, the
 * system's font, readable on a phone, a link large enough to tap, and a visible focus ring.
 */
const STYLE = `body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f1f4fa;
font:1.0625rem/1.6 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans Arabic",sans-serif;color:#0b1530}
main{box-sizing:border-box;width:min(34rem,calc(100% - 2rem));margin:1rem;padding:2rem 1.5rem;background:#fff;
border:1px solid #d5dbe8;border-top:4px solid #f59e0b;border-radius:1rem;box-shadow:0 10px 30px rgba(11,21,48,.08)}
h1{margin:0 0 .75rem;font-size:1.5rem;line-height:1.3}p{margin:0 0 1.25rem}
a{display:inline-flex;align-items:center;min-height:44px;padding:0 1.25rem;border-radius:.6rem;background:#1e2f6b;
color:#fff;font-weight:600;text-decoration:none}a:hover{background:#14214d}a:focus-visible{outline:3px solid #f59e0b;outline-offset:3px}`;

/** A small page in the traveller's language: what the click did, and the way home. */
function page(lang: MailLanguage, title: string, body: string): string {
  const m = mailLocales[lang].reminderStopPage;
  const dir = languages.find((l) => l.code === lang)?.dir ?? 'ltr';
  return `<!doctype html><html lang="${lang}" dir="${dir}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main><h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(body)}</p><p><a href="/">${escapeHtml(m.home)}</a></p></main></body></html>`;
}

/**
 * A reminder's one-click stop link (docs/requirements/reminders.md). GET is the click; POST is
 * what a mail program's "unsubscribe" button sends. Either answers a page, never an error body:
 * a wrong token changes nothing and says so.
 */
const reminderRoutes: FastifyPluginAsyncZod = async (app) => {
  const handler = async (
    request: FastifyRequest<{ Params: { token: string } }>,
    reply: FastifyReply,
  ) => {
    const stopped = await stopReminders(app.db, request.params.token, app.clock());
    reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    reply.type('text/html; charset=utf-8');
    if (!stopped) {
      // No application to take the language from: the browser's own.
      const lang = mailLanguage(String(request.headers['accept-language'] ?? '').slice(0, 2));
      const { invalidTitle, invalid } = mailLocales[lang].reminderStopPage;
      return reply.status(404).send(page(lang, invalidTitle, invalid));
    }
    const lang = mailLanguage(stopped.language);
    const done = mailLocales[lang].reminderStopPage.done.replace(
      '{{applicationNumber}}',
      stopped.applicationNumber,
    );
    return reply.send(page(lang, mailLocales[lang].reminderStopPage.title, done));
  };
  const options = {
    schema: { params: z.object({ token: z.string().max(200) }) },
    config: rateLimits.reminderStop,
  };
  app.get('/stop/:token', options, handler);
  app.post('/stop/:token', options, handler);
};

export default reminderRoutes;
