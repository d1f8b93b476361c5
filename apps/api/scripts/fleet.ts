/**
 * `npm run fleet [-- --replicas 3 --rate 300 --duration 60 --users 120]`: a production-like rehearsal
 * on this machine, from Debian's packages (issue 22 §4, docs/deployment.md "The fleet rehearsal"):
 *
 *   load (open loop, bench-mixed.ts) → nginx (round robin, passive health checks, keep-alive to
 *   the upstreams) → N app processes (`node apps/api/dist/server.js`, NODE_ENV=production)
 *   → PgBouncer (transaction pooling) → PostgreSQL 15 (127.0.0.1:5432, database pathscoop_fleet);
 *   each app's change feed (LISTEN) and its migrations on their own direct connection
 *   (DATABASE_DIRECT_URL); uploads through the S3 adapter to a local S3-protocol server (s3rver);
 *   mail over SMTP to a real SMTP server (smtp-server, in this process).
 *
 * Then, under the mixed load: a rolling restart (each replica in turn taken out of nginx's
 * upstreams with a graceful reload, SIGTERM, drained, started, ready, put back) and a kill -9 of
 * one replica (no warning to nginx: its passive check takes it out; a supervisor starts it again).
 * Every write of the load carries an Idempotency-Key (modules/idempotency): nginx resends such a
 * request, and sign-in, to the next replica after an error (`non_idempotent`, selected by a map on
 * the header), everything else only when nothing of it was sent; the replicas drain for
 * SHUTDOWN_DRAIN_MS on SIGTERM. The load runs until 3 s after the killed replica is back.
 * Prints requests sent, failed (with why), and the acknowledged writes (assessment attempts,
 * mentor session requests, companion messages) found in PostgreSQL afterwards.
 * Needs: `apt-get install nginx-light pgbouncer` and PostgreSQL 15 on 127.0.0.1:5432 (trust).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Scenario } from '@pathscoop/contracts';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { createDatabase } from '../src/db/database';
import { startLocalS3 } from '../src/modules/storage/testing/s3-server';
import { prepareStudents, runOpenLoop, summarize } from './bench-mixed';
import { option } from './bench-support';
import { exited, type ServerProcess, sleep, startServer } from './chaos-support';

const PG = 'postgres://postgres@127.0.0.1:5432';
const DB = 'pathscoop_fleet';
const which = (bin: string) =>
  ['/usr/sbin', '/usr/bin', '/sbin', '/bin'].map((d) => join(d, bin)).find(existsSync);

async function main() {
  const argv = process.argv.slice(2);
  const replicas = Number(option(argv, 'replicas') ?? 3);
  const rate = Number(option(argv, 'rate') ?? 300);
  const durationS = Number(option(argv, 'duration') ?? 60);
  const users = Number(option(argv, 'users') ?? 120);
  const basePort = Number(option(argv, 'port') ?? 4205);
  const nginxBin = which('nginx');
  const pgbouncerBin = which('pgbouncer');
  if (!nginxBin || !pgbouncerBin) {
    console.error('npm run fleet needs nginx and PgBouncer: apt-get install -y nginx-light pgbouncer');
    process.exit(1);
  }

  // --- PostgreSQL 15: a fresh database, settings PgBouncer cannot pass as startup options ----------
  const admin = new pg.Client({ connectionString: `${PG}/postgres`, connectionTimeoutMillis: 3000 });
  await admin.connect();
  const version = (await admin.query('SHOW server_version')).rows[0].server_version as string;
  await admin.query(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${DB}`);
  // Behind a transaction pooler the app sends no startup options: the database carries them.
  await admin.query(`ALTER DATABASE ${DB} SET jit = off`);
  await admin.query(`ALTER DATABASE ${DB} SET statement_timeout = '15s'`);
  await admin.end();
  const direct = `${PG}/${DB}`;

  const dir = mkdtempSync(join(tmpdir(), 'pathscoop-fleet-'));
  chmodSync(dir, 0o755);
  const children: ChildProcess[] = [];
  const cleanups: (() => Promise<void> | void)[] = [];
  const ports = {
    nginx: basePort,
    apps: Array.from({ length: replicas }, (_, i) => basePort + 1 + i),
    pgbouncer: basePort + 10,
  };

  try {
    // --- PgBouncer, transaction mode ---------------------------------------------------------------
    writeFileSync(join(dir, 'userlist.txt'), '"postgres" ""\n');
    writeFileSync(
      join(dir, 'pgbouncer.ini'),
      [
        '[databases]',
        `${DB} = host=127.0.0.1 port=5432 dbname=${DB} user=postgres`,
        '[pgbouncer]',
        `listen_addr = 127.0.0.1`,
        `listen_port = ${ports.pgbouncer}`,
        `unix_socket_dir =`,
        'auth_type = trust',
        `auth_file = ${join(dir, 'userlist.txt')}`,
        'pool_mode = transaction',
        'max_client_conn = 1000',
        'default_pool_size = 20',
        'server_reset_query =',
        '',
      ].join('\n'),
    );
    // As root it must drop to a user (-u); it logs to stderr (kept for a failed start).
    const bouncer = spawn(pgbouncerBin, ['-u', 'postgres', join(dir, 'pgbouncer.ini')], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let bouncerLog = '';
    bouncer.stderr?.on('data', (c: Buffer) => {
      bouncerLog = (bouncerLog + c.toString()).slice(-4000);
    });
    children.push(bouncer);
    const pooled = `postgres://postgres@127.0.0.1:${ports.pgbouncer}/${DB}`;
    for (let i = 0; ; i++) {
      try {
        const c = new pg.Client({ connectionString: pooled });
        await c.connect();
        await c.query('select 1');
        await c.end();
        break;
      } catch (err) {
        if (i > 50) throw new Error(`PgBouncer did not start: ${(err as Error).message}\n${bouncerLog}`);
        await sleep(100);
      }
    }

    // --- SMTP (a real SMTP server, in process) and S3 (s3rver) -----------------------------------
    let mails = 0;
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        stream.resume();
        stream.on('end', () => {
          mails++;
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise<void>((r) => smtp.close(() => r())));
    const smtpPort = (smtp.server.address() as AddressInfo).port;
    const s3 = await startLocalS3('pathscoop-fleet');
    cleanups.push(() => s3.close());

    // --- the app processes ---------------------------------------------------------------------
    const env: Record<string, string> = {
      NODE_ENV: 'production',
      DATABASE_URL: pooled,
      DATABASE_POOLER: 'pgbouncer',
      DATABASE_DIRECT_URL: direct,
      DB_POOL_MAX: '8',
      JWT_SECRET: randomBytes(32).toString('hex'),
      TRUST_PROXY: 'true',
      // One machine sends the whole load (the per-client limits would stop it).
      RATE_LIMIT_DISABLED: 'true',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: 'Pathscoop <no-reply@pathscoop.test>',
      S3_BUCKET: s3.bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
      S3_REGION: 'us-east-1',
      DATA_DIR: dir,
      PUBLIC_URL: `http://127.0.0.1:${ports.nginx}`,
      LOG_LEVEL: 'error',
      // SIGTERM: 1.5 s more of serving (unready, keep-alive connections closed after each answer)
      // before the listener closes, for the requests nginx's old workers still send here.
      SHUTDOWN_DRAIN_MS: '1500',
      // The load goes on until the chaos is over, which on a busy machine outlasts the default
      // 15-minute access tokens the students signed in with (their requests would turn 401).
      ACCESS_TOKEN_TTL_SECONDS: '7200',
    };
    const apps: (ServerProcess | undefined)[] = [];
    const t0 = Date.now();
    // The first one migrates and imports the catalogue; the others start on a ready database.
    apps[0] = await startServer(env, ports.apps[0] as number);
    console.log(
      `replica 1 ready (migrations, catalogue import) in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
    );
    for (let i = 1; i < replicas; i++) apps[i] = await startServer(env, ports.apps[i] as number);
    cleanups.push(async () => {
      for (const a of apps)
        if (a && a.child.exitCode === null) {
          a.child.kill('SIGTERM');
          await exited(a.child);
        }
    });

    // --- nginx ---------------------------------------------------------------------------------
    const down = new Set<number>();
    const upstreams = () =>
      ports.apps
        .map((p, i) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=3s${down.has(i) ? ' down' : ''};`)
        .join('\n');
    for (const d of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, `nginx-${d}`));
    writeFileSync(join(dir, 'upstreams.conf'), upstreams());
    writeFileSync(
      join(dir, 'proxy.conf'),
      `proxy_pass http://pathscoop;
proxy_http_version 1.1;
proxy_set_header Connection "";
proxy_set_header Host $host;
proxy_set_header X-Forwarded-For $remote_addr;
proxy_set_header X-Forwarded-Proto $scheme;
proxy_next_upstream_tries 3;
proxy_connect_timeout 2s;
`,
    );
    writeFileSync(
      join(dir, 'nginx.conf'),
      `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/nginx-body; proxy_temp_path ${dir}/nginx-proxy;
  fastcgi_temp_path ${dir}/nginx-fastcgi; uwsgi_temp_path ${dir}/nginx-uwsgi; scgi_temp_path ${dir}/nginx-scgi;
  upstream pathscoop { include ${dir}/upstreams.conf; keepalive 64; }
  # Writes are resent to another replica after an error only when they carry an Idempotency-Key
  # (the app stores the key with the write and answers a resend with the first answer); sign-in
  # only issues another session when repeated. Everything else: resent only if nothing was sent.
  map $http_idempotency_key $pathscoop_keyed { "" 0; default 1; }
  server {
    listen 127.0.0.1:${ports.nginx};
    client_max_body_size 10m;
    location / {
      error_page 418 = @keyed;
      if ($pathscoop_keyed) { return 418; }
      include ${dir}/proxy.conf;
      proxy_next_upstream error timeout http_502 http_503;
    }
    location = /api/v1/auth/ {
      include ${dir}/proxy.conf;
      proxy_next_upstream error timeout http_502 http_503 non_idempotent;
    }
    location @keyed {
      include ${dir}/proxy.conf;
      proxy_next_upstream error timeout http_502 http_503 non_idempotent;
    }
  }
}
`,
    );
    const nginxArgs = ['-p', dir, '-c', join(dir, 'nginx.conf')];
    const nginx = spawn(nginxBin, [...nginxArgs, '-g', 'daemon off;'], { stdio: 'inherit' });
    children.push(nginx);
    const reload = async () => {
      writeFileSync(join(dir, 'upstreams.conf'), upstreams());
      execFileSync(nginxBin, [...nginxArgs, '-s', 'reload']);
      await sleep(300); // the new workers take over; old ones finish what they serve
    };
    const baseUrl = `http://127.0.0.1:${ports.nginx}`;
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`${baseUrl}/api/health/ready`)).ok) break;
      } catch {
        if (i > 50) throw new Error('nginx did not start');
      }
      await sleep(100);
    }
    console.log(
      `fleet: nginx :${ports.nginx} → ${replicas} replicas :${ports.apps.join(', :')} → PgBouncer :${ports.pgbouncer} (transaction) → PostgreSQL ${version.split(' ')[0]} :5432/${DB}; LISTEN and migrations direct; S3 ${s3.endpoint}; SMTP :${smtpPort}`,
    );

    // --- the load, a rolling restart and a kill -9 ------------------------------------------------
    const handle = createDatabase(direct, { max: 4, statementTimeoutMs: 0 });
    cleanups.push(() => handle.close());
    process.stdout.write(`preparing ${users} students through the fleet … `);
    const { students, agentId } = await prepareStudents(handle.db, baseUrl, users);
    const scenarios = (await (await fetch(`${baseUrl}/api/v1/scenarios/`)).json()) as Scenario[];
    console.log('done');
    // Uploads through the S3 adapter and mail over SMTP, through the fleet.
    const s3Check = await checkUploadAndMail(
      baseUrl,
      students[0]?.token as string,
      students[0]?.email as string,
    );

    const acknowledged = { attempts: [] as number[], sessions: [] as number[], chats: 0 };
    const events: string[] = [];
    const load = runOpenLoop(baseUrl, students, agentId, scenarios, {
      rate,
      durationS,
      connections: 256,
      idempotencyKeys: true,
      // The load goes on until the chaos below is over (a restart can take long on a busy machine).
      extendWhile: () => !chaosOver,
      onWrite(op, body) {
        if (op === 'submission') acknowledged.attempts.push((JSON.parse(body) as { id: number }).id);
        else if (op === 'mentor request') acknowledged.sessions.push((JSON.parse(body) as { id: number }).id);
        else if (op === 'chat message') acknowledged.chats++;
      },
    });
    const at = (s: number) => sleep(s * 1000);
    let chaosOver = false;
    const chaos = (async () => {
      await at(Math.min(10, durationS * 0.15));
      for (let i = 0; i < replicas; i++) {
        const t = Date.now();
        down.add(i);
        await reload();
        const old = apps[i] as ServerProcess;
        old.child.kill('SIGTERM');
        const code = await exited(old.child);
        if (code !== '0') console.log(`replica ${i + 1} exited ${code}:\n${old.output().slice(-3000)}`);
        apps[i] = await startServer(env, ports.apps[i] as number);
        down.delete(i);
        await reload();
        events.push(
          `rolling restart of replica ${i + 1}: exit ${code}, back in ${((Date.now() - t) / 1000).toFixed(1)} s`,
        );
        console.log(events.at(-1));
      }
      await at(3);
      const victim = replicas > 1 ? 1 : 0;
      const t = Date.now();
      (apps[victim] as ServerProcess).child.kill('SIGKILL');
      const code = await exited((apps[victim] as ServerProcess).child);
      await sleep(1000); // a supervisor's restart delay
      apps[victim] = await startServer(env, ports.apps[victim] as number);
      events.push(
        `kill -9 of replica ${victim + 1} (${code}): restarted, ready again after ${((Date.now() - t) / 1000).toFixed(1)} s`,
      );
      console.log(events.at(-1));
      await at(3); // load on the whole fleet again, the restarted replica included
      chaosOver = true;
    })();
    const [run] = await Promise.all([load, chaos]);

    // --- acknowledged writes, found? -------------------------------------------------------------
    const client = new pg.Client({ connectionString: direct });
    await client.connect();
    const count = async (table: string, ids: number[]) =>
      ids.length
        ? ((
            await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE id = ANY($1)`, [
              ids,
            ])
          ).rows[0]?.n ?? 0)
        : 0;
    const attemptsFound = await count('assessment_attempts', acknowledged.attempts);
    const sessionsFound = await count('mentor_sessions', acknowledged.sessions);
    await client.end();

    const { lines, errors } = summarize(run.samples);
    console.log(
      `\nmixed load through nginx: ${run.sent} requests in ${run.seconds.toFixed(1)} s at ${rate}/s planned (scheduler's worst lag ${run.maxLagMs.toFixed(1)} ms; ${run.retried} requests resent after a keep-alive connection closed under them (GETs, and writes with their Idempotency-Key))`,
    );
    for (const line of lines) console.log(line);
    for (const e of events) console.log(`  ${e}`);
    console.log(`  S3 and SMTP: ${s3Check}; ${mails} mails received by the SMTP server`);
    const writes = acknowledged.attempts.length + acknowledged.sessions.length;
    const found = attemptsFound + sessionsFound;
    console.log(
      `\nrequests sent ${run.sent}, failed ${errors}; acknowledged writes ${writes} (assessment attempts ${acknowledged.attempts.length}, mentor session requests ${acknowledged.sessions.length}), found ${found}; companion messages answered ${acknowledged.chats}`,
    );
    const ok = errors === 0 && found === writes;
    console.log(ok ? 'OK: 0 failed, every acknowledged write found' : 'NOT MET');
    process.exitCode = ok ? 0 : 1;
  } finally {
    for (const c of cleanups.reverse()) await Promise.resolve(c()).catch(() => {});
    for (const c of children.reverse())
      if (c.exitCode === null) {
        c.kill('SIGTERM');
        await exited(c);
      }
    rmSync(dir, { recursive: true, force: true });
    const a = new pg.Client({ connectionString: `${PG}/postgres` });
    await a.connect().then(
      () => a.query(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`).finally(() => a.end()),
      () => {},
    );
  }
}

/** A profile picture through the API (stored by the S3 adapter) and a mail (password reset) over SMTP. */
async function checkUploadAndMail(baseUrl: string, token: string, email: string): Promise<string> {
  const sharp = (await import('sharp')).default;
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('profile_image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png');
  const res = await fetch(`${baseUrl}/api/v1/profile/`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const image = res.ok ? ((await res.json()) as { profile_image?: string }).profile_image : undefined;
  const served = image ? await fetch(image.startsWith('http') ? image : `${baseUrl}${image}`) : undefined;
  await fetch(`${baseUrl}/api/v1/password_reset/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  return `profile picture upload ${res.status}, served back ${served?.status ?? 'no image'}`;
}

await main().then(
  () => process.exit(process.exitCode ?? 0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
