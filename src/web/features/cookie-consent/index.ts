export { CookieConsent, CookieSettingsButton } from './cookie-consent';
