import { header, waitForEmail } from '../support/outbox';
import { seedSession } from '../support/stored-session';
import { expect, test, useLanguage } from '../support/test';
import {
  applicationView,
  createPaidApplication,
  executableAsPdf,
  passportPdf,
  photoJpeg,
  recordProgress,
  throttleUploads,
} from './documents-support';

// Steps 5 and 6 at a phone's size, as an applicant of a group of two uses them: the application
// is paid through the API and the sandbox gateway; every file goes through the real inputs.

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const chooser = (
  applicant: string,
  type: 'Passport bio-data page' | 'Recent photo' | 'Business invitation letter or business card',
) => `Choose file: ${type}, ${applicant}`;

test('two applicants upload passport and photo, a disguised executable is refused, then complete', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await useLanguage(page, 'en');
  const application = await createPaidApplication(request, 2);
  await seedSession(page, application);
  await page.goto('/apply/documents');

  await expect(page.getByRole('heading', { level: 2, name: 'Documents' })).toBeVisible();
  const people = ['PersonA Traveller', 'PersonB Traveller'];
  for (const person of people) {
    await expect(page.getByRole('heading', { level: 3, name: person })).toBeVisible();
  }
  const complete = page.getByRole('button', { name: 'Complete Application' });
  await expect(complete).toBeDisabled();
  await expect(
    page.getByText('Please upload both passport bio-data page and recent photo to proceed.'),
  ).toBeVisible();
  await expect(
    page.getByText('PersonB Traveller still needs: Passport bio-data page, Recent photo'),
  ).toBeVisible();
  await expect(page.getByLabel(chooser(people[0] ?? '', 'Recent photo'))).toHaveAttribute(
    'accept',
    /image\/jpeg/,
  );
  await expect(page.getByLabel(`Take a photo with the camera: ${people[0]}`)).toHaveAttribute(
    'capture',
    'user',
  );

  // The first passport goes slowly enough to watch the bar: values from the upload's events.
  const progress = await recordProgress(page);
  await throttleUploads(page, 400 * 1024);
  await page
    .getByLabel(chooser(people[0] ?? '', 'Passport bio-data page'))
    .setInputFiles(await passportPdf('passport-a.pdf', 1_500_000));
  const bar = page.getByRole('progressbar', { name: 'Uploading passport-a.pdf' });
  await expect(bar).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'Uploading passport-a.pdf…' }),
  ).toBeAttached();
  await expect(page.getByText('passport-a.pdf uploaded.', { exact: true })).toBeAttached({
    timeout: 30_000,
  });
  await expect(bar).toBeHidden();
  const seen = await progress();
  expect(
    seen.some((value) => value > 0 && value < 100),
    `progress seen: ${seen.join(',')}`,
  ).toBe(true);
  expect(seen).toEqual([...seen].sort((a, b) => a - b));
  await throttleUploads(page, null);

  await page
    .getByLabel(chooser(people[0] ?? '', 'Recent photo'))
    .setInputFiles(await photoJpeg(page, 'photo-a.jpg', 20));
  await page
    .getByLabel(chooser(people[1] ?? '', 'Passport bio-data page'))
    .setInputFiles(await passportPdf('passport-b.pdf'));
  await page
    .getByLabel(chooser(people[1] ?? '', 'Recent photo'))
    .setInputFiles(await photoJpeg(page, 'photo-b.jpg', 35));

  for (const [index, person] of people.entries()) {
    const section = page.getByRole('region', { name: person });
    const letter = 'ab'[index];
    await expect(section.getByText('All required documents uploaded')).toBeVisible();
    // The PDF as an icon with its name and size; the photo as its own thumbnail.
    await expect(section.getByText(`passport-${letter}.pdf`)).toBeVisible();
    const thumbnail = section.getByRole('img', { name: `Preview of photo-${letter}.jpg` });
    await expect(thumbnail).toBeVisible();
    await expect(thumbnail).toHaveAttribute('src', /^blob:/);
    expect(await thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(600);
  }

  // An executable renamed .pdf: the server reads its content and says no; nothing is stored.
  await page
    .getByLabel(chooser(people[1] ?? '', 'Passport bio-data page'))
    .setInputFiles(executableAsPdf('setup.pdf'));
  await expect(
    page.getByText('File "setup.pdf" has an invalid type. Accepted types: PDF, JPEG, PNG, WebP.', {
      exact: true,
    }),
  ).toBeVisible();
  await expect(page.getByText('Failed to upload setup.pdf', { exact: true })).toBeVisible(); // the toast
  await page.getByRole('button', { name: 'Remove setup.pdf' }).click();
  await expect(page.getByText('setup.pdf', { exact: true })).toBeHidden();
  await expect(page.getByLabel(chooser(people[1] ?? '', 'Passport bio-data page'))).toBeFocused();

  // After a reload the thumbnails come from the server, with the token.
  await page.reload();
  await expect(page.getByRole('img', { name: 'Preview of photo-b.jpg' })).toHaveAttribute(
    'src',
    /^blob:/,
  );
  await expect(page.getByText('passport-a.pdf')).toBeVisible();

  await expect(complete).toBeEnabled();
  await complete.click();
  await expect(page).toHaveURL(/\/apply\/done$/);
  const reference = `VISA-${application.applicationNumber}`;
  expect(reference).toMatch(/^VISA-EV\d{4}/);
  await expect(page.getByText(reference, { exact: true })).toBeVisible();
  await expect(page.getByText('Expected processing time: 3 to 5 business days.')).toBeVisible();

  const view = await applicationView(request, application);
  expect(view).toMatchObject({ status: 'under_review', step: 'done' });
  await waitForEmail(
    (eml) =>
      header(eml, 'Subject') ===
      `Documents received for application ${application.applicationNumber}`,
  );

  // Step 6 again after a reload, and the documents step now leads there.
  await page.reload();
  await expect(page.getByText(reference, { exact: true })).toBeVisible();
  await page.goto('/documents');
  await expect(page).toHaveURL(/\/apply\/done$/);
  await expect(page.getByText(reference, { exact: true })).toBeVisible();

  // The emailed resume link, opened on another device, leads to the confirmation too.
  const other = await browser.newPage();
  await useLanguage(other, 'en');
  await other.goto(`/apply/resume#id=${application.id}&token=${application.accessToken}`);
  await expect(other).toHaveURL(/\/apply\/done$/);
  await expect(other.getByText(reference, { exact: true })).toBeVisible();
  await other.close();
});

test('a dropped file uploads; one over 10 MB is refused before anything is sent', async ({
  page,
  request,
}) => {
  await useLanguage(page, 'en');
  const application = await createPaidApplication(request, 1);
  await seedSession(page, application);
  await page.goto('/apply/documents');
  const supporting = page.getByRole('group', { name: 'Supporting documents' });
  await expect(supporting).toBeVisible();
  const sent: string[] = [];
  page.on('request', (r) => r.method() === 'POST' && sent.push(r.url()));

  const drop = async (name: string, bytes: Buffer | number) => {
    const dataTransfer = await page.evaluateHandle(
      ([fileName, content]) => {
        const transfer = new DataTransfer();
        const body =
          typeof content === 'number'
            ? new Uint8Array(content)
            : Uint8Array.from(atob(content), (c) => c.charCodeAt(0));
        transfer.items.add(new File([body], fileName, { type: 'application/pdf' }));
        return transfer;
      },
      [name, typeof bytes === 'number' ? bytes : bytes.toString('base64')] as const,
    );
    await supporting.dispatchEvent('drop', { dataTransfer });
  };

  await drop('big-scan.pdf', 10 * 1024 * 1024 + 1);
  await expect(
    supporting.getByText('File "big-scan.pdf" is too large. Maximum size is 10MB.', {
      exact: true,
    }),
  ).toBeVisible();
  expect(sent).toEqual([]);
  // Nothing a retry could change: only Remove is offered.
  await expect(supporting.getByRole('button', { name: 'Retry big-scan.pdf' })).toHaveCount(0);
  await supporting.getByRole('button', { name: 'Remove big-scan.pdf' }).click();

  await drop('hotel-booking.pdf', (await passportPdf('x.pdf')).buffer);
  await expect(supporting.getByText('hotel-booking.pdf')).toBeVisible();
  await expect(supporting.getByText('Uploaded', { exact: true })).toBeVisible();
  expect(sent).toHaveLength(1);
});

test('a business application waits for the invitation letter or business card, marked as required', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await useLanguage(page, 'en');
  const application = await createPaidApplication(request, 1, 'en', 'business');
  await seedSession(page, application);
  await page.goto('/apply/documents');
  const person = 'PersonA Traveller';

  // docs/requirements/documents.md: the letter /requirements names is required, with a line on
  // what it is; supporting documents stay optional.
  const letterTitle = 'Business invitation letter or business card';
  const letter = page.getByRole('group', { name: letterTitle });
  await expect(letter.getByText('Required', { exact: true })).toBeVisible();
  await expect(
    letter.getByText(/^Needed for a business e-Visa: an invitation letter from the company/),
  ).toBeVisible();
  await expect(
    page
      .getByRole('group', { name: 'Supporting documents' })
      .getByText('Optional', { exact: true }),
  ).toBeVisible();
  await expect(
    page.getByText(/a recent photo and a business invitation letter or business card;/),
  ).toBeVisible();

  await page
    .getByLabel(chooser(person, 'Passport bio-data page'))
    .setInputFiles(await passportPdf('passport.pdf'));
  await page
    .getByLabel(chooser(person, 'Recent photo'))
    .setInputFiles(await photoJpeg(page, 'photo.jpg', 20));
  // The e2e server has one heavy-work thread shared by both test workers: the photo's face check
  // may wait behind another test's passport reading (up to its 10 s budget). Each file's own
  // entry, not the status line, which announces whichever of the two finished last.
  for (const kind of ['Passport bio-data page', 'Recent photo']) {
    await expect(
      page.getByRole('list', { name: `Files: ${kind}` }).getByText('Uploaded', { exact: true }),
    ).toBeVisible({ timeout: 30_000 });
  }
  const complete = page.getByRole('button', { name: 'Complete Application' });
  await expect(complete).toBeDisabled();
  await expect(
    page.getByText(
      'Please upload a business invitation letter or business card for every applicant to proceed.',
    ),
  ).toBeVisible();
  await expect(page.getByText(`${person} still needs: ${letterTitle}`)).toBeVisible();
  expect((await applicationView(request, application)).status).toBe('paid');

  await page
    .getByLabel(chooser(person, letterTitle))
    .setInputFiles(await passportPdf('invite.pdf'));
  await expect(
    page.getByRole('region', { name: person }).getByText('All required documents uploaded'),
  ).toBeVisible();
  await expect(complete).toBeEnabled();
  await complete.click();
  await expect(page).toHaveURL(/\/apply\/done$/);
  expect((await applicationView(request, application)).status).toBe('under_review');
});
