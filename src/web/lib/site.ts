import { setCurrencyDisplay } from '@/domain/money';
import type { PublicSite } from '@/domain/site-config';

// The agency that runs the site (its name, company, support contact, hours and prices), as the
// server configured it (src/server/site-config.ts): the server embeds it in every page as
// <script type="application/json" id="site-config">, the prerender and tests set it.

/** The element the server writes the configuration into. */
export const SITE_CONFIG_ELEMENT_ID = 'site-config';

let current: PublicSite | undefined;

/** Makes `site` the page's configuration (the prerender, tests). */
export function setSite(site: PublicSite): void {
  current = site;
  setCurrencyDisplay(site.currencyDisplay);
}

/** The page's site configuration, read from the page on first use. */
export function site(): PublicSite {
  if (!current) {
    // The server writes it into every page; a page without it fails here, loudly.
    setSite(
      JSON.parse(document.getElementById(SITE_CONFIG_ELEMENT_ID)!.textContent!) as PublicSite,
    );
  }
  return current!;
}
