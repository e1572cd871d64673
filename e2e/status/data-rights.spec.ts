import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { decryptBuffer } from '@/server/services/storage/encryption/file-cipher';
import { fileKeyring, KEY_FILE } from '@/server/services/storage/encryption/keyring';
import { zipEntries } from '@/server/test-support/zip';
import { enrolReviewer } from '../admin/journey-support';
import { passportPdf } from '../documents/documents-support';
import {
  createApplicationViaApi,
  saveApplicantsViaApi,
  signAgreementViaApi,
} from '../support/applications-api';
import { decodeQuotedPrintable, header, waitForEmail } from '../support/outbox';
import { CARDS, payThroughApi, startCheckout } from '../support/payment';
import { E2E_RIGHTS } from '../support/staff';
import { uniqueEmail, type ApiApplication } from '../support/stored-session';
import { expect, test, useLanguage } from '../support/test';

// The traveller's rights from the status page (docs/requirements/privacy.md, "Access and
// erasure"): a paid application with an uploaded passport; the code from the email; the data
// ZIP (data.json and the files, which must be the stored files decrypted); the erasure of the
// unsubmitted application; then the status check finds nothing, the files are gone from the
// server's DATA_DIR/files, and staff see the erasure on the dashboard.

const dataDir = () => process.env.E2E_DATA_DIR ?? '';
const bearer = (created: ApiApplication) => ({ authorization: `Bearer ${created.accessToken}` });

/** Every stored file under DATA_DIR/files, decrypted, by path. */
async function storedFiles(): Promise<Map<string, Buffer>> {
  const root = path.join(dataDir(), 'files');
  const keyring = await fileKeyring(path.join(dataDir(), KEY_FILE));
  const found = new Map<string, Buffer>();
  const walk = async (dir: string): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(full);
      else if (!entry.name.endsWith('.partial'))
        found.set(
          full,
          await decryptBuffer(await readFile(full), keyring).catch(() => Buffer.alloc(0)),
        );
    }
  };
  await walk(root);
  return found;
}

test('a traveller downloads their data, erases the application, and staff see the record', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // A paid application of its own address (the shared fixtures' address reaches its daily
  // limit of unproven mail under the whole suite).
  const email = uniqueEmail('rights');
  const created = await createApplicationViaApi(request, { numberOfApplicants: 1, email });
  await saveApplicantsViaApi(request, created, 1);
  await signAgreementViaApi(request, created);
  const confirmed = await request.post('/api/send-application-confirmation', {
    headers: bearer(created),
    data: { applicationId: created.id },
  });
  expect(confirmed.status()).toBe(200);
  const paid = await payThroughApi(request, await startCheckout(request, created), CARDS.success);
  expect(paid.ok()).toBe(true);
  // Its own text: stored without metadata, a fixture scan would equal other tests' files.
  const passport = await passportPdf(
    'passport-scan-1.pdf',
    40_000,
    `PASSPORT ${created.applicationNumber}`,
  );
  const uploaded = await request.post(`/api/applications/${created.id}/documents`, {
    headers: bearer(created),
    multipart: { documentType: 'passport', applicant: '0', file: passport },
  });
  expect(uploaded.status()).toBe(201);

  await useLanguage(page, 'en');
  await page.goto('/check-status');
  await page.getByLabel(/^Email address/).fill(email);
  await page.getByLabel(/^Application number/).fill(created.applicationNumber);
  await page.getByRole('button', { name: /^Check Status$/ }).click();
  const yourData = page.getByRole('region', { name: 'Your data' });
  await expect(yourData).toBeVisible();
  await yourData.getByRole('button', { name: 'Email me a code' }).click();
  await expect(page.getByRole('heading', { name: 'Enter the code from the email' })).toBeFocused();

  const mail = await waitForEmail(
    (eml) =>
      header(eml, 'To') === email &&
      (header(eml, 'Subject') ?? '').includes(
        `Your code for application ${created.applicationNumber}`,
      ),
  );
  const code = /\b(\d{8})\b/.exec(
    decodeQuotedPrintable(mail).split('\n\n').slice(1).join('\n'),
  )?.[1];
  expect(code).toMatch(/^\d{8}$/);

  // A wrong code first: the error summary and the field say so.
  await page.getByLabel(/^Code/).fill(code === '00000000' ? '11111111' : '00000000');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('link', { name: /^This code is not right/ })).toBeVisible();
  await expect(page.locator('#data-rights-code-error')).toContainText('This code is not right');
  await page.getByLabel(/^Code/).fill(code ?? '');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'What would you like to do?' })).toBeFocused();

  const folder = await mkdtemp(path.join(tmpdir(), 'evisa-data-rights-'));
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download my data (ZIP)' }).click(),
  ]);
  const zipPath = path.join(folder, download.suggestedFilename());
  await download.saveAs(zipPath);
  expect(download.suggestedFilename()).toBe(`my-data-${created.applicationNumber}.zip`);
  const entries = await zipEntries(zipPath);
  const data = JSON.parse(entries.get('data.json')?.toString('utf8') ?? '{}') as {
    application: { applicationNumber: string; email: string; status: string };
    travellers: { details: Record<string, unknown> }[];
    documents: { documentType: string; originalName: string; size: number; file: string }[];
    agreements: { signature: string; agreementPdf: string | null }[];
    payments: { status: string }[];
    emails: { template: string }[];
  };
  expect(data.application).toMatchObject({
    applicationNumber: created.applicationNumber,
    email,
    status: 'paid',
  });
  expect(data.travellers).toHaveLength(1);
  expect(data.payments[0]?.status).toBe('succeeded');
  expect(data.emails.map((e) => e.template)).toContain('data-rights-code');
  const [document] = data.documents;
  expect(document).toMatchObject({ documentType: 'passport', originalName: 'passport-scan-1.pdf' });
  // The files inside are the stored files, decrypted: the passport as stored (its metadata
  // removed on upload), the drawn signature and the signed agreement.
  const passportInZip = entries.get(document?.file ?? '');
  expect(passportInZip?.subarray(0, 5).toString()).toBe('%PDF-');
  expect(passportInZip?.length).toBe(document?.size);
  const stored = await storedFiles();
  const inZip = [...entries].filter(([name]) => name !== 'data.json');
  expect(inZip.length).toBeGreaterThanOrEqual(3);
  // Each file of the ZIP is a stored file; the drawn signature of the shared fixture may be
  // stored for other applications too, so each may match several.
  const matches = inZip.map(([name, content]) => {
    const paths = [...stored].filter(([, plain]) => plain.equals(content)).map(([p]) => p);
    expect(paths.length, `${name} is a stored file`).toBeGreaterThan(0);
    return [name, paths] as const;
  });

  // Erasure: the confirmation says what happens to the money and that it is final.
  await page.getByRole('button', { name: 'Erase my data' }).click();
  await expect(page.getByRole('heading', { name: 'Erase your data now?' })).toBeFocused();
  await expect(page.getByText(/We will refund \$\d+ to the card you paid with/)).toBeVisible();
  await expect(page.getByText('This cannot be undone.')).toBeVisible();
  await page.getByRole('button', { name: 'Yes, erase my data' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your data has been erased' }),
  ).toBeFocused();

  const erasedMail = await waitForEmail(
    (eml) =>
      header(eml, 'To') === email && (header(eml, 'Subject') ?? '').includes('has been erased'),
  );
  expect(erasedMail).toContain(created.applicationNumber);

  // The status check no longer finds it; its files are gone from the server's storage.
  await page.getByRole('button', { name: /^Check Status$/ }).click();
  await expect(
    page
      .getByText('Application not found. Please check your email and application number.')
      .first(),
  ).toBeVisible();
  const left = await storedFiles();
  for (const [name, paths] of matches)
    expect(
      paths.some((file) => !left.has(file)),
      `${name}: its stored file is deleted`,
    ).toBe(true);

  // Staff see the erasure, by number, on the dashboard.
  await enrolReviewer(page, E2E_RIGHTS);
  const erasures = page.getByRole('region', { name: 'Erasures' });
  await expect(erasures.getByText(created.applicationNumber)).toBeVisible();
  await expect(erasures.getByText('by the traveller').first()).toBeVisible();
});
