import { isApiError } from '@/web/lib/api-client';

export interface LookupErrorTexts {
  notFound: string;
  rateLimited: string;
  network: string;
}

/** Which of the look-up's three messages an error deserves. */
export function lookupErrorText(error: unknown, texts: LookupErrorTexts): string {
  const status = isApiError(error) ? error.status : 0;
  if (status === 404) return texts.notFound;
  if (status === 429) return texts.rateLimited;
  // The network, a 5xx or anything unexpected: the specification's 'try again later'.
  return texts.network;
}
