// The face detector needs no network: the backend, face-api and both models load from
// node_modules on disk. Its own file, so this process has loaded none of them before the test
// blocks every way out.
import net from 'node:net';
import sharp from 'sharp';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { photoFixtures } from '@/server/test-support/photo-fixtures';
import { createFaceDetector } from './face-detector';

const attempts: string[] = [];
const originalFetch = globalThis.fetch;
// Put back as it was after the test.
const originalConnect = net.Socket.prototype.connect;

beforeEach(() => {
  globalThis.fetch = (input: Parameters<typeof fetch>[0]) => {
    attempts.push(`fetch ${String(input)}`);
    throw new Error('network blocked in this test');
  };
  net.Socket.prototype.connect = function (...args: unknown[]) {
    attempts.push(`connect ${JSON.stringify(args[0])}`);
    throw new Error('network blocked in this test');
  } as typeof net.Socket.prototype.connect;
});

afterEach(() => {
  globalThis.fetch = originalFetch;
  net.Socket.prototype.connect = originalConnect;
});

it('loads the models and finds the face with every network call blocked', async () => {
  const good = (await photoFixtures()).find((f) => f.name === 'good')!;
  const { data, info } = await sharp(good.data).raw().toBuffer({ resolveWithObject: true });

  const detector = await createFaceDetector();
  const faces = await detector.detect({ data, width: info.width, height: info.height });

  expect(attempts).toEqual([]);
  expect(faces).toHaveLength(1);
  const eyes = { x: (faces[0]!.leftEye.x + faces[0]!.rightEye.x) / 2 };
  expect(Math.abs(eyes.x - good.eyes!.x)).toBeLessThan(20);
});
