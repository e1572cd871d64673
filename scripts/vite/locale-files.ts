import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

// The browser build fetches translations as JSON files instead of importing them as modules:
// an import map of every namespace in every language (90 entries, each with a hashed chunk
// name) weighed about 1 KB gzip on the first page (docs/decisions/0022-first-page-javascript.md).
// The files go to `assets/locales/<hash>/`, under a hash of all their contents, so a deploy with
// other words gets other URLs and the server caches them for good like every asset.

/** Every translation file below `localesDir`: 'en.json', 'apply/en.json', ... */
function localeFiles(localesDir: string): string[] {
  return readdirSync(localesDir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => path.relative(localesDir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** Where the build puts the translations: a path under /assets/ that changes with their words. */
export function localesUrlBase(localesDir: string): string {
  const hash = createHash('sha256');
  for (const file of localeFiles(localesDir)) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(localesDir, file)))
      .update('\0');
  }
  return `/assets/locales/${hash.digest('hex').slice(0, 12)}`;
}

/** Emits every translation file, minified, at `urlBase` (client build only). */
export function localeFilesPlugin(localesDir: string, urlBase: string): Plugin {
  return {
    name: 'evisa-locale-files',
    apply: 'build',
    generateBundle() {
      if (this.environment.config.build.ssr) return;
      for (const file of localeFiles(localesDir)) {
        const words: unknown = JSON.parse(readFileSync(path.join(localesDir, file), 'utf8'));
        this.emitFile({
          type: 'asset',
          fileName: `${urlBase.replace(/^\//, '')}/${file.split(path.sep).join('/')}`,
          source: JSON.stringify(words),
        });
      }
    },
  };
}
