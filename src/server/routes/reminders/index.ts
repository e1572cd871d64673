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

/** A small page in the traveller's language: what the click did, and the way home. */
function page(lang: MailLanguage, body: string): string {
  const m = mailLocales[lang].reminderStopPage;
  const dir = languages.find((l) => l.code === lang)?.dir ?? 'ltr';
  return `<!doctype html><html lang="${lang}" dir="${dir}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(m.title)}</title></head><body><main><h1>${escapeHtml(m.title)}</h1>
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
      return reply.status(404).send(page(lang, mailLocales[lang].reminderStopPage.invalid));
    }
    const lang = mailLanguage(stopped.language);
    const done = mailLocales[lang].reminderStopPage.done.replace(
      '{{applicationNumber}}',
      stopped.applicationNumber,
    );
    return reply.send(page(lang, done));
  };
  const options = {
    schema: { params: z.object({ token: z.string().max(200) }) },
    config: rateLimits.reminderStop,
  };
  app.get('/stop/:token', options, handler);
  app.post('/stop/:token', options, handler);
};

export default reminderRoutes;
