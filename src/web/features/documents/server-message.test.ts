import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMessage } from '@/domain/messages';
import { messageParams, problemFromServer } from './server-message';

describe('problemFromServer', () => {
  it('finds the key and the file name in a filled-in message', () => {
    expect(
      problemFromServer(
        'File "setup.pdf" has an invalid type. Accepted types: PDF, JPEG, PNG, WebP.',
      ),
    ).toEqual({
      kind: 'message',
      key: 'fileInvalidType',
      params: { name: 'setup.pdf', types: 'PDF, JPEG, PNG, WebP.' },
    });
    expect(problemFromServer('Cannot upload more than 2 files.')).toEqual({
      kind: 'message',
      key: 'tooManyFiles',
      params: { max: '2' },
    });
  });

  it('keeps a text without a key as the server sent it', () => {
    expect(problemFromServer('Something new')).toEqual({ kind: 'text', text: 'Something new' });
  });

  it('recovers any file name the server filled in', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.integer({ min: 1, max: 99 }), (name, maxMb) => {
        const text = formatMessage('fileTooLarge', { name, maxMb });
        expect(messageParams('fileTooLarge', text)).toEqual({ name, maxMb: String(maxMb) });
      }),
    );
  });

  it('has no values for a fixed text', () => {
    expect(messageParams('passportAndPhotoRequired', 'anything')).toEqual({});
  });
});
