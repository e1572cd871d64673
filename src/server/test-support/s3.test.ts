import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startS3Server, type S3Server } from './s3';

let s3: S3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3?.close());

// The fake bucket must not lose a write to a delete of a neighbour (s3.ts, keepDirectories):
// before, one of these rounds threw ENOENT out of the process.
it('stores a key while another key under the same prefix is deleted', async () => {
  const client = s3.client();
  const Bucket = s3.bucket;
  for (let round = 0; round < 40; round += 1) {
    const gone = `ab/gone-${round}`;
    const kept = `ab/kept-${round}`;
    await client.send(new PutObjectCommand({ Bucket, Key: gone, Body: 'x' }));
    await Promise.all([
      client.send(new DeleteObjectCommand({ Bucket, Key: gone })),
      client.send(new PutObjectCommand({ Bucket, Key: kept, Body: `round ${round}` })),
    ]);
    const read = await client.send(new GetObjectCommand({ Bucket, Key: kept }));
    expect(await read.Body?.transformToString()).toBe(`round ${round}`);
    await client.send(new DeleteObjectCommand({ Bucket, Key: kept }));
  }
});
