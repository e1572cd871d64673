import { describe, expect, it } from 'vitest';
import { ZStatusCheckQuery } from '@/domain/schemas/status-check';
import { isApiError } from './api-client';
import { lazyResolver } from './lazy-resolver';

const options = { fields: {}, shouldUseNativeValidation: false };

describe('lazyResolver', () => {
  it('validates with the schema once it has loaded, and loads it once', async () => {
    let loads = 0;
    const { resolver, warm } = lazyResolver(async () => {
      loads += 1;
      return ZStatusCheckQuery;
    });
    // Moving into the form starts the download; the submit's validation waits for the same one.
    warm();
    const empty = await resolver({ email: '', applicationNumber: '' }, undefined, options);
    expect(Object.keys(empty.errors)).toEqual(['email', 'applicationNumber']);
    expect(empty.errors.email?.message).toBe('validation.fill_all_required');
    const given = await resolver(
      { email: ' a@example.com ', applicationNumber: 'EV1' },
      undefined,
      options,
    );
    expect(given).toEqual({
      values: { email: 'a@example.com', applicationNumber: 'EV1' },
      errors: {},
    });
    expect(loads).toBe(1);
  });

  it('says a failed download as the network failing, and downloads again at the next validation', async () => {
    let loads = 0;
    const { resolver } = lazyResolver(async () => {
      loads += 1;
      if (loads === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return ZStatusCheckQuery;
    });
    const failure: unknown = await Promise.resolve(
      resolver({ email: '', applicationNumber: '' }, undefined, options),
    ).catch((error: unknown) => error);
    expect(isApiError(failure) && failure.status).toBe(0);
    const second = await resolver({ email: '', applicationNumber: '' }, undefined, options);
    expect(Object.keys(second.errors)).toEqual(['email', 'applicationNumber']);
    expect(loads).toBe(2);
  });
});
