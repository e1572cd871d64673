// The system Chromium and the flags it needs on our machines (no network beyond loopback, no
// sandbox as root): shared by the browser tests and `npm run bench:web`.
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
