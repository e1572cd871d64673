import type { PublicSite } from '@/domain/site-config';

/**
 * The placeholders every translation may use for the agency (src/domain/site-config.ts), in
 * `language`: {{siteName}}, {{openingHours}} and {{answerHours}}. Its own module, without the
 * configuration's schema, so the browser's first page does not load that.
 */
export function siteWords(site: PublicSite, language: string) {
  const hours = site.support.openingHours;
  return {
    siteName: site.name,
    openingHours: hours[language as keyof typeof hours] ?? hours.en,
    answerHours: site.support.answerWithinHours,
  };
}
