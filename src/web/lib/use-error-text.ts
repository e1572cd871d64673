import type { i18n as I18n, ParseKeys } from 'i18next';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseFieldMessage, type ProblemParams } from '@/domain/errors/field-message';
import { ApiError } from './api-client';

/** Anything a refusal reaches the page as: a failed call, one field's problem, or a field message. */
export type ErrorSource =
  ApiError | { code: string; message?: string; params?: ProblemParams } | string | null | undefined;

type ErrorKey = ParseKeys<'errors'>;

/** The `errors` namespace of one language: whether it has a key, and the key's text. */
export interface ErrorTranslations {
  /** With the params: a plural key exists only for a `count`. */
  has(key: string, params?: ProblemParams): boolean;
  say(key: string, params?: ProblemParams): string;
  /** Words for a failure that has no code of ours: the network, or anything on our side. */
  general(kind: 'network' | 'server'): string;
}

/** The `errors` namespace of an i18next instance, in its current language. */
export const errorTranslationsOf = (i18n: Pick<I18n, 't' | 'exists'>): ErrorTranslations => ({
  has: (key, params = {}) => i18n.exists(key, { ...params, ns: 'errors' }),
  say: (key, params = {}) => i18n.t(key as ErrorKey, { ...params, ns: 'errors' }),
  general: (kind) =>
    i18n.t(kind === 'network' ? 'errors.network' : 'errors.server', { ns: 'translation' }),
});

/**
 * A refusal in words: `errors:<code>`, filled with the refusal's params (docs/errors.md). A
 * failed call without a code of ours (a proxy's error page, a network failure) gets a general
 * text; a code this version does not know shows the server's English. A field message from a
 * shared schema ('validation.too_long?max=500') is a code too. The server's English never
 * decides the words, so rewording it changes no translation.
 */
export function errorText(words: ErrorTranslations, source: ErrorSource): string | undefined {
  if (source === null || source === undefined) return undefined;
  const known = (code: string | undefined, params?: ProblemParams) =>
    code !== undefined && words.has(code, params) ? code : undefined;

  if (typeof source === 'string') {
    const parsed = parseFieldMessage(source);
    const code = known(parsed?.code, parsed?.params);
    return code ? words.say(code, parsed?.params) : source;
  }
  if (source instanceof ApiError) {
    if (source.status === 0) return words.general('network');
    const code = known(source.code, source.params);
    if (code) return words.say(code, source.params);
    if (source.status >= 500 || !source.serverMessage) return words.general('server');
    return source.serverMessage;
  }
  const code = known(source.code, source.params);
  return code ? words.say(code, source.params) : source.message || words.general('server');
}

/**
 * The one way a page turns a refusal into words (errorText above). The `errors` namespace is
 * fetched once the page is running, not before it hydrates: it is needed only once something
 * is refused, and by then it has arrived. Until it has, a refusal shows the server's English,
 * and a failure without a code the shell's own words (which are always there, even offline).
 */
export function useErrorText() {
  // The shell's own words (always loaded) for a failure without a code, and the language.
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [loadedFor, setLoadedFor] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    i18n
      .loadNamespaces('errors')
      .then(() => live && setLoadedFor(language))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [i18n, language]);
  return useCallback(
    (source: ErrorSource) =>
      errorText(
        {
          has: (key, params = {}) =>
            loadedFor !== null && i18n.exists(key, { ...params, ns: 'errors', lng: language }),
          say: (key, params = {}) =>
            i18n.t(key as ErrorKey, { ...params, ns: 'errors', lng: language }),
          general: (kind) => t(kind === 'network' ? 'errors.network' : 'errors.server'),
        },
        source,
      ),
    [t, i18n, language, loadedFor],
  );
}
