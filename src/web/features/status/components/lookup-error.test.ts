import { describe, expect, it } from 'vitest';
import { ApiError } from '@/web/lib/api-client';
import { lookupErrorText } from './lookup-error';

const texts = { notFound: 'not found', rateLimited: 'slow down', network: 'try later' };

describe('lookupErrorText', () => {
  it('says not found for a 404, slow down for a 429', () => {
    expect(lookupErrorText(new ApiError(404, '404: x'), texts)).toBe('not found');
    expect(lookupErrorText(new ApiError(429, '429: x'), texts)).toBe('slow down');
  });

  it('says try again later for the network, a 5xx or anything unexpected', () => {
    expect(lookupErrorText(new ApiError(0, 'Failed to fetch'), texts)).toBe('try later');
    expect(lookupErrorText(new ApiError(500, '500: x'), texts)).toBe('try later');
    expect(lookupErrorText(new Error('boom'), texts)).toBe('try later');
  });
});
