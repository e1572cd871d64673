// The worker entry when the server runs from source (tests, npm run dev): plain JavaScript that
// registers tsx in the worker thread, then loads heavy-worker.ts. A worker's execArgv cannot
// carry `--import tsx` on Node 20. Built, heavy-work.ts points at dist/server/heavy-worker.js.
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

register({ tsconfig: fileURLToPath(new URL('../../../../tsconfig.node.json', import.meta.url)) });
const worker = import('./heavy-worker.ts');

// piscina awaits a named export that is a promise.
export const prepare = worker.then((m) => m.prepare);
export const renderAgreement = worker.then((m) => m.renderAgreement);
export const renderAccounting = worker.then((m) => m.renderAccounting);
export const checkPassport = worker.then((m) => m.checkPassport);
export const eVisaText = worker.then((m) => m.eVisaText);
