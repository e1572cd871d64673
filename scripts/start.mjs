// `npm start`: builds when the build is missing or older than the sources, then runs the server
// (which migrates the database and listens). Paths are the project's, whatever the working
// directory; production runs node dist/server/server.js itself (docs/deploy.md).
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const commands = ['staff', 'backup', 'restore', 'migrate', 'rotate-key'];
const outputs = [
  'dist/server/server.js',
  'dist/server/heavy-worker.js',
  ...commands.map((name) => `dist/server/${name}.js`),
  'dist/migrations/meta/_journal.json',
  'dist/client/index.html',
].map((p) => path.join(root, p));
const inputs = ['src', 'migrations', 'package-lock.json', 'vite.config.ts'].map((p) =>
  path.join(root, p),
);

function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(0, ...readdirSync(p).map((name) => newestMtime(path.join(p, name))));
}

const builtAt = Math.min(...outputs.map((o) => (existsSync(o) ? statSync(o).mtimeMs : 0)));
const changedAt = Math.max(...inputs.map(newestMtime));
if (builtAt === 0 || changedAt > builtAt) {
  console.log('Building the app (first start or sources changed)...');
  execSync('npm run build', { stdio: 'inherit', cwd: root });
}
await import(pathToFileURL(path.join(root, 'dist/server/server.js')).href);
