// `npm start`: builds when the build is missing or older than the sources, then runs the server
// (which migrates the database and listens).
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const outputs = ['dist/server/server.js', 'dist/server/heavy-worker.js', 'dist/client/index.html'];
const inputs = ['src', 'package-lock.json', 'vite.config.ts'];

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
  execSync('npm run build', { stdio: 'inherit' });
}
await import(path.resolve('dist/server/server.js'));
