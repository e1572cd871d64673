import { createPaidApplication } from '../documents/documents-support';
import { header, waitForEmail } from '../support/outbox';
import { E2E_ADDONS } from '../support/staff';
import { expect, test, useLanguage } from '../support/test';
import { enrolReviewer } from './journey-support';

// A paid extra delivered (docs/requirements/add-ons.md), against the real server: the
// application shows in the queue's "extras to send" filter; staff attach the traveller's
// insurance certificate; the email carries it; the status page, in a fresh browser, shows it
// sent and downloads it; the filter no longer lists the application.

/** A one-page PDF, as an insurer's certificate would be. */
async function certificate() {
  const { PDFDocument } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.addPage([595, 842]).drawText('Certificate of travel insurance');
  return {
    name: 'certificate.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(await pdf.save()),
  };
}

test('staff deliver a paid insurance certificate; the traveller gets it by email and on the status page', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  await useLanguage(page, 'en');
  const created = await createPaidApplication(request, 1, 'en', 'tourist', [], {
    travelInsurance: true,
  });
  const detail = await request.get(`/api/applications/${created.id}`, {
    headers: { authorization: `Bearer ${created.accessToken}` },
  });
  const view = (await detail.json()) as {
    email: string;
    applicants: { details: Record<string, string> }[];
  };
  const firstName = String(view.applicants[0]?.details.firstName);
  const lastName = String(view.applicants[0]?.details.lastName);
  const fileName = `travel-insurance-${created.applicationNumber}-1.pdf`;
  let filtered = '';

  await test.step('the queue filter lists it; the application page shows the task', async () => {
    await enrolReviewer(page, E2E_ADDONS);
    // The list's state is the URL: the box is ticked once the router has moved there.
    await page.getByLabel('Only applications with extras to send').click();
    await expect(page).toHaveURL(/addOnsDue=true/);
    await expect(page.getByLabel('Only applications with extras to send')).toBeChecked();
    filtered = page.url();
    await page.getByRole('link', { name: created.applicationNumber }).click();
    const panel = page.getByRole('region', { name: 'Extras to deliver' });
    await expect(panel.getByText('Still to send: 1.', { exact: false })).toBeVisible();
    await expect(panel.getByText(`Travel insurance for ${firstName} ${lastName}`)).toBeVisible();
    await expect(panel.getByText('To send', { exact: true })).toBeVisible();
  });

  await test.step('a wrong file is refused by its field; the certificate is sent', async () => {
    const panel = page.getByRole('region', { name: 'Extras to deliver' });
    const field = panel.getByLabel('Travel insurance: certificate or QR code');
    await field.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hi'),
    });
    await expect(panel.getByText('Please select a PDF, PNG or JPEG file.')).toBeVisible();
    await field.setInputFiles(await certificate());
    await panel
      .getByRole('button', { name: `Send Travel insurance to ${firstName} ${lastName}` })
      .click();
    await expect(page.getByText('Extra sent', { exact: true })).toBeVisible();
    await expect(panel.getByText('Every extra owed has been sent.')).toBeVisible();
    await expect(panel.getByText(/^Sent /)).toBeVisible();
    await expect(panel.getByText('File sent: certificate.pdf')).toBeVisible();
    // Emptied: the sent file is not offered again.
    await expect(panel.getByLabel('Travel insurance: corrected file')).toHaveValue('');
    await expect(
      page.getByRole('region', { name: 'Timeline' }).getByText('Extra sent to the traveller'),
    ).toBeVisible();
  });

  await test.step('the email carries the certificate', async () => {
    const eml = await waitForEmail((m) => m.includes(fileName));
    expect(header(eml, 'To')).toContain(view.email);
    expect(header(eml, 'Subject')).toContain(created.applicationNumber);
    expect(eml).toContain('application/pdf');
  });

  await test.step('the filter no longer lists it', async () => {
    await page.goto(filtered);
    await expect(page.getByLabel('Only applications with extras to send')).toBeChecked();
    await expect(page.getByRole('link', { name: created.applicationNumber })).toHaveCount(0);
  });

  await test.step('the status page, in a fresh browser, offers the certificate', async () => {
    const context = await browser.newContext();
    const traveller = await context.newPage();
    await useLanguage(traveller, 'en');
    await traveller.goto('/check-status');
    await traveller.getByLabel(/^Email address/).fill(view.email);
    await traveller.getByLabel(/^Application number/).fill(created.applicationNumber);
    await traveller.getByRole('button', { name: /^Check Status$/ }).click();
    await expect(traveller.getByText(/^Travel insurance: sent by email on /)).toBeVisible();
    const download = traveller.waitForEvent('download');
    await traveller
      .getByRole('link', { name: `Download Travel insurance for ${firstName}` })
      .click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(fileName);
    const { readFile } = await import('node:fs/promises');
    const bytes = await readFile((await file.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    await context.close();
  });
});
