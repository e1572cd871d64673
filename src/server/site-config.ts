import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { setCurrencyDisplay } from '@/domain/money';
import {
  defaultSiteConfig,
  publicSite,
  ZSiteConfig,
  type PublicSite,
  type SiteConfig,
} from '@/domain/site-config';

// The site configuration file (docs/requirements/site-configuration.md): SITE_CONFIG names a
// JSON or YAML file; what it leaves out keeps today's value. Read and validated once, at start;
// a file that does not validate stops the start with every wrong field named.

export class SiteConfigError extends Error {}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `override` laid over `base`: objects merge key by key, anything else (arrays too) replaces. */
function overlay(base: unknown, override: unknown): unknown {
  if (!isObject(base) || !isObject(override)) return override;
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(override)) merged[key] = overlay(base[key], value);
  return merged;
}

function parseFile(file: string): unknown {
  let source: string;
  try {
    source = readFileSync(file, 'utf8');
  } catch (error) {
    throw new SiteConfigError(`SITE_CONFIG: cannot read ${file}: ${(error as Error).message}`);
  }
  try {
    return /\.ya?ml$/i.test(file) ? parseYaml(source) : JSON.parse(source);
  } catch (error) {
    throw new SiteConfigError(`SITE_CONFIG: ${file} is not valid: ${(error as Error).message}`);
  }
}

/** The configuration `file` describes (today's values where it is silent); throws SiteConfigError. */
export function readSiteConfig(file: string | undefined): SiteConfig {
  if (!file) return defaultSiteConfig;
  const resolved = path.resolve(file);
  const content = parseFile(resolved);
  if (content !== null && content !== undefined && !isObject(content)) {
    throw new SiteConfigError(`SITE_CONFIG: ${resolved} must hold an object of settings`);
  }
  const parsed = ZSiteConfig.safeParse(overlay(defaultSiteConfig, content ?? {}));
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(file)'}: ${issue.message}`,
    );
    throw new SiteConfigError(`SITE_CONFIG: ${resolved} is invalid:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

let current: { config: SiteConfig; public: PublicSite } | undefined;

/** Makes `config` this process's site configuration (at start; tests with their own agency). */
export function useSiteConfig(config: SiteConfig): void {
  current = { config, public: publicSite(config) };
  setCurrencyDisplay(config.currencyDisplay);
}

/** This process's site configuration: SITE_CONFIG's file, read on first use. */
export function siteConfig(): SiteConfig {
  if (!current) useSiteConfig(readSiteConfig(process.env.SITE_CONFIG));
  return current!.config;
}

/** The browser's copy of siteConfig() (embedded in every page). */
export function sitePublic(): PublicSite {
  siteConfig();
  return current!.public;
}

/** Whether the site runs as it was built: the prerendered pages then need no new render. */
export const isDefaultSite = () => siteConfig() === defaultSiteConfig;
