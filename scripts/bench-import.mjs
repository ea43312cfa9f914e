// `npm run bench:import`: ten thousand rows through the import (docs/decisions/055-data-import.md) on `wrangler dev`
// with the seeded database: 10,000 coaches (AHV numbers and IBANs encrypted on the way) and 10,000 past workshops,
// each sent as the SPA sends it (chunks of at most 500 rows and 200 KB), checked (the dry run) and run (one batch),
// then the same file again (every row unchanged). Prints each step's time; fails when one request takes longer than
// REQUEST_LIMIT_MS (a Worker request's CPU time is at most its wall time here) or a count is not what it should be.
// BENCH_PORT sets the port (default 8835).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import { benchPort, loadAverage, pick, waitFor } from './bench-data.mjs';
import { DEMO_PASSWORD, ensureDevVars, quietEnv, run } from './lib.mjs';

const ROWS = 10_000;
const CHUNK_ROWS = 500;
const CHUNK_BYTES = 200_000;
const REQUEST_LIMIT_MS = 10_000;
const PORT = benchPort(8835);
const STATE = '.wrangler/bench-import-state';
const base = `http://localhost:${PORT}/api`;
const persist = ['--persist-to', STATE];

function ahvNumber(n) {
  const digits = `756${String(n).padStart(9, '0')}`;
  const sum = [...digits].reduce((total, digit, i) => total + Number(digit) * (i % 2 === 0 ? 1 : 3), 0);
  const d = `${digits}${(10 - (sum % 10)) % 10}`;
  return `${d.slice(0, 3)}.${d.slice(3, 7)}.${d.slice(7, 11)}.${d.slice(11)}`;
}

function iban(n) {
  const bban = `00762${String(n).padStart(12, '0')}`;
  const numeric = [...`${bban}CH00`].map((c) => parseInt(c, 36)).join('');
  const check = 98 - Number(BigInt(numeric) % 97n);
  return `CH${String(check).padStart(2, '0')}${bban}`;
}

const coachRow = (i) => ({
  email: `bench.coach${i}@example.org`,
  firstname: pick(['Anna', 'Luca', 'Sara', 'Noah', 'Lea', 'Elias'], i),
  lastname: `Muster ${i}`,
  salutation: pick(['Frau', 'Herr', 'neutral'], i),
  language: pick(['Deutsch', 'Français', 'Italiano'], i),
  phone: '079 555 12 34',
  street: `Bahnhofstrasse ${(i % 120) + 1}`,
  postcode: pick(['8004', '3011', '1003', '6900', '4051'], i),
  location: pick(['Zürich', 'Bern', 'Lausanne', 'Lugano', 'Basel'], i),
  birthday: `${String((i % 28) + 1).padStart(2, '0')}.0${(i % 9) + 1}.19${70 + (i % 30)}`,
  languages: pick(['Deutsch, Englisch', 'Französisch', 'Italienisch, Deutsch'], i),
  subjects: pick(['Kinderrechte, Zivilcourage', 'Medien und Hassrede'], i),
  skills: pick(['Moderation von Gruppen: 4, Theaterpädagogik: 3', 'Konfliktbearbeitung: 5'], i),
  ahv_number: ahvNumber(200_000_000 + i),
  iban: iban(3_000_000 + i),
  personnel_id: `B-${i}`,
  abakus_number: String(800_000 + i),
  state: i % 10 === 0 ? 'inaktiv' : 'aktiv',
});

const workshopRow = (i) => ({
  external_id: `BENCH-${i}`,
  inquiry_date: `${String((i % 28) + 1).padStart(2, '0')}.01.2024`,
  institute: `Schulhaus ${i % 700}`,
  contact_firstname: 'Lea',
  contact_lastname: `Lehrerin ${i % 700}`,
  contact_email: `schule${i % 700}@example.org`,
  contact_phone: '044 555 11 22',
  street: 'Schulweg 1',
  postcode: pick(['8004', '3011', '1003', '6900', '4051'], i),
  location: pick(['Zürich', 'Bern', 'Lausanne', 'Lugano', 'Basel'], i),
  grade: pick(['Zyklus 2 (3.–6. Klasse)', 'Zyklus 3 (7.–9. Klasse)'], i),
  educational_system: 'Volksschule',
  school_class: `${(i % 9) + 1}a`,
  offered_workshop: pick(['Kinderrechte', 'Zivilcourage', 'Diskriminierung und Rassismus'], i),
  language: 'Deutsch',
  date: `${String((i % 28) + 1).padStart(2, '0')}.${String((i % 12) + 1).padStart(2, '0')}.${2020 + (i % 5)}`,
  start_time: '08:15',
  end_time: '09:45',
  state: i % 15 === 0 ? 'abgesagt' : 'durchgeführt',
  coaches: i % 15 === 0 ? '' : `bench.coach${i % 2000}@example.org`,
  participants: String(18 + (i % 10)),
  participants_m: '9',
  participants_f: '9',
});

/** Chunks as the SPA makes them: at most CHUNK_ROWS rows and CHUNK_BYTES of JSON. */
function chunks(rows) {
  const out = [];
  let current = [];
  let bytes = 0;
  rows.forEach((row, index) => {
    const size = JSON.stringify(row).length + 1;
    if (current.length > 0 && (current.length === CHUNK_ROWS || bytes + size > CHUNK_BYTES)) {
      out.push(current);
      current = [];
      bytes = 0;
    }
    if (current.length === 0) current.firstLine = index + 2;
    current.push(row);
    bytes += size;
  });
  out.push(current);
  return out;
}

async function call(token, method, path, json) {
  const started = performance.now();
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(json && { 'Content-Type': 'application/json' }) },
    body: json && JSON.stringify(json),
  });
  const body = await response.json();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(body).slice(0, 300)}`);
  return { data: body.data, ms: performance.now() - started };
}

const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];

/** One file through the import: upload in chunks, check, run (unless nothing changes). */
async function importFile(token, kind, rows, label) {
  const mapping = Object.fromEntries(Object.keys(rows[0]).map((field) => [field, field]));
  const fileHash = createHash('sha256')
    .update(`${label}${JSON.stringify(rows)}`)
    .digest('hex');
  const started = performance.now();
  const created = await call(token, 'POST', '/imports', {
    kind,
    file_name: `${kind}.csv`,
    file_hash: fileHash,
    row_count: rows.length,
    mapping,
  });
  const id = created.data.id;
  const chunkTimes = [];
  for (const chunk of chunks(rows)) {
    chunkTimes.push((await call(token, 'PUT', `/imports/${id}/rows`, { first_line: chunk.firstLine, rows: chunk })).ms);
  }
  const check = await call(token, 'POST', `/imports/${id}/check`);
  const counts = check.data.import;
  const ran = counts.created + counts.updated > 0 ? await call(token, 'POST', `/imports/${id}/run`) : { ms: 0 };
  return {
    file: label,
    rows: rows.length,
    chunks: chunkTimes.length,
    'chunk p50 ms': Math.round(percentile(chunkTimes, 0.5)),
    'chunk p95 ms': Math.round(percentile(chunkTimes, 0.95)),
    'chunk max ms': Math.round(Math.max(...chunkTimes)),
    'check ms': Math.round(check.ms),
    'run ms': Math.round(ran.ms),
    'total s': Math.round((performance.now() - started) / 100) / 10,
    created: counts.created,
    updated: counts.updated,
    skipped: counts.skipped,
    problems: counts.problems,
  };
}

ensureDevVars();
rmSync(STATE, { recursive: true, force: true });
if (!existsSync('dist/client/index.html')) await run('npm', ['run', '-s', 'build']);
await run('npx', ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', ...persist], { stdio: 'ignore' });
await run('npx', ['tsx', 'scripts/seed.ts', ...persist], { stdio: 'ignore' });
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
    body: JSON.stringify({ email: 'admin@example.org', password: DEMO_PASSWORD }),
  });
  const token = (await login.json()).data.token;
  await call(token, 'POST', '/users/reauthenticate', { password: DEMO_PASSWORD });
  const coaches = Array.from({ length: ROWS }, (_, i) => coachRow(i));
  const workshops = Array.from({ length: ROWS }, (_, i) => workshopRow(i));
  const results = [
    await importFile(token, 'coaches', coaches, 'coaches'),
    await importFile(token, 'coaches', coaches, 'coaches again'),
    await importFile(token, 'workshops', workshops, 'workshops'),
    await importFile(token, 'workshops', workshops, 'workshops again'),
  ];
  console.table(results);
  console.log(`imports measured on port ${PORT}, load ${loadAverage()}`);
  const slow = results.filter((r) => Math.max(r['chunk max ms'], r['check ms'], r['run ms']) > REQUEST_LIMIT_MS);
  const wrong = results.filter((r) => (r.file.endsWith('again') ? r.skipped !== ROWS : r.created !== ROWS || r.problems !== 0));
  if (slow.length + wrong.length > 0) {
    console.log(`FAILED: ${[...slow, ...wrong].map((r) => r.file).join(', ')}`);
    process.exitCode = 1;
  } else {
    console.log(`every request within ${REQUEST_LIMIT_MS / 1000} s; a second import of each file changed nothing`);
  }
} finally {
  try {
    process.kill(-dev.pid, 'SIGTERM');
  } catch {
    /* gone */
  }
}
