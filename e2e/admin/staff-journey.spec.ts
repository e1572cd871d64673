import { mkdirSync } from 'node:fs';
import type { TAdminApplicationDetail } from '@/domain/schemas';
import { decodeQuotedPrintable, header, waitForEmail } from '../support/outbox';
import { expect, test, useLanguage } from '../support/test';
import {
  approveFirstRefuseSecond,
  enrolReviewer,
  eVisaPdf,
  expectDecisionEmails,
  expectPartlyApprovedStatus,
  holderOf,
  scannedPdf,
  underReview,
} from './journey-support';

// The loop the business exists for, against the real server: a paid application with its
// documents waits under review; staff sign in with password and TOTP, find it, look at it,
// download it and decide; the applicant then sees the decision. Serial: the later tests use the
// staff session the first one signed in (a TOTP code is accepted once). The changes asked of a
// traveller, with the clock moved for the reminder, are in changes-journey.spec.ts.

let staffToken = '';

test.describe.serial('staff journey', () => {
  test.beforeEach(async ({ page }) => useLanguage(page, 'en'));

  test('sign in with TOTP, find by passport number, preview, ZIP, approve; the applicant sees it', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const { created, view, passportNumber } = await underReview(request, page);

    await test.step('password, then enrolment with a TOTP code', async () => {
      staffToken = (await enrolReviewer(page)).token;
    });

    await test.step('search by passport number and open the application', async () => {
      await page.getByLabel('Search').fill(passportNumber);
      await expect(page).toHaveURL(new RegExp(`q=${passportNumber}`));
      await page.getByRole('link', { name: view.applicationNumber }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: view.applicationNumber }),
      ).toBeVisible();
    });

    await test.step('preview the photo and download everything as a ZIP', async () => {
      await page.getByRole('button', { name: 'Preview face.jpg' }).click();
      const preview = page.getByRole('dialog', { name: 'Preview face.jpg' });
      const image = preview.getByRole('img', { name: 'face.jpg' });
      await expect(image).toHaveAttribute('src', /^blob:/);
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBe(600);
      await page.keyboard.press('Escape');
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download all' }).click();
      expect((await download).suggestedFilename()).toBe(
        `application-${view.applicationNumber}-documents.zip`,
      );
      await expect(page.getByText('Download Started', { exact: true })).toBeVisible();
    });

    await test.step('approve with the e-visa PDF', async () => {
      await page.getByRole('button', { name: 'Approve', exact: true }).click();
      const dialog = page.getByRole('dialog', {
        name: `Approve application ${view.applicationNumber}`,
      });
      await dialog
        .getByLabel('E-visa document')
        .setInputFiles(await eVisaPdf('e-visa.pdf', holderOf(view)));
      await dialog.getByRole('button', { name: 'Approve and send the e-visa' }).click();
      await expect(page.getByText('Application Approved', { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);
    });

    await test.step('the customer is emailed the e-visa', async () => {
      // The e-visa travels as an attachment named after the application.
      const eml = await waitForEmail((m) => m.includes(`e-visa-${view.applicationNumber}.pdf`));
      expect(header(eml, 'To')).toContain(view.email);
      expect(eml).toMatch(/Content-Type: application\/pdf/i);
    });

    await test.step('the status check says Approved and hands over the e-visa', async () => {
      await page.goto('/check-status');
      await page.getByLabel(/^Email address/).fill(view.email);
      await page.getByLabel(/^Application number/).fill(created.applicationNumber);
      await page.getByRole('button', { name: /^Check Status$/ }).click();
      await expect(page.getByText('Approved', { exact: true }).first()).toBeVisible();
      // The traveller's own e-visa (docs/requirements/traveller-decisions.md).
      const link = page.getByRole('link', { name: /^Download the e-Visa of / });
      const href = await link.getAttribute('href');
      expect(href).toMatch(/^\/api\/applications\/evisa\//);
      const file = await request.get(href ?? '');
      expect(file.status()).toBe(200);
      expect(file.headers()['content-type']).toBe('application/pdf');
      expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
    });
  });

  test('reject with a full refund through the sandbox gateway', async ({ page, request }) => {
    test.setTimeout(120_000);
    expect(staffToken).not.toBe('');
    const { view } = await underReview(request, page);
    await page.addInitScript((token) => sessionStorage.setItem('staffToken', token), staffToken);
    await page.goto(`/admin/applications/${view.id}`);
    await expect(
      page.getByRole('heading', { level: 1, name: view.applicationNumber }),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Reject', exact: true }).click();
    const dialog = page.getByRole('dialog', {
      name: `Reject application ${view.applicationNumber}`,
    });
    await dialog
      .getByLabel('Reason for the rejection')
      .fill('The passport photo page is not readable; please apply again with a clear scan.');
    await dialog.getByRole('radio', { name: /Full refund/ }).check();
    await dialog.getByRole('button', { name: 'Reject the application' }).click();
    await expect(page.getByText('Application Rejected', { exact: true })).toBeVisible();

    const detail = await request.get(`/api/admin/applications/${view.id}`, {
      headers: { authorization: `Bearer ${staffToken}` },
    });
    expect(detail.status()).toBe(200);
    const body = (await detail.json()) as TAdminApplicationDetail;
    expect(body.status).toBe('rejected');
    expect(body.payments).toHaveLength(1);
    expect(body.payments[0]?.refundedAmount).toBe(view.totalAmount);
    const eml = await waitForEmail((m) => {
      const text = decodeQuotedPrintable(m);
      return text.includes(view.applicationNumber) && text.includes('not readable');
    });
    expect(header(eml, 'To')).toContain(view.email);
  });
  test('a family decided traveller by traveller: one approved with a PDF, one refused', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    expect(staffToken).not.toBe('');
    const { view } = await underReview(request, page, 2);
    await page.addInitScript((token) => sessionStorage.setItem('staffToken', token), staffToken);
    await page.goto(`/admin/applications/${view.id}`);
    await expect(
      page.getByRole('heading', { level: 1, name: view.applicationNumber }),
    ).toBeVisible();
    // A group is never approved as a whole.
    await expect(page.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);

    await test.step('approve the first traveller with their own e-visa, refuse the second', () =>
      approveFirstRefuseSecond(
        page,
        view,
        'person-a.pdf',
        'The authorities did not grant this traveller an e-Visa.',
      ));

    const detail = await request.get(`/api/admin/applications/${view.id}`, {
      headers: { authorization: `Bearer ${staffToken}` },
    });
    const body = (await detail.json()) as TAdminApplicationDetail;
    expect(body.status).toBe('partly_approved');
    expect(body.travellers.map((t) => t.outcome)).toEqual(['approved', 'refused']);

    await test.step('one email per traveller: the approval with that PDF, the refusal', () =>
      expectDecisionEmails(view, 'did not grant'));

    await test.step('the status check shows both, and only the first one’s e-visa', async () => {
      const links = await expectPartlyApprovedStatus(page, view);
      const file = await request.get((await links.getAttribute('href')) ?? '');
      expect(file.status()).toBe(200);
      expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
      await expect(page.getByText('Refused', { exact: true })).toBeVisible();
      mkdirSync('/tmp/shots-status', { recursive: true });
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({
          path: `/tmp/shots-status/partly-approved-${width}.png`,
          fullPage: true,
        });
      }
    });
  });

  test('the e-visa is checked against the traveller: another’s refused, a scan confirmed', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    expect(staffToken).not.toBe('');
    const { view } = await underReview(request, page, 2);
    const [personA, personB] = [holderOf(view, 0), holderOf(view, 1)];
    expect(personA.passportNumber).not.toBe(personB.passportNumber);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.addInitScript((token) => sessionStorage.setItem('staffToken', token), staffToken);
    await page.goto(`/admin/applications/${view.id}`);
    const decisions = page.getByRole('region', { name: 'Decisions per traveller' });
    mkdirSync('/tmp/shots-evisa', { recursive: true });

    await test.step('PersonB’s e-visa for PersonA: refused, both numbers under the file', async () => {
      await decisions.getByRole('button', { name: 'Approve PersonA' }).click();
      const dialog = page.getByRole('dialog', { name: 'Approve PersonA' });
      const file = dialog.getByLabel('E-visa document');
      await file.setInputFiles(await eVisaPdf('person-b.pdf', personB));
      await dialog.getByRole('button', { name: 'Approve and send this e-visa' }).click();
      const refusal = `This e-Visa is for passport ${personB.passportNumber}; this traveller’s passport is ${personA.passportNumber}.`;
      await expect(dialog.getByText(refusal)).toBeVisible();
      await expect(file).toHaveAccessibleDescription(new RegExp(refusal.replace(/[.;]/g, '.')));
      await page.screenshot({ path: '/tmp/shots-evisa/other-passport-1280.png' });

      await file.setInputFiles(await eVisaPdf('person-a.pdf', personA));
      await expect(dialog.getByText(refusal)).toHaveCount(0);
      await dialog.getByRole('button', { name: 'Approve and send this e-visa' }).click();
      await expect(decisions.getByText('E-visa: person-a.pdf')).toBeVisible();
      await expect(decisions.getByRole('button', { name: 'Approve PersonA' })).toHaveCount(0);
    });

    await test.step('a scan without text: confirmed with a reason, then accepted', async () => {
      await decisions.getByRole('button', { name: 'Approve PersonB' }).click();
      const dialog = page.getByRole('dialog', { name: 'Approve PersonB' });
      await dialog.getByLabel('E-visa document').setInputFiles(await scannedPdf('scan.pdf'));
      await dialog.getByRole('button', { name: 'Approve and send this e-visa' }).click();
      const notFound = dialog.getByText(
        `We could not find passport ${personB.passportNumber} in this e-Visa.`,
        { exact: false },
      );
      await expect(notFound).toBeVisible();
      const confirm = dialog.getByRole('checkbox', {
        name: `I have checked this e-Visa belongs to ${personB.name}, passport ${personB.passportNumber}`,
      });
      await expect(confirm).toBeFocused();
      // Not ticked: refused here, nothing sent.
      await dialog.getByRole('button', { name: 'Approve and send this e-visa' }).click();
      await expect(
        dialog.getByText('Tick the box to confirm this e-Visa belongs to the traveller.'),
      ).toBeVisible();
      // The server's words stay under the file while staff confirm it.
      await expect(notFound).toBeVisible();
      await confirm.check();
      await dialog
        .getByLabel('How did you check it?')
        .fill('Compared the scan with the passport page by eye.');
      await page.screenshot({ path: '/tmp/shots-evisa/confirm-1280.png' });
      await dialog.getByRole('button', { name: 'Approve and send this e-visa' }).click();
      await expect(decisions.getByText('E-visa: scan.pdf')).toBeVisible();
    });

    const detail = await request.get(`/api/admin/applications/${view.id}`, {
      headers: { authorization: `Bearer ${staffToken}` },
    });
    const body = (await detail.json()) as TAdminApplicationDetail;
    expect(body.status).toBe('approved');
    expect(body.travellers.map((t) => t.eVisaFileName)).toEqual(['person-a.pdf', 'scan.pdf']);
  });
});
