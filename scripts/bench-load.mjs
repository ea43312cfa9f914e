// `npm run bench:load`: drives the local stack (wrangler dev on 127.0.0.1 only, migrated and seeded in a state of its
// own) with 50 concurrent clients for 60 s (LOAD_SECONDS, LOAD_CONNECTIONS to change), spread over five kinds:
// staff browsing lists (associate, admin, finance), opening details, coaches answering requests, public inquiries
// and public evaluations. Prints per kind: requests, req/s, p50/p95/p99, errors, and for the submissions the count
// accepted (201) against the count of those found stored in D1 afterwards (matched one by one: the inquiry's email,
// the evaluation's device hash). Exit code 1 on any error or an accepted submission not stored.
//
// The rate limits are RAISED for the run: a temporary copy of wrangler.toml with every [[ratelimits]] limit set to
// 1,000,000 a minute (otherwise the public inquiry's 10 a minute per client would refuse almost everything from one
// loopback address). The run says so in its output. Loopback only; bounded by LOAD_SECONDS.
// BENCH_PORT sets the port (default 8835); the machine's load average is printed before and after the run.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { benchPort, loadAverage, waitFor } from './bench-data.mjs';
import { queryD1 } from './lib/d1-dump.mjs';
import { DEMO_PASSWORD, ensureDevVars, quietEnv, run, writeRaisedLimitsConfig } from './lib.mjs';

const PORT = benchPort(8835);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 50);
const STATE = '.wrangler/bench-load-state';
const CONFIG = 'wrangler.bench-load.toml';
const RAISED_LIMIT = 1_000_000;
const REQUEST_WORKSHOPS = 200;
const EVALUATION_LINKS = 40;
const host = `http://127.0.0.1:${PORT}`;
const base = `${host}/api`;
const persist = ['--persist-to', STATE];
const target = ['--local', ...persist, '--config', CONFIG];
const LOAD_MARK = `load-${Date.now()}`;

const sqlText = (value) => `'${String(value).replaceAll("'", "''")}'`;
const hashToken = (token) => createHash('sha256').update(token).digest('hex');

/**
 * Open coach requests for the demo coach (single workshops to come, answerable again and again) and by_audience
 * evaluation links with a high cap (200 participants: 600 responses each), their tokens known to this script.
 */
async function loadFixtures() {
  const tokens = Array.from({ length: EVALUATION_LINKS }, () => randomBytes(32).toString('base64url'));
  const statements = [
    `INSERT INTO workshops (offered_workshop_id, language, state, date, start_time, end_time, duration_minutes, institute, location, price_centimes, number_participants)
      SELECT (SELECT min(id) FROM offered_workshops), 'de', 'coaches_requested', date('now', '+' || (30 + k % 60) || ' days'), '08:00', '10:00', 120,
        'Lastschule ' || k, 'Bern', 45000, 20
      FROM (WITH RECURSIVE n(k) AS (SELECT 1 UNION ALL SELECT k + 1 FROM n WHERE k < ${REQUEST_WORKSHOPS}) SELECT k FROM n)`,
    `INSERT INTO coach_requests (workshop_id, coach_id, state)
      SELECT id, (SELECT id FROM users WHERE email = 'coach@example.org'), 'new-request' FROM workshops WHERE institute LIKE 'Lastschule %'`,
    `INSERT INTO workshops (offered_workshop_id, language, state, date, start_time, end_time, duration_minutes, institute, location, price_centimes, number_participants)
      SELECT (SELECT min(id) FROM offered_workshops), 'de', 'done', date('now', '-3 days'), '08:00', '10:00', 120, 'Evaluationsschule ' || k, 'Bern', 45000, 200
      FROM (WITH RECURSIVE n(k) AS (SELECT 1 UNION ALL SELECT k + 1 FROM n WHERE k < ${EVALUATION_LINKS}) SELECT k FROM n)`,
    ...tokens.map(
      (
        token,
        i,
      ) => `INSERT INTO evaluations (workshop_id, kind, state, questionnaire_id, public_token_hash, expires_at, language, sent_at)
        VALUES ((SELECT id FROM workshops WHERE institute = 'Evaluationsschule ${i + 1}'), 'by_audience', 'open',
          (SELECT id FROM evaluation_questionnaires WHERE kind = 'by_audience' ORDER BY id LIMIT 1), ${sqlText(hashToken(token))},
          unixepoch() + 86400 * 30, 'de', unixepoch())`,
    ),
  ];
  writeFileSync('.wrangler/bench-load.sql', `${statements.join(';\n')};\n`);
  await run('npx', ['wrangler', 'd1', 'execute', 'DB', ...target, '--file', '.wrangler/bench-load.sql', '--yes'], {
    stdio: 'ignore',
  });
  const [requests] = await queryD1(target, [
    `SELECT r.id FROM coach_requests r JOIN workshops w ON w.id = r.workshop_id WHERE w.institute LIKE 'Lastschule %'`,
  ]);
  return { requestIds: requests.map((r) => r.id), tokens };
}

async function json(path, init = {}) {
  const response = await fetch(`${base}${path}`, init);
  const body = await response.json();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path} answered ${response.status}: ${JSON.stringify(body)}`);
  return body.data;
}

async function signIn(email) {
  const data = await json('/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  return data.token;
}

/** A kind's clients, out of 50 by default, scaled to LOAD_CONNECTIONS. */
const share = (of50) => Math.max(1, Math.round((of50 * CONNECTIONS) / 50));

const cycle = (list) => {
  let i = 0;
  return () => list[i++ % list.length];
};

/** The five kinds: each a set of requests autocannon cycles through, with its share of the connections. */
async function kinds({ requestIds, tokens }) {
  const [associate, admin, finance, coach] = await Promise.all(
    ['associate', 'admin', 'finance', 'coach'].map((role) => signIn(`${role}@example.org`)),
  );
  const bearer = (token) => ({ authorization: `Bearer ${token}` });
  const inquiryIds = (await json('/inquiries?per_page=25', { headers: bearer(associate) })).items.map((i) => i.id);
  const workshopIds = (await json('/workshops?per_page=25', { headers: bearer(associate) })).items.map((w) => w.id);
  const form = await json('/inquiries/formdata', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ client_url: `${host}/de/inquiry`, language: 'de' }),
  });
  const questionnaire = (await json(`/evaluations/public/${tokens[0]}`)).questionnaire;
  const answers = questionnaire.questions
    .filter((q) => q.required || q.type === 'rating')
    .map((q) =>
      q.type === 'rating'
        ? { questionId: q.id, rating: 4 }
        : q.type === 'text'
          ? { questionId: q.id, text: 'Gut' }
          : { questionId: q.id, choices: [0] },
    );
  const nextRequest = cycle(requestIds);
  const nextToken = cycle(tokens);
  let inquiryCounter = 0;
  const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const inquiry = () => ({
    slots: [{ uid: 'a', workshopId: form.workshops[0].id, date: day(40), startTime: '08:00', endTime: '09:30' }],
    contact: {
      gender: 1,
      firstname: 'Last',
      lastname: 'Test',
      phone: '031 123 45 67',
      email: `${LOAD_MARK}-${++inquiryCounter}@load.test`,
      institute: 'Schule Lasttest',
      streetAddress: 'Weg 1',
      postcode: '3000',
      location: 'Bern',
    },
    knowledge: { grade: form.grades[0].id, numberParticipantsTotal: 20 },
    termsAccepted: true,
    language: 'de',
  });
  const jsonHeaders = { 'content-type': 'application/json' };
  // Each connection sends one request at a time, so its context carries the key of the submission in flight.
  const acceptedInquiries = new Set();
  const acceptedEvaluations = new Set();
  const accept = (status, _body, context) => {
    if (status === 201) (context.key.endsWith('@load.test') ? acceptedInquiries : acceptedEvaluations).add(context.key);
  };
  return [
    {
      kind: 'staff browsing lists',
      connections: share(15),
      requests: [
        { method: 'GET', path: '/api/inquiries?per_page=25', headers: bearer(associate) },
        { method: 'GET', path: '/api/workshops?per_page=25', headers: bearer(associate) },
        { method: 'GET', path: '/api/workshops/upcoming?per_page=25', headers: bearer(admin) },
        { method: 'GET', path: '/api/outbox?per_page=25', headers: bearer(admin) },
        { method: 'GET', path: '/api/coach-fees/finance/pending?per_page=50', headers: bearer(finance) },
        { method: 'GET', path: '/api/expenses/finance?per_page=25', headers: bearer(finance) },
        { method: 'GET', path: '/api/coaches/requests', headers: bearer(coach) },
      ],
    },
    {
      kind: 'opening details',
      connections: share(10),
      requests: [
        ...inquiryIds.slice(0, 5).map((id) => ({ method: 'GET', path: `/api/inquiries/${id}`, headers: bearer(associate) })),
        ...workshopIds.slice(0, 5).map((id) => ({ method: 'GET', path: `/api/workshops/${id}`, headers: bearer(admin) })),
        { method: 'GET', path: '/api/profiles', headers: bearer(coach) },
      ],
    },
    {
      kind: 'coaches answering requests',
      connections: share(10),
      requests: [
        {
          method: 'PUT',
          headers: { ...bearer(coach), ...jsonHeaders },
          setupRequest: (request) => ({
            ...request,
            path: `/api/coaches/requests/${nextRequest()}`,
            body: JSON.stringify({ answer: Math.random() < 0.5 ? 'approved' : 'declined' }),
          }),
        },
      ],
      submits: false,
    },
    {
      kind: 'public inquiries',
      connections: share(8),
      requests: [
        {
          method: 'POST',
          path: '/api/inquiries',
          headers: jsonHeaders,
          setupRequest: (r, context) => {
            const body = inquiry();
            context.key = body.contact.email;
            return { ...r, body: JSON.stringify(body) };
          },
          onResponse: accept,
        },
      ],
      accepted: acceptedInquiries,
      stored: `SELECT email AS key FROM inquiries WHERE email LIKE '${LOAD_MARK}-%'`,
    },
    {
      kind: 'public evaluations',
      connections: share(7),
      requests: [
        {
          method: 'POST',
          headers: jsonHeaders,
          setupRequest: (r, context) => {
            const token = nextToken();
            const deviceId = randomBytes(18).toString('base64url');
            // The stored device hash (worker/features/evaluations/public.service.ts): sha256 of "<token hash>:<device id>".
            context.key = hashToken(`${hashToken(token)}:${deviceId}`);
            return { ...r, path: `/api/evaluations/public/${token}`, body: JSON.stringify({ deviceId, answers }) };
          },
          onResponse: accept,
        },
      ],
      accepted: acceptedEvaluations,
      stored: `SELECT r.device_hash AS key FROM evaluation_responses r JOIN evaluations e ON e.id = r.evaluation_id
        JOIN workshops w ON w.id = e.workshop_id WHERE w.institute LIKE 'Evaluationsschule %'`,
    },
  ];
}

/** One autocannon run per kind, all at once; counts answers by status so accepted submissions are known exactly. */
function drive(kind) {
  const statuses = {};
  const latencies = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { url: host, connections: kind.connections, duration: SECONDS, requests: kind.requests, timeout: 30 },
      (error, result) => (error ? reject(error) : resolve({ kind, result, statuses, latencies })),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
      latencies.push(responseTime);
    });
  });
}

/** Stops wrangler dev (its whole process group) and waits until it has exited. */
function stopDev(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return Promise.resolve();
  }
  return Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
}

/** The q-quantile of the response times (autocannon's own summary has p97.5, not p95). */
function quantile(sorted, q) {
  if (sorted.length === 0) return 0;
  return Number(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(1));
}

ensureDevVars();
rmSync(STATE, { recursive: true, force: true });
writeRaisedLimitsConfig(CONFIG, RAISED_LIMIT, 'npm run bench:load, deleted after the run');
let dev;
try {
  if (!existsSync('dist/client/index.html')) await run('npm', ['run', '-s', 'build']);
  await run('npx', ['wrangler', 'd1', 'migrations', 'apply', 'DB', ...target], { stdio: 'ignore' });
  await run('npx', ['tsx', 'scripts/seed.ts', ...persist], { stdio: 'ignore' });
  mkdirSync('.wrangler', { recursive: true });
  const fixtures = await loadFixtures();
  dev = spawn(
    'npx',
    [
      'wrangler',
      'dev',
      '--config',
      CONFIG,
      '--port',
      String(PORT),
      '--ip',
      '127.0.0.1',
      '--var',
      'LOCAL_MAIL_LOG:off',
      '--show-interactive-dev-session=false',
      ...persist,
    ],
    { env: quietEnv, stdio: 'ignore', detached: true },
  );
  await waitFor(`${base}/basedata`);
  const plan = await kinds(fixtures);
  const connections = plan.reduce((sum, k) => sum + k.connections, 0);
  console.log(
    `bench:load: ${connections} concurrent clients for ${SECONDS} s on ${host} (loopback only). RATE LIMITS RAISED for this run: every [[ratelimits]] limit set to ${RAISED_LIMIT.toLocaleString('en')} a minute (temporary ${CONFIG}). Before the run: ${loadAverage()}.`,
  );
  const runs = await Promise.all(plan.map(drive));
  const loadAfter = loadAverage();
  // The counts are read from the state on disk: wrangler dev must let go of it first (else SQLITE_BUSY).
  await stopDev(dev);
  dev = null;
  const rows = [];
  let failed = false;
  for (const { kind, result, statuses, latencies } of runs) {
    latencies.sort((a, b) => a - b);
    const ok = Object.entries(statuses)
      .filter(([status]) => Number(status) < 400)
      .reduce((sum, [, n]) => sum + n, 0);
    const errors = result.errors + result.timeouts + result.non2xx;
    let accepted = '';
    let stored = '';
    let cutOff = '';
    if (kind.stored) {
      // Requests still in flight when the time is up are dropped by the client but finished by the server: stored,
      // never answered. Every accepted submission must be stored, and nothing else stored but those few.
      const keys = new Set((await queryD1(target, [kind.stored]))[0].map((row) => row.key));
      accepted = kind.accepted.size;
      stored = [...kind.accepted].filter((key) => keys.has(key)).length;
      cutOff = keys.size - stored;
      if (stored !== accepted || cutOff > kind.connections) failed = true;
    }
    if (errors > 0) failed = true;
    rows.push({
      kind: kind.kind,
      clients: kind.connections,
      requests: result.requests.total,
      'req/s': Number((result.requests.total / SECONDS).toFixed(1)),
      'p50 ms': quantile(latencies, 0.5),
      'p95 ms': quantile(latencies, 0.95),
      'p99 ms': quantile(latencies, 0.99),
      ok,
      errors,
      statuses: JSON.stringify(statuses),
      accepted,
      'accepted and stored': stored,
      'cut off at stop, stored': cutOff,
    });
  }
  console.table(rows);
  const total = rows.reduce((sum, r) => sum + r.requests, 0);
  console.log(
    `${total} requests in ${SECONDS} s (${(total / SECONDS).toFixed(1)} req/s over all kinds); at the end: ${loadAfter}`,
  );
  console.log(
    failed
      ? 'FAILED: errors, or an accepted submission is not stored (or more stored than requests cut off at the stop)'
      : 'no errors; every accepted submission is stored (besides them only the requests cut off at the stop)',
  );
  process.exitCode = failed ? 1 : 0;
} finally {
  if (dev) await stopDev(dev);
  rmSync(CONFIG, { force: true });
}
