// Vitest setup: the browser app reads the agency from the page the server sends
// (src/web/lib/site.ts); tests have no such page, so they run as today's agency.
import { defaultSiteConfig, publicSite } from '@/domain/site-config';
import { setSite } from '@/web/lib/site';

setSite(publicSite(defaultSiteConfig));
