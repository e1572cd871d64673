import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// Set by scripts/build-server.mjs (esbuild `define`) in the bundle; absent when running from
// source (tsx, vitest). docs/decisions/0044-metrics-and-version.md.
declare const __BUILD_VERSION__: string | undefined;
declare const __BUILD_COMMIT__: string | undefined;

/** What this server is: the package version and the git commit it was built from. */
export interface AppVersion {
  version: string;
  /** A commit hash, or `unknown` when nothing says which. */
  commit: string;
}

/** A commit as an environment variable or git gives it: hex, 7 to 64 characters. */
const COMMIT = /^[0-9a-f]{7,64}$/i;

/** The first commit-looking value of the variables a deployment may set. */
function commitFromEnvironment(env: NodeJS.ProcessEnv): string | undefined {
  for (const name of ['GIT_COMMIT', 'SOURCE_COMMIT'] as const) {
    const value = env[name]?.trim();
    if (value && COMMIT.test(value)) return value.toLowerCase();
  }
  return undefined;
}

/** The checkout's HEAD, when running from a git working tree; undefined otherwise. */
function commitFromGit(): string | undefined {
  try {
    const head = execFileSync('git', ['rev-parse', 'HEAD'], {
      cwd: fileURLToPath(new URL('.', import.meta.url)),
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 2000,
    }).trim();
    return COMMIT.test(head) ? head : undefined;
  } catch {
    return undefined;
  }
}

function packageVersion(): string {
  if (typeof __BUILD_VERSION__ === 'string') return __BUILD_VERSION__;
  try {
    // src/server/ and dist/server/ both sit two levels under the package root.
    const file = fileURLToPath(new URL('../../package.json', import.meta.url));
    const { version } = JSON.parse(readFileSync(file, 'utf8')) as { version?: unknown };
    return typeof version === 'string' ? version : 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * The commit: an environment variable (GIT_COMMIT, SOURCE_COMMIT) when set, else the one the
 * build embedded, else git's HEAD when running from source, else `unknown`.
 */
export function resolveCommit(
  env: NodeJS.ProcessEnv = process.env,
  embedded: string | undefined = typeof __BUILD_COMMIT__ === 'string'
    ? __BUILD_COMMIT__
    : undefined,
  fromGit: () => string | undefined = commitFromGit,
): string {
  const built = embedded && COMMIT.test(embedded) ? embedded : undefined;
  // A bundle never asks git: its working directory may be another checkout.
  return (
    commitFromEnvironment(env) ??
    built ??
    (embedded === undefined ? fromGit() : undefined) ??
    'unknown'
  );
}

let cached: AppVersion | undefined;

/** Resolved once per process (git is asked at most once). */
export function appVersion(): AppVersion {
  return (cached ??= { version: packageVersion(), commit: resolveCommit() });
}
