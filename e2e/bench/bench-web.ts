/**
 * npm run bench:web — what a visitor downloads and how Lighthouse scores the built web app.
 *
 * 1. Builds (`npm run build`) when apps/web/dist or apps/api/dist is older than its sources.
 * 2. Bundle figures per route from the Vite manifest: the JavaScript a first load of that route
 *    needs (entry chunk + the route's chunk + their static imports), gzip and brotli.
 * 3. Starts the built server on a spare port with a fresh DATA_DIR, creates a verified student
 *    who has taken the assessment (through the API and the dev outbox, like e2e/support), and
 *    runs Lighthouse (mobile preset, Debian's Chromium) on home, a scenario and /results.
 * 4. Signed in on the top plan (Double Scoop, bought in the payments sandbox): Lighthouse on
 *    /profile/recommendations, a career page, /profile/strengths and the companion chat (issue 26),
 *    and the share of an idle career page's time spent in script over 5 s at 390 and 1280 px
 *    (Chromium's Performance.getMetrics ScriptDuration + TaskDuration, after the page has loaded).
 *
 * Options: --runs N (Lighthouse runs per page, median reported; default 1: the machine is shared),
 * --pages home,scenario,results,recommendations,career,strengths,chat (a subset; `idle` for the
 * idle career page), --no-lighthouse (bundle figures only),
 * --reports DIR (keep each Lighthouse report as JSON), --cpu-profile (instead of Lighthouse: the
 * functions with the most self time while each signed-in page loads, 4× CPU slowdown; CPU_PROFILE_DIR
 * keeps the .cpuprofile files), --lcp-timeline (instead of Lighthouse: each signed-in page's LCP
 * candidates and the requests that started before the last one, unthrottled), --trace-tasks
 * (instead of Lighthouse: each signed-in page's tasks over 50 ms at 4× CPU slowdown, as
 * Lighthouse counts blocking time, with the functions that ran in them; readable names with a
 * `vite build --minify false` build; the tracer's own sampling makes every task longer, so read
 * which tasks and what is in them, not the totals), --front h2 (the browser reaches the app
 * through nginx over HTTPS and HTTP/2, as production serves it; needs `apt-get install nginx-light`).
 * Env: CHROME_PATH (default /usr/bin/chromium).
 */
import { spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const ROOT = resolve(fileURLToPath(new URL('../../', import.meta.url)));
const WEB_DIST = join(ROOT, 'apps/web/dist');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
/** Browser flags of this run: CHROME_FLAGS, plus trust in the front's certificate (`--front h2`). */
const browserFlags = [...CHROME_FLAGS];
const BUDGET_KB = 120;

const args = process.argv.slice(2);
const RUNS = Number(args[args.indexOf('--runs') + 1] ?? 1) || 1;
const WITH_LIGHTHOUSE = !args.includes('--no-lighthouse');
const ONLY = args.includes('--pages') ? (args[args.indexOf('--pages') + 1] ?? '').split(',') : undefined;
const REPORT_DIR = args.includes('--reports') ? args[args.indexOf('--reports') + 1] : undefined;
const CPU_PROFILE = args.includes('--cpu-profile');
const LCP_TIMELINE = args.includes('--lcp-timeline');
const TRACE_TASKS = args.includes('--trace-tasks');
/** `--front h2`: the browser reaches the app through nginx over HTTPS and HTTP/2, as in production. */
const FRONT = args.includes('--front') ? args[args.indexOf('--front') + 1] : undefined;
if (FRONT !== undefined && FRONT !== 'h2') throw new Error('--front takes h2');

/** Routes and the page module that renders them (keys of the Vite manifest). */
const ROUTES: { path: string; module: string; layout?: string }[] = [
  { path: '/', module: 'src/features/home/home-page.tsx' },
  { path: '/signin', module: 'src/features/auth/signin-page.tsx' },
  { path: '/new/student', module: 'src/features/auth/new-student-step1-page.tsx' },
  { path: '/about', module: 'src/features/content/about-page.tsx' },
  { path: '/faq', module: 'src/features/content/faq-page.tsx' },
  { path: '/pricingplan', module: 'src/features/pricing/pricing-page.tsx' },
  { path: '/scenario/1/1', module: 'src/features/assessment/scenario-page.tsx' },
  { path: '/results', module: 'src/features/results/results-page.tsx' },
  {
    path: '/profile/profile-info',
    module: 'src/features/profile/profile-info-page.tsx',
    layout: 'src/features/profile/profile-layout.tsx',
  },
];

// ---------------------------------------------------------------------------------------------
// 1. Build when needed

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

function buildIfNeeded() {
  const sources = Math.max(
    newestMtime(join(ROOT, 'apps/web/src')),
    newestMtime(join(ROOT, 'apps/web/index.html')),
    newestMtime(join(ROOT, 'apps/web/vite.config.ts')),
    newestMtime(join(ROOT, 'apps/api/src')),
    newestMtime(join(ROOT, 'packages/contracts/src')),
    newestMtime(join(ROOT, 'packages/engine/src')),
  );
  const built = Math.min(
    newestMtime(join(WEB_DIST, 'index.html')),
    newestMtime(join(ROOT, 'apps/api/dist/server.js')),
  );
  if (built >= sources) return;
  console.log('Building (sources are newer than dist) …');
  const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run build failed');
}

// ---------------------------------------------------------------------------------------------
// 2. Bundle figures from the manifest

type ManifestEntry = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestEntry>;

function staticClosure(manifest: Manifest, key: string, files = new Set<string>()): Set<string> {
  const entry = manifest[key];
  if (!entry || files.has(entry.file)) return files;
  files.add(entry.file);
  for (const imported of entry.imports ?? []) staticClosure(manifest, imported, files);
  return files;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function bundleFigures() {
  const manifest = JSON.parse(readFileSync(join(WEB_DIST, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entryKey) throw new Error('no entry in the Vite manifest');
  const sizes = new Map<string, { raw: number; gzip: number; br: number }>();
  const sizeOf = (file: string) => {
    let s = sizes.get(file);
    if (!s) {
      const body = readFileSync(join(WEB_DIST, file));
      s = {
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
        br: brotliCompressSync(body).length,
      };
      sizes.set(file, s);
    }
    return s;
  };
  const css = (manifest[entryKey]?.css ?? []).reduce((sum, f) => sum + sizeOf(f).gzip, 0);
  console.log(
    '\nInitial JavaScript per route (entry + route chunk + static imports; what a first load fetches)',
  );
  console.log(
    `${'route'.padEnd(24)}${'chunks'.padStart(7)}${'raw KB'.padStart(9)}${'gzip KB'.padStart(9)}${'br KB'.padStart(8)}`,
  );
  const rows: { path: string; gzip: number }[] = [];
  for (const route of ROUTES) {
    if (!manifest[route.module]) {
      console.log(`${route.path.padEnd(24)} (not in the manifest: ${route.module})`);
      continue;
    }
    const files = staticClosure(manifest, route.module, staticClosure(manifest, entryKey));
    if (route.layout) staticClosure(manifest, route.layout, files);
    const total = [...files]
      .map(sizeOf)
      .reduce((sum, s) => ({ raw: sum.raw + s.raw, gzip: sum.gzip + s.gzip, br: sum.br + s.br }), {
        raw: 0,
        gzip: 0,
        br: 0,
      });
    rows.push({ path: route.path, gzip: total.gzip });
    console.log(
      `${route.path.padEnd(24)}${String(files.size).padStart(7)}${kb(total.raw).padStart(9)}${kb(total.gzip).padStart(9)}${kb(total.br).padStart(8)}`,
    );
  }
  console.log(`CSS (all routes, one file): ${kb(css)} KB gzip`);
  const home = rows.find((r) => r.path === '/');
  if (home) {
    const verdict = home.gzip / 1024 <= BUDGET_KB ? 'within' : 'OVER';
    console.log(`Home page budget: ${kb(home.gzip)} KB gzip of ${BUDGET_KB} KB (${verdict} budget)`);
  }
}

// ---------------------------------------------------------------------------------------------
// 3. Server, a student with results, Lighthouse

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

async function waitFor<T>(
  what: string,
  attempt: () => Promise<T | undefined>,
  timeoutMs: number,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await attempt().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

async function startServer(publicUrl?: string) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'pathscoop-bench-web-'));
  chmodSync(dataDir, 0o755); // as root the embedded PostgreSQL runs as an unprivileged user
  const base = `http://localhost:${port}`;
  const child = spawn('node', [join(ROOT, 'apps/api/dist/server.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: publicUrl ?? base,
      ...(publicUrl ? { TRUST_PROXY: 'true' } : {}),
      DATA_DIR: dataDir,
      NODE_ENV: 'development', // the dev outbox verifies the student's e-mail
      LOG_LEVEL: 'warn',
      RATE_LIMIT_DISABLED: 'true',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const stop = async () => {
    if (!child.pid || child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    process.kill(-child.pid, 'SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 20_000))]);
  };
  await waitFor(
    'the server',
    async () => ((await fetch(`${base}/api/health`)).ok ? true : undefined),
    240_000,
  );
  return { base, port, dataDir, stop, child };
}

/**
 * `--front h2`: nginx (Debian's nginx-light) in front of the app, terminating TLS and speaking
 * HTTP/2 to the browser, as a production proxy or load balancer does (docs/deployment.md, "The
 * proxy"). Over HTTP/1.1 a browser fetches at most six files at a time, one round trip each; over
 * HTTP/2 the page's chunks share one connection. The certificate is made here for localhost and
 * trusted by the browser through its public key (`--ignore-certificate-errors-spki-list`), so the
 * page is a secure origin as it is in production.
 */
async function startFront(frontPort: number, appPort: number) {
  const nginxBin = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
  if (!nginxBin) throw new Error('--front h2 needs nginx: apt-get install -y nginx-light');
  const dir = mkdtempSync(join(tmpdir(), 'pathscoop-bench-front-'));
  const openssl = (argv: string[], input?: Buffer) => {
    const run = spawnSync('openssl', argv, { input });
    if (run.status !== 0) throw new Error(`openssl ${argv[0]}: ${run.stderr}`);
    return run.stdout;
  };
  openssl([
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-keyout',
    join(dir, 'key.pem'),
    '-out',
    join(dir, 'cert.pem'),
    '-days',
    '2',
    '-subj',
    '/CN=localhost',
    '-addext',
    'subjectAltName=DNS:localhost,IP:127.0.0.1',
  ]);
  const pubkey = openssl(['x509', '-in', join(dir, 'cert.pem'), '-pubkey', '-noout']);
  const der = openssl(['pkey', '-pubin', '-outform', 'der'], pubkey);
  const spki = openssl(['dgst', '-sha256', '-binary'], der).toString('base64');
  browserFlags.push(`--ignore-certificate-errors-spki-list=${spki}`);
  writeFileSync(
    join(dir, 'nginx.conf'),
    `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  upstream pathscoop { server 127.0.0.1:${appPort}; keepalive 16; }
  server {
    listen 127.0.0.1:${frontPort} ssl http2;
    ssl_certificate ${dir}/cert.pem;
    ssl_certificate_key ${dir}/key.pem;
    location / {
      proxy_pass http://pathscoop;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto https;
    }
  }
}
`,
  );
  const nginx = spawn(nginxBin, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: 'inherit',
  });
  const stop = async () => {
    if (nginx.exitCode === null) {
      const exited = new Promise((r) => nginx.once('exit', r));
      nginx.kill('SIGQUIT');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const base = `https://localhost:${frontPort}`;
  try {
    await waitFor(
      'nginx',
      async () => {
        const probe = spawnSync(
          'openssl',
          ['s_client', '-connect', `127.0.0.1:${frontPort}`, '-alpn', 'h2'],
          {
            input: '',
            timeout: 5_000,
          },
        );
        return probe.stdout.includes('ALPN protocol: h2') ? true : undefined;
      },
      30_000,
    );
  } catch (err) {
    await stop();
    throw err;
  }
  return { base, stop };
}

type Session = { access: string; refresh: string; user: unknown };

async function studentWithResults(base: string): Promise<Session> {
  const email = `bench.web.${Date.now().toString(36)}@example.com`;
  const password = 'Waffle-Cone-2025!';
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const signup = await post('/api/v1/signup/', {
    role: 'Student',
    first_name: 'Bench',
    last_name: 'Runner',
    email,
    phone: '555-0100',
    address: '12 Elm St, Springfield, IL 62701, USA',
    city: 'Springfield',
    state: 'IL',
    zipcode: '62701',
    age: 16,
    grade: 'JR',
    password,
    confirm_password: password,
    favorite_ice_cream_flavor: 'Mint',
    careers: 'Nurse, Game designer',
    certainty: 6,
    education: 6,
    is_read_terms_and_policies: true,
    allow_data_sharing: false,
  });
  if (signup.status !== 201) throw new Error(`sign-up answered ${signup.status}: ${await signup.text()}`);
  const token = await waitFor(
    'the verification mail',
    async () => {
      const mails = (await (
        await fetch(`${base}/dev/outbox.json?${new URLSearchParams({ to: email })}`)
      ).json()) as {
        links: string[];
      }[];
      const link = mails.flatMap((m) => m.links).find((l) => new URL(l).pathname === '/verify-email');
      return link ? (new URL(link).searchParams.get('token') ?? undefined) : undefined;
    },
    15_000,
  );
  const verified = await post('/api/v1/verify-email/', { token });
  if (!verified.ok) throw new Error(`verify-email answered ${verified.status}`);
  const signin = await post('/api/v1/auth/', { email, password });
  if (!signin.ok) throw new Error(`sign-in answered ${signin.status}`);
  const session = (await signin.json()) as Session;
  const auth = { authorization: `Bearer ${session.access}` };
  const scenarios = (await (await fetch(`${base}/api/v1/scenarios/`)).json()) as {
    scenario_id: number;
    questions: { id: number }[];
  }[];
  const submission = scenarios
    .filter((s) => s.scenario_id !== 0)
    .map((s) =>
      s.scenario_id === 4
        ? {
            scenario_id: 4,
            answers: [{ question: s.questions[0]?.id ?? 0, answer: 'Social,Artistic,Investigative' }],
          }
        : { scenario_id: s.scenario_id, answers: s.questions.map((q) => ({ question: q.id, answer: 3 })) },
    );
  const submitted = await post('/api/v1/scenarios/', submission, auth);
  if (submitted.status !== 201) throw new Error(`POST scenarios/ answered ${submitted.status}`);
  await buyTopPlan(base, session);
  // Signed in again: the user object now carries the plan.
  const again = await post('/api/v1/auth/', { email, password });
  if (!again.ok) throw new Error(`sign-in answered ${again.status}`);
  return (await again.json()) as Session;
}

/** Double Scoop (the plan with companions) through the payments sandbox, as a student buys it. */
async function buyTopPlan(base: string, session: Session) {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: browserFlags });
  try {
    const page = await browser.newPage();
    await page.goto(`${base}/favicon.svg`);
    await page.evaluate((s) => {
      localStorage.setItem('PATHSCOOP_AUTH_ACCESS', s.access);
      localStorage.setItem('PATHSCOOP_AUTH_REFRESH', s.refresh);
      localStorage.setItem('PATHSCOOP_USER', JSON.stringify(s.user));
      localStorage.setItem('PATHSCOOP_FIRST_SEEN', 'true');
    }, session);
    await page.goto(`${base}/pricingplan`);
    await page
      .getByRole('button', { name: /Double Scoop/ })
      .first()
      .click();
    await page.getByRole('button', { name: 'Choose' }).click();
    await page.getByRole('dialog', { name: 'Please confirm' }).getByRole('button', { name: 'Yes' }).click();
    await page.waitForURL(/\/sandbox\/checkout\/cs_sandbox_/);
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await page.waitForURL(/\/pricingplan\/success$/);
  } finally {
    await browser.close();
  }
}

/** The paths of one career page and the Career Buddy chat of this student. */
async function signedInPaths(base: string, session: Session) {
  const headers = { authorization: `Bearer ${session.access}` };
  const results = (await (await fetch(`${base}/api/v1/result/`, { headers })).json()) as { id: number }[];
  const agents = (await (await fetch(`${base}/api/v1/ai-agents/?page=1`, { headers })).json()) as {
    results?: { id: number; name: string }[];
  };
  const buddy = agents.results?.find((a) => a.name.toLowerCase() === 'career buddy');
  if (!results[0]) throw new Error('no recommendations for the bench student');
  if (!buddy) throw new Error('no Career Buddy for the bench student (plan not bought?)');
  return {
    career: `/profile/recommendations/career/${results[0].id}`,
    chat: `/profile/ai-companions/${buddy.id}/career-buddy`,
  };
}

/** Debian's Chromium with the bench student signed in (tokens in localStorage before any script). */
async function signedInContext(session: Session, width: number, height: number) {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: browserFlags });
  const context = await browser.newContext({ viewport: { width, height } });
  await context.addInitScript((s) => {
    localStorage.setItem('PATHSCOOP_AUTH_ACCESS', s.access);
    localStorage.setItem('PATHSCOOP_AUTH_REFRESH', s.refresh);
    localStorage.setItem('PATHSCOOP_USER', JSON.stringify(s.user));
    localStorage.setItem('PATHSCOOP_FIRST_SEEN', 'true');
  }, session);
  return { browser, context };
}

/**
 * The share of wall time an idle career page spends in script and in tasks over 5 s, once it has
 * loaded and settled (2 s): a page that renders in a loop stays near 100 %, a quiet one near 0.
 */
async function idleScript(base: string, session: Session, path: string, width: number, height: number) {
  const { browser, context } = await signedInContext(session, width, height);
  try {
    const page = await context.newPage();
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(2000);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const metric = async () => {
      const { metrics } = await cdp.send('Performance.getMetrics');
      const get = (n: string) => metrics.find((m) => m.name === n)?.value ?? 0;
      return { script: get('ScriptDuration'), task: get('TaskDuration'), at: performance.now() };
    };
    const before = await metric();
    await page.waitForTimeout(5000);
    const after = await metric();
    const wall = (after.at - before.at) / 1000;
    return {
      script: (100 * (after.script - before.script)) / wall,
      task: (100 * (after.task - before.task)) / wall,
    };
  } finally {
    await browser.close();
  }
}

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
};

/**
 * `--cpu-profile`: where a signed-in page's load spends its script time, under the same 4× CPU
 * slowdown as Lighthouse's mobile preset: the functions with the most self time (names are
 * readable in a build made with `npx vite build --minify false` in apps/web).
 */
async function cpuProfile(base: string, session: Session, path: string) {
  const { browser, context } = await signedInContext(session, 390, 844);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1000);
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as {
      profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };
    };
    if (process.env.CPU_PROFILE_DIR) {
      mkdirSync(process.env.CPU_PROFILE_DIR, { recursive: true });
      writeFileSync(
        join(process.env.CPU_PROFILE_DIR, `${path.replaceAll('/', '_')}.cpuprofile`),
        JSON.stringify(profile),
      );
    }
    const self = new Map<number, number>();
    for (const [i, id] of profile.samples.entries()) {
      self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
    }
    const byFrame = new Map<string, number>();
    let total = 0;
    for (const node of profile.nodes) {
      const us = self.get(node.id) ?? 0;
      const f = node.callFrame;
      if (['(idle)', '(program)', '(root)'].includes(f.functionName)) continue;
      total += us;
      const file = f.url.split('/').pop() ?? '';
      const key = `${f.functionName || '(anonymous)'} ${file}:${f.lineNumber + 1}`;
      byFrame.set(key, (byFrame.get(key) ?? 0) + us);
    }
    console.log(
      `\nCPU profile of ${path} (4x slowdown, 390 px): ${(total / 1000).toFixed(0)} ms in script and GC`,
    );
    for (const [key, us] of [...byFrame].sort((a, b) => b[1] - a[1]).slice(0, 25)) {
      console.log(`  ${(us / 1000).toFixed(1).padStart(8)} ms  ${key}`);
    }
  } finally {
    await browser.close();
  }
}

type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: { name?: string; data?: Record<string, unknown> };
};
type TraceProfileNode = {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
};

/**
 * `--trace-tasks`: the page's long tasks as Lighthouse counts them (a task over 50 ms at 4× CPU
 * slowdown adds its excess to TBT), each with what ran in it: the trace's events by name and the
 * JavaScript functions (inclusive time, from the sampling profiler in the same trace).
 */
async function traceTasks(base: string, session: Session, path: string) {
  const { browser, context } = await signedInContext(session, 390, 844);
  try {
    const page = await context.newPage();
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'disabled-by-default-devtools.timeline.stack',
        'v8.execute',
        'disabled-by-default-v8.cpu_profiler',
      ],
    });
    const navStart = Date.now();
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1000);
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as {
      traceEvents: TraceEvent[];
    };
    const events = trace.traceEvents;
    // The page's renderer: the main thread that ran the most (not the about:blank one before it).
    const busy = new Map<string, number>();
    for (const e of events)
      if (e.name === 'RunTask' && e.dur)
        busy.set(`${e.pid}:${e.tid}`, (busy.get(`${e.pid}:${e.tid}`) ?? 0) + e.dur);
    const main = events
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .sort((a, b) => (busy.get(`${b.pid}:${b.tid}`) ?? 0) - (busy.get(`${a.pid}:${a.tid}`) ?? 0))[0];
    if (!main) throw new Error('no renderer main thread in the trace');
    const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
    const nav = onMain.find((e) => e.name === 'ParseHTML')?.ts ?? 0;
    // The sampling profiler's nodes and samples (ProfileChunk events), as absolute timestamps.
    const nodes = new Map<number, TraceProfileNode>();
    const samples: { ts: number; node: number }[] = [];
    let clock = 0;
    for (const e of events.filter(
      (x) => x.pid === main.pid && (x.name === 'Profile' || x.name === 'ProfileChunk'),
    )) {
      const data = e.args?.data as
        | {
            startTime?: number;
            cpuProfile?: { nodes?: TraceProfileNode[]; samples?: number[] };
            timeDeltas?: number[];
          }
        | undefined;
      if (e.name === 'Profile') {
        clock = data?.startTime ?? clock;
        continue;
      }
      for (const n of data?.cpuProfile?.nodes ?? []) nodes.set(n.id, n);
      const ids = data?.cpuProfile?.samples ?? [];
      const deltas = data?.timeDeltas ?? [];
      ids.forEach((id, i) => {
        clock += deltas[i] ?? 0;
        samples.push({ ts: clock, node: id });
      });
    }
    const frameName = (n: TraceProfileNode) =>
      `${n.callFrame.functionName || '(anonymous)'} ${(n.callFrame.url ?? '').split('/').pop()}:${(n.callFrame.lineNumber ?? 0) + 1}`;
    const tasks = onMain.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > 50_000 / 4);
    console.log(
      `\nLong tasks of ${path} (durations × 4 as Lighthouse simulates a phone, 390 px; ms after the HTML)`,
    );
    let blocking = 0;
    for (const task of tasks) {
      const end = task.ts + (task.dur ?? 0);
      const ms = ((task.dur ?? 0) / 1000) * 4;
      blocking += Math.max(0, ms - 50);
      const byEvent = new Map<string, number>();
      for (const e of onMain)
        if (
          e !== task &&
          e.ph === 'X' &&
          e.ts >= task.ts &&
          e.ts < end &&
          e.dur &&
          [
            'FunctionCall',
            'EvaluateScript',
            'v8.compileModule',
            'v8.evaluateModule',
            'Layout',
            'UpdateLayoutTree',
            'Paint',
            'ParseHTML',
            'TimerFire',
            'FireAnimationFrame',
            'RunMicrotasks',
            'EventDispatch',
            'PrePaint',
            'Layerize',
            'v8.produceCache',
            'ParseAuthorStyleSheet',
          ].includes(e.name)
        )
          byEvent.set(e.name, (byEvent.get(e.name) ?? 0) + e.dur);
      const inclusive = new Map<string, number>();
      for (let i = 0; i < samples.length; i++) {
        const s = samples[i]!;
        if (s.ts < task.ts || s.ts >= end) continue;
        const dt = (samples[i + 1]?.ts ?? s.ts) - s.ts;
        const seen = new Set<string>();
        for (let n = nodes.get(s.node); n; n = n.parent === undefined ? undefined : nodes.get(n.parent)) {
          const f = frameName(n);
          if (f.startsWith('(root)') || seen.has(f)) continue;
          seen.add(f);
          inclusive.set(f, (inclusive.get(f) ?? 0) + dt);
        }
      }
      console.log(`  @${((task.ts - nav) / 1000).toFixed(0).padStart(5)} ms: ${ms.toFixed(0)} ms (4x)`);
      // A layout inside script was forced by it (a read of sizes after a change): who asked.
      for (const e of onMain) {
        if (e.name !== 'Layout' || e.ts < task.ts || e.ts >= end || (e.dur ?? 0) < 2_000) continue;
        const stack = (
          e.args as {
            beginData?: { stackTrace?: { functionName: string; url: string; lineNumber: number }[] };
          }
        )?.beginData?.stackTrace;
        if (stack?.length)
          console.log(
            `     forced layout ${(((e.dur ?? 0) / 1000) * 4).toFixed(0)} ms by ${stack
              .slice(0, 4)
              .map((f) => `${f.functionName || '(anonymous)'} ${f.url.split('/').pop()}:${f.lineNumber + 1}`)
              .join(' < ')}`,
          );
      }
      console.log(
        `     events: ${[...byEvent]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 5)
          .map(([n, us]) => `${n} ${((us / 1000) * 4).toFixed(0)}`)
          .join(', ')}`,
      );
      // React's and the scheduler's own frames say little: the components and hooks under them do.
      const plumbing =
        /^(performUnitOfWork|workLoop\w*|renderRoot\w*|performWorkOnRoot\w*|performWorkUntilDeadline|performSyncWorkOnRoot|beginWork|updateFunctionComponent|renderWithHooks|recursivelyTraverse\w*|commit\w*|complete\w*|flush\w*|\(anonymous\)|\(program\)|\(idle\)|exports\.\w+) /;
      for (const [f, us] of [...inclusive]
        .filter(([f]) => !plumbing.test(f))
        .sort((a, b) => b[1] - a[1])
        .slice(0, 10))
        console.log(`     ${((us / 1000) * 4).toFixed(0).padStart(5)} ms  ${f}`);
    }
    console.log(
      `  blocking time of these tasks (from the HTML on): ${blocking.toFixed(0)} ms; navigation ${Date.now() - navStart} ms`,
    );
  } finally {
    await browser.close();
  }
}

/**
 * `--lcp-timeline`: Lighthouse simulates LCP from every request that finished before the page's
 * observed largest paint, so what a page fetches before its main content paints costs it score.
 * This prints, unthrottled, each LCP candidate (time, element) and the requests that started
 * before the last candidate, in order.
 */
async function lcpTimeline(base: string, session: Session, path: string) {
  const { browser, context } = await signedInContext(session, 390, 844);
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      const w = window as unknown as { __lcp: { t: number; el: string; size: number }[] };
      w.__lcp = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { element?: Element; size: number })[]) {
          const el = e.element;
          const text = el
            ? `${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 3).join('.')} "${(el.textContent ?? '').slice(0, 40)}"`
            : '?';
          w.__lcp.push({ t: Math.round(e.startTime), el: text, size: e.size });
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const { lcp, resources } = await page.evaluate(() => ({
      lcp: (window as unknown as { __lcp: { t: number; el: string; size: number }[] }).__lcp,
      resources: performance.getEntriesByType('resource').map((r) => ({
        start: Math.round(r.startTime),
        end: Math.round((r as PerformanceResourceTiming).responseEnd),
        kb: ((r as PerformanceResourceTiming).transferSize / 1024).toFixed(1),
        url: r.name.replace(/^https?:\/\/[^/]+/, ''),
      })),
    }));
    console.log(`\nLCP timeline of ${path} (unthrottled, 390 px)`);
    for (const c of lcp) console.log(`  LCP candidate at ${c.t} ms, ${c.size} px²: ${c.el}`);
    const last = lcp.at(-1)?.t ?? 0;
    const before = resources.filter((r) => r.start < last);
    console.log(`  ${before.length} requests started before it:`);
    for (const r of before)
      console.log(
        `    ${String(r.start).padStart(5)}-${String(r.end).padEnd(5)} ${r.kb.padStart(6)} KB  ${r.url}`,
      );
  } finally {
    await browser.close();
  }
}

/**
 * A Chromium profile for one Lighthouse run: signed in (tokens in localStorage) when `session` is
 * given. Only a tiny file is opened while seeding, so the HTTP cache stays cold for the run.
 */
async function seededProfile(base: string, session: Session | null, template: { dir?: string }) {
  const dir = mkdtempSync(join(tmpdir(), 'pathscoop-bench-profile-'));
  if (!session) return dir;
  if (template.dir) {
    cpSync(template.dir, dir, { recursive: true });
    return dir;
  }
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROME_PATH,
    args: browserFlags,
  });
  const page = await context.newPage();
  await page.goto(`${base}/favicon.svg`);
  await page.evaluate((s) => {
    localStorage.setItem('PATHSCOOP_AUTH_ACCESS', s.access);
    localStorage.setItem('PATHSCOOP_AUTH_REFRESH', s.refresh);
    localStorage.setItem('PATHSCOOP_USER', JSON.stringify(s.user));
    localStorage.setItem('PATHSCOOP_FIRST_SEEN', 'true');
  }, session);
  await context.close();
  template.dir = mkdtempSync(join(tmpdir(), 'pathscoop-bench-template-'));
  cpSync(dir, template.dir, { recursive: true });
  return dir;
}

type Scores = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsKb: number;
};

async function lighthouseRun(url: string, profileDir: string, signedIn: boolean): Promise<Scores> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: browserFlags,
    userDataDir: profileDir,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      // Signed-in pages keep the seeded localStorage (the profile's HTTP cache is still cold).
      disableStorageReset: signedIn,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (REPORT_DIR) {
      mkdirSync(REPORT_DIR, { recursive: true });
      const name = new URL(url).pathname.replace(/\//g, '_') || '_';
      writeFileSync(join(REPORT_DIR, `lighthouse${name}.json`), JSON.stringify(lhr));
    }
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    const requests = (
      lhr.audits['network-requests']?.details as {
        items?: { resourceType?: string; transferSize?: number }[];
      }
    )?.items;
    const js = (requests ?? [])
      .filter((r) => r.resourceType === 'Script')
      .reduce((s, r) => s + (r.transferSize ?? 0), 0);
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      bestPractices: Math.round((lhr.categories['best-practices']?.score ?? 0) * 100),
      lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? 0,
      tbt: lhr.audits['total-blocking-time']?.numericValue ?? 0,
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? 0,
      jsKb: js / 1024,
    };
  } finally {
    chrome.kill();
  }
}

/**
 * Lighthouse asks to be run again when Chromium's trace of the load came out incomplete
 * (NO_NAVSTART, NO_FCP on a busy machine): up to two more tries, each with a cold cache again.
 */
async function withRetry<T>(run: () => Promise<T>, tries = 3): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await run();
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      if (i >= tries || !/run Lighthouse again|NO_NAVSTART|NO_FCP/i.test(message)) throw err;
      console.log(`  (Lighthouse: ${message.split('\n')[0]}; trying again)`);
    }
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function lighthouseFigures() {
  const frontPort = FRONT ? await freePort() : undefined;
  const server = await startServer(frontPort ? `https://localhost:${frontPort}` : undefined);
  const cleanup: string[] = [server.dataDir];
  let front: { base: string; stop: () => Promise<void> } | undefined;
  try {
    if (frontPort) front = await startFront(frontPort, server.port);
    /** Where the browser opens the app: the front when there is one, else the server itself. */
    const web = front?.base ?? server.base;
    const session = await studentWithResults(server.base);
    const paths = await signedInPaths(server.base, session);
    const template: { dir?: string } = {};
    const pages = [
      { name: 'home', path: '/', signedIn: false },
      { name: 'scenario', path: '/scenario/1/1', signedIn: true },
      { name: 'results', path: '/results', signedIn: true },
      { name: 'recommendations', path: '/profile/recommendations', signedIn: true },
      { name: 'career', path: paths.career, signedIn: true },
      { name: 'strengths', path: '/profile/strengths', signedIn: true },
      { name: 'chat', path: paths.chat, signedIn: true },
    ];
    if (CPU_PROFILE || LCP_TIMELINE || TRACE_TASKS) {
      for (const p of pages) {
        if (!p.signedIn || (ONLY && !ONLY.includes(p.name))) continue;
        if (CPU_PROFILE) await cpuProfile(web, session, p.path);
        else if (TRACE_TASKS) await traceTasks(web, session, p.path);
        else await lcpTimeline(web, session, p.path);
      }
      return;
    }
    console.log(
      `\nLighthouse ${RUNS > 1 ? `(median of ${RUNS} runs) ` : ''}mobile preset, ${CHROME_PATH}, ${front ? 'through nginx over HTTPS and HTTP/2' : 'straight to the app over HTTP/1.1'}`,
    );
    console.log(
      `${'page'.padEnd(16)}${'path'.padEnd(40)}${'perf'.padStart(6)}${'a11y'.padStart(6)}${'bp'.padStart(5)}${'LCP ms'.padStart(8)}${'TBT ms'.padStart(8)}${'CLS'.padStart(7)}${'JS KB*'.padStart(8)}`,
    );
    for (const p of pages) {
      if (ONLY && !ONLY.includes(p.name)) continue;
      const runs: Scores[] = [];
      for (let i = 0; i < RUNS; i++) {
        runs.push(
          await withRetry(async () => {
            const profile = await seededProfile(web, p.signedIn ? session : null, template);
            cleanup.push(profile);
            return lighthouseRun(`${web}${p.path}`, profile, p.signedIn);
          }),
        );
      }
      const m = (key: keyof Scores) => median(runs.map((r) => r[key]));
      console.log(
        `${p.name.padEnd(16)}${p.path.padEnd(40)}${String(m('performance')).padStart(6)}${String(m('accessibility')).padStart(6)}${String(m('bestPractices')).padStart(5)}${m('lcp').toFixed(0).padStart(8)}${m('tbt').toFixed(0).padStart(8)}${m('cls').toFixed(3).padStart(7)}${m('jsKb').toFixed(1).padStart(8)}`,
      );
    }
    console.log('* JS KB: script bytes transferred in the run (brotli from the server).');
    if (!ONLY || ONLY.includes('idle')) {
      console.log(`\nIdle career page (${paths.career}), 5 s after it settled: share of wall time`);
      for (const [w, h] of [
        [390, 844],
        [1280, 800],
      ] as const) {
        const idle = await idleScript(web, session, paths.career, w, h);
        console.log(
          `  ${`${w}x${h}`.padEnd(10)} script ${idle.script.toFixed(1).padStart(5)} %   all tasks ${idle.task.toFixed(1).padStart(5)} %`,
        );
      }
    }
    if (template.dir) cleanup.push(template.dir);
  } finally {
    await front?.stop();
    await server.stop();
    for (const dir of cleanup) rmSync(dir, { recursive: true, force: true });
  }
}

buildIfNeeded();
bundleFigures();
if (WITH_LIGHTHOUSE) await lighthouseFigures();
