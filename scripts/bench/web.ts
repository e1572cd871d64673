// npm run bench:web: what a phone on a slow network sees. Starts the built server (npm run build
// first) with a fresh DATA_DIR, runs Lighthouse's mobile profile (simulated slow 4G, 4x CPU
// slowdown) in the system Chromium three times per page, and prints the median performance
// score, LCP, TBT, CLS, JavaScript transferred and the accessibility and SEO scores. Exits 1
// when a page misses a target: performance 90, LCP 2.5 s, CLS 0.05, accessibility 100.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags, chromiumPath } from '../../e2e/support/chromium';

const PAGES = process.env.BENCH_WEB_PAGES?.split(',') ?? ['/', '/apply', '/check-status'];
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
const PORT = Number(process.env.BENCH_WEB_PORT ?? 3197);
const TARGETS = { performance: 90, lcpMs: 2500, cls: 0.05, accessibility: 100 };

interface Sample {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsKb: number;
  accessibility: number;
  seo: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function startServer(dataDir: string) {
  const buildDir = process.env.BUILD_DIR ?? 'dist';
  const server = spawn(process.execPath, [`${buildDir}/server/server.js`], {
    env: {
      ...process.env,
      CLIENT_DIR: `${buildDir}/client`,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'sandbox',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const up = await fetch(`http://127.0.0.1:${PORT}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return server;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  server.kill();
  throw new Error('the server did not start (is there a build? npm run build)');
}

async function audit(url: string, port: number): Promise<Sample> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'seo'],
  });
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  const { categories, audits } = result.lhr;
  const requests = (audits['network-requests']?.details as { items?: Record<string, unknown>[] })
    ?.items;
  const jsBytes = (requests ?? [])
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + Number(item.transferSize ?? 0), 0);
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    jsKb: jsBytes / 1024,
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    seo: Math.round((categories.seo?.score ?? 0) * 100),
  };
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-web-'));
  const server = await startServer(dataDir);
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumFlags],
  });
  let missed = 0;
  try {
    console.log(
      `Lighthouse mobile (slow 4G, 4x CPU), median of ${RUNS}; targets: performance >= ${TARGETS.performance}, LCP < ${TARGETS.lcpMs} ms, CLS < ${TARGETS.cls}, accessibility ${TARGETS.accessibility}`,
    );
    console.log('page           perf   LCP ms   TBT ms    CLS   JS KB  a11y  SEO  target');
    for (const page of PAGES) {
      const samples: Sample[] = [];
      for (let run = 0; run < RUNS; run++)
        samples.push(await audit(`http://127.0.0.1:${PORT}${page}`, chrome.port));
      const m = (key: keyof Sample) => median(samples.map((sample) => sample[key]));
      const met =
        m('performance') >= TARGETS.performance &&
        m('lcpMs') < TARGETS.lcpMs &&
        m('cls') < TARGETS.cls &&
        m('accessibility') >= TARGETS.accessibility;
      if (!met) missed++;
      console.log(
        [
          page.padEnd(13),
          String(m('performance')).padStart(5),
          m('lcpMs').toFixed(0).padStart(8),
          m('tbtMs').toFixed(0).padStart(8),
          m('cls').toFixed(3).padStart(6),
          m('jsKb').toFixed(0).padStart(7),
          String(m('accessibility')).padStart(5),
          String(m('seo')).padStart(4),
          met ? '  met' : '  MISSED',
        ].join(' '),
      );
    }
  } finally {
    await chrome.kill();
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (missed > 0) {
    console.error(`${missed} page(s) miss a target`);
    process.exitCode = 1;
  }
}

await main();
