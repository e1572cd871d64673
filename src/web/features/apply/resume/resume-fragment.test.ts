import { describe, expect, it } from 'vitest';
import { parseResumeFragment } from './resume-fragment';

const id = '0b5c6f0e-9a8d-4c3b-8e7f-123456789abc';
const token = 'A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8S9t0-_';

describe('resume link fragment', () => {
  it('reads the single-use code the server puts in the link', () => {
    expect(parseResumeFragment(`#code=${token}`)).toEqual({ code: token });
  });

  it('still reads the id and token of links sent before codes', () => {
    const fragment = `#${new URLSearchParams({ id, token }).toString()}`;
    expect(parseResumeFragment(fragment)).toEqual({ session: { id, accessToken: token } });
  });

  it('refuses a missing or malformed part', () => {
    expect(parseResumeFragment('')).toBeNull();
    expect(parseResumeFragment('#code=short')).toBeNull();
    expect(parseResumeFragment(`#code=${token}%3Cscript%3E`)).toBeNull();
    expect(parseResumeFragment(`#id=${id}`)).toBeNull();
    expect(parseResumeFragment(`#token=${token}`)).toBeNull();
    expect(parseResumeFragment(`#id=not-an-id&token=${token}`)).toBeNull();
    expect(parseResumeFragment(`#id=${id}&token=short`)).toBeNull();
    expect(parseResumeFragment(`#id=${id}&token=${token}%3Cscript%3E`)).toBeNull();
  });
});
