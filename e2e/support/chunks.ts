import { readFileSync } from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  name?: string;
}

/**
 * The address of the built chunk that holds a module, for a test that makes its download fail.
 * Lazy chunks are named by their hash alone (vite.config.ts), so the build's manifest says which
 * file holds what: `name` is the module's file name without its extension ('chat-widget').
 */
export function chunkUrl(name: string): RegExp {
  const buildDir = path.resolve(process.env.BUILD_DIR ?? 'dist');
  const manifest = JSON.parse(
    readFileSync(path.join(buildDir, 'client', '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;
  const files = Object.values(manifest)
    .filter((chunk) => chunk.name === name)
    .map((chunk) => chunk.file);
  const [file, ...others] = files;
  if (file === undefined || others.length > 0) {
    throw new Error(`expected one built chunk named ${name}, found ${files.length}`);
  }
  return new RegExp(`/${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}
