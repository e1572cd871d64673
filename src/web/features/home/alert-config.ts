/**
 * VITE_ALERT_BANNER switches the home page's processing notice on: 'on', 'true' or '1'
 * (any case) shows it; unset or anything else hides it. Read at build time.
 */
export function alertBannerEnabled(value: unknown): boolean {
  return typeof value === 'string' && ['on', 'true', '1'].includes(value.trim().toLowerCase());
}
