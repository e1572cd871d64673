import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

// A test that proves a stream is not buffered compares retained memory before and during it.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/**
 * Memory still reachable after a full collection. The least of three samples, so unrelated work
 * finishing in this worker (another file's leftovers) is not counted; a buffered body would be
 * held through all three, since the client is paused while the test measures.
 */
export async function retainedMemory(): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < 3; i += 1) {
    await new Promise((r) => setTimeout(r, 50));
    gc();
    const m = process.memoryUsage();
    samples.push(m.heapUsed + m.arrayBuffers);
  }
  return Math.min(...samples);
}
