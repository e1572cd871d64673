import type { ApplicationSession } from '@/web/features/application-session';

/** An emailed resume link carries the session: /apply/resume#id=<id>&token=<token>. */

const ID = /^[0-9a-f-]{36}$/i;
const TOKEN = /^[A-Za-z0-9_-]{20,200}$/;

/** Reads the link's fragment; anything malformed is no link at all. */
export function parseResumeFragment(hash: string): ApplicationSession | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const id = params.get('id') ?? '';
  const token = params.get('token') ?? '';
  if (!ID.test(id) || !TOKEN.test(token)) return null;
  return { id, accessToken: token };
}
