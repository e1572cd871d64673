import { photoFixtures, type PhotoFixture } from '@/server/test-support/photo-fixtures';
import { seedSession } from '../support/stored-session';
import { expect, test, useLanguage } from '../support/test';
import { createPaidApplication } from './documents-support';

// The photo's face checks through the built server (its heavy-work threads load face-api, the
// WASM backend and the models from node_modules): the traveller sees the photo as it will be
// submitted, framed around the face, and what is wrong with it.

let fixtures: PhotoFixture[];
test.beforeAll(async () => {
  fixtures = await photoFixtures();
});
const fixture = (name: string) => fixtures.find((f) => f.name === name)!;
const asUpload = (name: string, f: PhotoFixture) => ({
  name,
  mimeType: 'image/jpeg',
  buffer: f.data,
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test(`an off-centre photo is framed around the face, a group photo is flagged (${viewport.width} px)`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    await useLanguage(page, 'en');
    const application = await createPaidApplication(request, 1);
    await seedSession(page, application);
    await page.goto('/apply/documents');
    const person = 'PersonA Traveller';
    await page
      .getByLabel(`Choose file: Recent photo, ${person}`)
      .setInputFiles(asUpload('holiday.jpg', fixture('off centre')));

    const framed = page.getByRole('img', { name: 'holiday.jpg as it will be submitted' });
    await expect(framed).toBeVisible();
    await expect(page.getByText('The photo we will submit')).toBeVisible();
    // The 1600x800 upload, framed: a square around the head, within 350..1000 px.
    const size = await framed.evaluate((img: HTMLImageElement) => [
      img.naturalWidth,
      img.naturalHeight,
    ]);
    expect(size[0]).toBe(size[1]);
    expect(size[0]).toBeGreaterThanOrEqual(350);
    expect(size[0]).toBeLessThan(800);
    await expect(page.getByText('You may want to check this file')).toBeHidden();

    await page
      .getByLabel(`Choose file: Recent photo, ${person}`)
      .setInputFiles(asUpload('group.jpg', fixture('two faces')));
    await expect(
      page.getByText(
        'There is more than one face in this photo. The e-Visa photo must show the traveller alone.',
      ),
    ).toBeVisible();
    await expect(
      page.getByRole('img', { name: 'group.jpg as it will be submitted' }),
    ).toBeVisible();
  });
}
