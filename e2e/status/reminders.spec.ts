import { request as apiRequest } from '@playwright/test';
import { createPaidApplication } from '../documents/documents-support';
import { createApplicationViaApi } from '../support/applications-api';
import { clockMovedBy, freePort, startServer, type RunningServer } from '../support/global-setup';
import {
  decodeQuotedPrintable,
  emails,
  header,
  resumeLinkIn,
  waitForEmail,
} from '../support/outbox';
import { uniqueEmail } from '../support/stored-session';
import { expect, test } from '../support/test';

// Reminders with the clock moved (docs/requirements/reminders.md): two days on, a paid
// application without documents and an unfinished one are each reminded once; the reminder's
// link opens the application in a fresh browser; the stop link ends the unfinished one's
// reminders; four days on, only the paid one gets its 3-day reminder. The server is this spec's
// own, on its own embedded database, so moving its clock (a restart under libfaketime) touches no
// other spec.

let server: RunningServer;
let origin = '';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  server = await startServer(
    { HOST: '127.0.0.1', PUBLIC_URL: origin, TRUST_PROXY: undefined, DATABASE_URL: undefined },
    { port },
  );
});
test.afterAll(() => server?.stop());

/** Every email of this server's outbox about `number` whose subject matches. */
const about = (number: string, subject: RegExp) => (eml: string) =>
  eml.includes(number) && subject.test(header(eml, 'Subject') ?? '');

test('each reminder goes once at its time, its link works in a fresh browser, and stop stops it', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const api = await apiRequest.newContext({ baseURL: origin });
  const paid = await createPaidApplication(api, 1);
  const draft = await createApplicationViaApi(api, { email: uniqueEmail('reminded') });

  let stopLink = '';
  await test.step('two days on: one reminder each', async () => {
    await server.restart(clockMovedBy(2));
    const documents = await waitForEmail(
      about(paid.applicationNumber, /please upload your documents/),
      server.dataDir,
    );
    const unfinished = await waitForEmail(
      about(draft.applicationNumber, /is not finished yet/),
      server.dataDir,
    );
    stopLink = (decodeQuotedPrintable(unfinished).match(
      /https?:\/\/[^\s"'<>]+\/reminders\/stop\/[\w-]+/,
    ) ?? [''])[0];
    expect(stopLink.startsWith(origin)).toBe(true);

    const context = await browser.newContext();
    const traveller = await context.newPage();
    await traveller.goto(resumeLinkIn(documents));
    await expect(traveller).toHaveURL(/\/documents/);
    await expect(traveller.getByRole('heading', { level: 2, name: 'Documents' })).toBeVisible();
    await expect(traveller.getByRole('heading', { name: 'PersonA Traveller' })).toBeVisible();
    await context.close();
  });

  await test.step('the stop link, clicked in a fresh browser, ends the unfinished one’s reminders', async () => {
    const context = await browser.newContext();
    const traveller = await context.newPage();
    await traveller.goto(stopLink);
    await expect(traveller.getByRole('heading', { name: 'Reminders stopped' })).toBeVisible();
    await expect(traveller.getByText(draft.applicationNumber)).toBeVisible();
    await context.close();
  });

  await test.step('four days on: the paid one’s 3-day reminder, nothing for the stopped one', async () => {
    await server.restart(clockMovedBy(4));
    const count = async (filter: (eml: string) => boolean) =>
      (await emails(filter, server.dataDir)).length;
    // The documents reminders: 24 hours, then 3 days, each once.
    await expect
      .poll(() => count(about(paid.applicationNumber, /please upload your documents/)), {
        timeout: 20_000,
      })
      .toBe(2);
    expect(await count(about(draft.applicationNumber, /is not finished yet/))).toBe(1);
  });
  await api.dispose();
});
