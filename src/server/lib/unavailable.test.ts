import { describe, expect, it } from 'vitest';
import { StorageError } from '@/server/services/storage/storage';
import { isUnavailableError } from './unavailable';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isUnavailableError', () => {
  it('knows the database and the bucket out of reach, wrapped or not', () => {
    const refused = withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED');
    expect(isUnavailableError(refused)).toBe(true);
    expect(isUnavailableError(new Error('Failed query: select 1', { cause: refused }))).toBe(true);
    expect(isUnavailableError(withCode('the database system is starting up', '57P03'))).toBe(true);
    expect(isUnavailableError(withCode('terminating connection', '57P01'))).toBe(true);
    expect(isUnavailableError(withCode('connection failure', '08006'))).toBe(true);
    expect(isUnavailableError(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isUnavailableError(new AggregateError([refused], ''))).toBe(true);
    const store = new StorageError('could not store documents/ab/cd', { cause: refused });
    expect(isUnavailableError(store)).toBe(true);
    const slowDown = Object.assign(new Error('SlowDown'), { $metadata: { httpStatusCode: 503 } });
    expect(isUnavailableError(new StorageError('could not store', { cause: slowDown }))).toBe(true);
  });

  it('leaves other failures alone: they stay 500s', () => {
    expect(isUnavailableError(new Error('boom'))).toBe(false);
    expect(isUnavailableError(withCode('duplicate key value', '23505'))).toBe(false);
    expect(isUnavailableError(withCode('no such file', 'ENOENT'))).toBe(false);
    expect(isUnavailableError('ECONNREFUSED')).toBe(false);
    const noBucket = Object.assign(new Error('NoSuchBucket'), {
      $metadata: { httpStatusCode: 404 },
    });
    expect(isUnavailableError(new StorageError('could not store', { cause: noBucket }))).toBe(
      false,
    );
  });
});
