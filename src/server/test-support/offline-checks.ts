// Runs every document check as the server runs them (in the heavy-work pool's threads, models
// and data loaded fresh from node_modules) and prints what they found as JSON. The test
// src/server/services/documents/offline-checks.test.ts starts it in a network namespace with no
// interface (`unshare -n`), so any download would fail and show in the results.
import dns from 'node:dns';
import net from 'node:net';
import { readImageHeader } from '@/server/services/documents/image-header';
import { HeavyWork } from '@/server/services/heavy-work/heavy-work';
import { eVisaPdfFor, holderA } from '@/server/test-support/evisa-pdfs';
import { passportPage, syntheticTravellers } from '@/server/test-support/passport-fixtures';
import { photoFixtures } from '@/server/test-support/photo-fixtures';

// This thread's own ways out, recorded as well (the pool's threads are held by the namespace).
const attempts: string[] = [];
const refuse = (what: string) => {
  attempts.push(what);
  throw new Error(`network blocked: ${what}`);
};
globalThis.fetch = (input: Parameters<typeof fetch>[0]) => refuse(`fetch ${String(input)}`);
net.Socket.prototype.connect = function () {
  return refuse('net connect');
} as typeof net.Socket.prototype.connect;
Reflect.set(dns, 'lookup', () => refuse('dns lookup'));

const heavyWork = new HeavyWork({ threads: 1 });
try {
  const facts = syntheticTravellers(1, 3)[0]!;
  const passport = await heavyWork.checkPassport(
    'offline',
    { data: await passportPage(facts), mimeType: 'image/jpeg' },
    (err) => attempts.push(`passport check fault: ${String(err)}`),
  );
  const photos: Record<string, string[]> = {};
  for (const fixture of (await photoFixtures()).filter((f) =>
    ['good', 'two faces'].includes(f.name),
  )) {
    const header = await readImageHeader(fixture.data);
    const prepared = await heavyWork.prepareDocument(
      'offline',
      { documentType: 'photo', mimeType: 'image/jpeg', data: fixture.data, header },
      `${fixture.name}.jpg`,
    );
    photos[fixture.name] = prepared.warnings;
  }
  const eVisa = await heavyWork.eVisaText('offline', await eVisaPdfFor(holderA));
  process.stdout.write(
    JSON.stringify({
      attempts,
      expectedNumber: facts.documentNumber,
      passport,
      photos,
      eVisaNumber: holderA.passportNumber,
      eVisaText: 'text' in eVisa ? eVisa.text : null,
    }),
  );
} finally {
  await heavyWork.close();
}
