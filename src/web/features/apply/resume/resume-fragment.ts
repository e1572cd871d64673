import type { ApplicationSession } from '@/web/features/application-session';

/**
 * An emailed resume link: /apply/resume#code=<single-use code> (docs/decisions/0013-resume-codes.md).
 * Links sent before codes existed carry the session itself, #id=<id>&token=<token>, and keep
 * working.
 */
export type ResumeLink = { code: string } | { session: ApplicationSession };

const ID = /^[0-9a-f-]{36}$/i;
const SECRET = /^[A-Za-z0-9_-]{20,200}$/;

/** Reads the link's fragment; anything malformed is no link at all. */
export function parseResumeFragment(hash: string): ResumeLink | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const code = params.get('code');
  if (code !== null) return SECRET.test(code) ? { code } : null;
  const id = params.get('id') ?? '';
  const token = params.get('token') ?? '';
  if (!ID.test(id) || !SECRET.test(token)) return null;
  return { session: { id, accessToken: token } };
}
