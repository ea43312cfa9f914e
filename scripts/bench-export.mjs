// `npm run bench:export`: the statistics export at the size of ten years (docs/decisions/026-export.md).
// 1. The streaming XLSX writer (worker/features/statistics/export.xlsx.ts) in Node on 25,000 workshop rows in pages of
//    1,000, in a child process whose heap is capped at 32 MB (a quarter of the isolate's 128 MB): time, size, heap.
// 2. The real endpoint on `wrangler dev` with 25,000 workshops and 10,000 inquiries seeded (the same bulk shape as
//    bench:api): each dataset as CSV and XLSX, timed to the first byte and the last, with the growth of workerd's
//    resident memory sampled while it answers. Fails when an export takes more than 30 s or workerd grows by more
//    than 128 MB.
// BENCH_PORT sets the port of `wrangler dev` (default 8833); the machine's load average is printed beside the figures.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { benchPort, insertRows, isoDate, loadAverage, pick, waitFor } from './bench-data.mjs';
import { ensureDevVars, quietEnv, run } from './lib.mjs';

const ROWS = 25_000;
const PAGE = 1000;
const INQUIRIES = 10_000;
const HEAP_CAP_MB = 32;
const TIME_LIMIT_MS = 30_000;
const MEMORY_LIMIT_MB = 128;
const PORT = benchPort(8833);
const STATE = '.wrangler/bench-export-state';
const base = `http://localhost:${PORT}/api`;
const persist = ['--persist-to', STATE];
const mb = (bytes) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/** Part 1, run in the capped child: the XLSX writer alone, fed 25,000 rows in pages of 1,000 as D1 would. */
async function builder() {
  const { xlsxWriter } = await import('../worker/features/statistics/export.xlsx.ts');
  const { exportLabels } = await import('../worker/features/statistics/export.labels.ts');
  globalThis.gc();
  const before = process.memoryUsage().heapUsed;
  let peak = before;
  let bytes = 0;
  const started = performance.now();
  const writer = xlsxWriter('Workshops', exportLabels.de.workshopColumns, (chunk) => (bytes += chunk.length));
  const row = (i) => [
    i + 1,
    `2026-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
    '08:00',
    '10:00',
    'Durchgeführt',
    'Kinderrechte und Partizipation',
    'Deutsch',
    `Schule Zürich Schulhaus ${i}`,
    '8001',
    'Zürich',
    'ZH',
    'Zyklus 2',
    10 + (i % 20),
    'Anna Muster, Beat Beispiel',
    { centimes: 45000 + (i % 7) * 50 },
    i % 10 === 0 ? 'Lehrperson krank, verschoben auf den Frühling' : null,
    i + 1,
    '2026-01-15',
  ];
  for (let start = 0; start < ROWS; start += PAGE) {
    writer.write(Array.from({ length: Math.min(PAGE, ROWS - start) }, (_, i) => row(start + i)));
    peak = Math.max(peak, process.memoryUsage().heapUsed);
    await new Promise((resolve) => setImmediate(resolve));
  }
  writer.end();
  const ms = performance.now() - started;
  console.log(JSON.stringify({ ms: Math.round(ms), bytes, peakMb: mb(peak - before) }));
}

if (process.argv[2] === '--builder') {
  await builder();
  process.exit(0);
}

function runBuilder() {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        '--expose-gc',
        `--max-old-space-size=${HEAP_CAP_MB}`,
        '--max-semi-space-size=2',
        fileURLToPath(import.meta.url),
        '--builder',
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out.trim().split('\n').at(-1))) : reject(new Error(`builder exited with ${code}`)),
    );
  });
}

/** Bench:api's bulk shape on the demo seed (offered workshops 1..6, grades 1..5), with postcodes and coaches placed. */
function bulkSql() {
  const towns = [
    ['Bern', '3011'],
    ['Zürich', '8001'],
    ['Basel', '4051'],
    ['Genève', '1203'],
    ['Lugano', '6900'],
    ['Chur', '7000'],
  ];
  const states = ['initialized', 'coaches_requested', 'to-realize', 'done', 'invoiceable', 'invoiced', 'cancelled'];
  const inquiries = [];
  const slots = [];
  for (let i = 1; i <= INQUIRIES; i++) {
    const [town, postcode] = pick(towns, i);
    const created = Math.floor(Date.UTC(2026, 0, 1) / 1000) + i * 3_000;
    inquiries.push([
      `Lehrperson${i}`,
      'Muster',
      '031 123 45 67',
      `bench${i}@schule.test`,
      `Schule ${town} ${i}`,
      'Schulweg 1',
      postcode,
      town,
      (i % 5) + 1,
      10 + (i % 20),
      created,
      created,
    ]);
    for (let s = 0; s < 1 + (i % 3); s++) slots.push([i, ((i + s) % 6) + 1, isoDate((i + s * 7) % 700), s]);
  }
  const workshops = [];
  for (let i = 1; i <= ROWS; i++) {
    const [town, postcode] = pick(towns, i);
    workshops.push([
      (i % 6) + 1,
      pick(['de', 'fr', 'it', 'en'], i),
      pick(states, i),
      isoDate(i % 730),
      `Schule ${town} ${i}`,
      postcode,
      town,
      (i % 5) + 1,
      10 + (i % 20),
      i % 7 === 6 ? 'Lehrperson krank; verschoben' : null,
      '08:00',
      '10:00',
      120,
      45000,
    ]);
  }
  return [
    ...insertRows(
      'inquiries',
      [
        'firstname',
        'lastname',
        'phone',
        'email',
        'institute',
        'street_address',
        'postcode',
        'location',
        'grade_id',
        'number_participants_total',
        'terms_accepted_at',
        'created_at',
      ],
      inquiries,
    ),
    ...insertRows('inquiry_slots', ['inquiry_id', 'offered_workshop_id', 'date', 'position'], slots),
    'UPDATE inquiries SET first_slot_date = (SELECT min(date) FROM inquiry_slots s WHERE s.inquiry_id = inquiries.id);',
    ...insertRows(
      'workshops',
      [
        ...['offered_workshop_id', 'language', 'state', 'date', 'institute', 'postcode', 'location', 'grade_id'],
        ...['number_participants', 'cancellation_reason', 'start_time', 'end_time', 'duration_minutes', 'price_centimes'],
      ],
      workshops,
    ),
    `INSERT OR IGNORE INTO workshop_coaches (workshop_id, coach_id, placed_at)
      SELECT w.id, u.id, 1 FROM workshops w JOIN users u ON u.role = 'coach' AND (u.id + w.id) % 3 = 0
      WHERE w.institute LIKE 'Schule %';`,
  ].join('\n');
}

/** Resident memory of the workerd processes of our own wrangler (its process group), in bytes. */
function workerdRss(groupId) {
  let total = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== groupId || !stat.includes('(workerd)')) continue;
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      total += rss ? Number(rss[1]) * 1024 : 0;
    } catch {
      /* exited meanwhile */
    }
  }
  return total;
}

async function timeExport(label, query, token, groupId, expectedRows) {
  const baseline = workerdRss(groupId);
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, workerdRss(groupId))), 25);
  const started = performance.now();
  const response = await fetch(`${base}/statistics/export?${query}`, { headers: { Authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`${label} answered ${response.status}: ${await response.text()}`);
  let firstByte = 0;
  let bytes = 0;
  let lineBreaks = 0;
  for await (const chunk of response.body) {
    firstByte ||= performance.now() - started;
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lineBreaks++;
  }
  const total = performance.now() - started;
  clearInterval(sampler);
  return {
    export: label,
    'first byte ms': Math.round(firstByte),
    'total ms': Math.round(total),
    'size MB': mb(bytes),
    'bulk rows': expectedRows,
    ...(query.includes('format=csv') ? { 'CSV records': lineBreaks - 1 } : {}),
    'workerd RSS growth MB': mb(peak - baseline),
  };
}

const figures = await runBuilder();
console.log(
  `XLSX writer in Node, ${ROWS} rows x 18 columns in pages of ${PAGE}, heap capped at ${HEAP_CAP_MB} MB: ` +
    `${figures.ms} ms, ${mb(figures.bytes)} MB file, heap grew by at most ${figures.peakMb} MB; ${loadAverage()}`,
);

ensureDevVars();
rmSync(STATE, { recursive: true, force: true });
if (!existsSync('dist/client/index.html')) await run('npm', ['run', '-s', 'build']);
await run('npx', ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', ...persist], { stdio: 'ignore' });
await run('npx', ['tsx', 'scripts/seed.ts', ...persist], { stdio: 'ignore' });
mkdirSync('.wrangler', { recursive: true });
writeFileSync('.wrangler/bench-export-bulk.sql', bulkSql());
await run(
  'npx',
  ['wrangler', 'd1', 'execute', 'DB', '--local', ...persist, '--file', '.wrangler/bench-export-bulk.sql', '--yes'],
  {
    stdio: 'ignore',
  },
);
console.log(`bulk data: ${ROWS} workshops (2026-01-01 to 2027-12-31), ${INQUIRIES} inquiries`);

const dev = spawn(
  'npx',
  ['wrangler', 'dev', '--port', String(PORT), '--ip', '127.0.0.1', '--var', 'LOCAL_MAIL_LOG:off', ...persist],
  { env: quietEnv, stdio: 'ignore', detached: true },
);
try {
  await waitFor(`${base}/basedata`);
  const login = await fetch(`${base}/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'associate@example.org', password: 'Demo-2026!' }),
  });
  const token = (await login.json()).data.token;
  const workshops = 'dataset=workshops&from=2026-01-01&to=2027-12-31';
  const inquiries = 'dataset=inquiries&from=2026-01-01&to=2026-12-31';
  await timeExport('warm-up', `${workshops}&format=csv&canton=ZH`, token, dev.pid);
  const results = [];
  for (const [label, query, rows] of [
    ['workshops CSV', `${workshops}&format=csv`, ROWS],
    ['workshops XLSX', `${workshops}&format=xlsx`, ROWS],
    ['inquiries CSV', `${inquiries}&format=csv`, INQUIRIES],
    ['inquiries XLSX', `${inquiries}&format=xlsx`, INQUIRIES],
  ]) {
    results.push(await timeExport(label, query, token, dev.pid, rows));
  }
  console.table(results);
  console.log(`exports measured on port ${PORT}, ${loadAverage()}`);
  const failures = results.filter(
    (r) =>
      r['total ms'] > TIME_LIMIT_MS ||
      r['workerd RSS growth MB'] > MEMORY_LIMIT_MB ||
      (r['CSV records'] !== undefined && r['CSV records'] < r['bulk rows']),
  );
  console.log(
    failures.length
      ? `FAILED: ${failures.map((r) => r.export).join(', ')}`
      : `every export within ${TIME_LIMIT_MS / 1000} s and ${MEMORY_LIMIT_MB} MB of workerd growth`,
  );
  process.exitCode = failures.length ? 1 : 0;
} finally {
  try {
    process.kill(-dev.pid, 'SIGTERM');
  } catch {
    /* gone */
  }
}
