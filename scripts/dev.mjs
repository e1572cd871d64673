// `npm run dev`: the API server with reload (tsx watch) and Vite's dev server with HMR.
import { spawn } from 'node:child_process';

const run = (cmd, args, env = {}) =>
  spawn(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
const children = [
  run('npx', ['tsx', 'watch', '--tsconfig', 'tsconfig.node.json', 'src/server/server.ts'], {
    NODE_ENV: 'development',
    CLIENT_DIR: './dist/none',
  }),
  run('npx', ['vite']),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
