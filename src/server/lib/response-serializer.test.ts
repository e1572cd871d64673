// The app's response serializer (decision 0021): for plain schemas, a copy of the declared
// fields, answering what parsing with the zod schema answers; for anything else, the zod
// serializer itself.
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { projectionOf, serializerCompiler } from './response-serializer';

const compile = (schema: z.ZodType) =>
  serializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' });
const compileZod = (schema: z.ZodType) =>
  zodSerializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' });
const hasProjection = (schema: z.ZodType) => projectionOf(schema._zod.def) !== undefined;

const ZItem = z.object({
  id: z.uuid(),
  kind: z.enum(['a', 'b']),
  note: z.string().nullable(),
  at: z.iso.datetime().optional(),
  details: z.record(z.string(), z.unknown()),
  tags: z.array(z.object({ name: z.string() })),
});
const ZAnswer = z.object({
  currency: z.literal('USD'),
  count: z.number().int(),
  items: z.array(ZItem),
});

const answer = {
  currency: 'USD' as const,
  count: 2,
  items: [
    {
      id: '6f1c0c7e-3b0e-4a53-9f3a-1d2b3c4d5e6f',
      kind: 'a' as const,
      note: null,
      at: '2026-01-01T00:00:00.000Z',
      details: { firstName: 'Jane', nested: { kept: true } },
      tags: [{ name: 'x' }],
    },
    {
      id: '7f1c0c7e-3b0e-4a53-9f3a-1d2b3c4d5e6f',
      kind: 'b' as const,
      note: 'n',
      details: {},
      tags: [],
    },
  ],
};

describe('response serializer', () => {
  it('answers what the zod serializer answers for a plain schema', () => {
    expect(hasProjection(ZAnswer)).toBe(true);
    expect(JSON.parse(compile(ZAnswer)(answer))).toEqual(JSON.parse(compileZod(ZAnswer)(answer)));
  });

  it('drops undeclared fields at every depth, keeping a record and unknown values whole', () => {
    const leaky = {
      ...answer,
      accessTokenHash: 'f'.repeat(64),
      items: answer.items.map((item) => ({
        ...item,
        version: 3,
        tags: item.tags.map((tag) => ({ ...tag, secret: 's' })),
      })),
    };
    const out = JSON.parse(compile(ZAnswer)(leaky));
    expect(out).toEqual(answer);
    expect(out.items[0].details.nested).toEqual({ kept: true });
  });

  it('keeps the zod serializer for unions, transforms, defaults and loose objects', () => {
    for (const schema of [
      z.object({ v: z.union([z.string(), z.number()]) }),
      z.object({ v: z.string().transform((s) => s.toUpperCase()) }),
      z.object({ v: z.string().default('d') }),
      z.looseObject({ v: z.string() }),
    ]) {
      expect(hasProjection(schema)).toBe(false);
    }
    // So a value the schema refuses still fails as it did, instead of leaving the server.
    const union = z.object({ v: z.union([z.string(), z.number()]) });
    expect(() => compile(union)({ v: true })).toThrow();
  });
});
