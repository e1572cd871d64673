// The photo's face checks (docs/decisions/0040-face-detection.md): how many of the composed
// fixtures (src/server/test-support/photo-fixtures.ts) get exactly the warnings they should, and
// how long the check takes per photo once the thread has its model. benchPhotoChecks() is meant
// for a documents benchmark to include; run by hand it prints its result:
//   npx tsx --tsconfig tsconfig.node.json scripts/bench/photo-checks.ts
import { fileURLToPath } from 'node:url';
import { faceDetector } from '@/server/services/documents/face-detector';
import { readImageHeader } from '@/server/services/documents/image-header';
import { preparePhotoDocument } from '@/server/services/documents/photo';
import { checkFace } from '@/server/services/documents/photo-face';
import { photoFixtures } from '@/server/test-support/photo-fixtures';

export interface PhotoCheckResult {
  name: string;
  expected: string[];
  warnings: string[];
  flaggedCorrectly: boolean;
  /** The face check alone: decoding for the detector, detection, landmarks, framing. */
  checkMs: number;
  /** The whole photo preparation: checks, framed copy, JPEG within the limits. */
  prepareMs: number;
}

export interface PhotoCheckBench {
  flaggedCorrectly: number;
  total: number;
  /** Median time of the face check per photo, model already loaded. */
  medianMs: number;
  medianPrepareMs: number;
  /** Loading the WASM backend and both models, once per thread. */
  loadMs: number;
  results: PhotoCheckResult[];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Runs every fixture through the check and the whole preparation, `rounds` times each. */
export async function benchPhotoChecks({ rounds = 3 } = {}): Promise<PhotoCheckBench> {
  const fixtures = await photoFixtures();
  const loadStart = performance.now();
  await faceDetector();
  const loadMs = performance.now() - loadStart;
  const results: PhotoCheckResult[] = [];
  for (const fixture of fixtures) {
    const header = await readImageHeader(fixture.data);
    if (!header) throw new Error(`fixture "${fixture.name}" is unreadable`);
    const checkTimes: number[] = [];
    const prepareTimes: number[] = [];
    let warnings: string[] = [];
    for (let round = 0; round < rounds; round += 1) {
      let start = performance.now();
      await checkFace(fixture.data, header);
      checkTimes.push(performance.now() - start);
      start = performance.now();
      warnings = (await preparePhotoDocument(fixture.data, header)).warnings;
      prepareTimes.push(performance.now() - start);
    }
    const sorted = (list: string[]) => JSON.stringify([...list].sort());
    results.push({
      name: fixture.name,
      expected: fixture.expected,
      warnings,
      flaggedCorrectly: sorted(warnings) === sorted(fixture.expected),
      checkMs: median(checkTimes),
      prepareMs: median(prepareTimes),
    });
  }
  return {
    flaggedCorrectly: results.filter((r) => r.flaggedCorrectly).length,
    total: results.length,
    medianMs: median(results.map((r) => r.checkMs)),
    medianPrepareMs: median(results.map((r) => r.prepareMs)),
    loadMs,
    results,
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const bench = await benchPhotoChecks();
  for (const r of bench.results) {
    console.log(
      `${r.flaggedCorrectly ? 'ok  ' : 'MISS'} ${r.name.padEnd(20)} check ${r.checkMs.toFixed(0).padStart(5)} ms, prepare ${r.prepareMs.toFixed(0).padStart(5)} ms  ${JSON.stringify(r.warnings)}`,
    );
  }
  console.log(
    `flagged correctly ${bench.flaggedCorrectly}/${bench.total}; median check ${bench.medianMs.toFixed(0)} ms, ` +
      `median preparation ${bench.medianPrepareMs.toFixed(0)} ms; backend and models loaded in ${bench.loadMs.toFixed(0)} ms`,
  );
}
