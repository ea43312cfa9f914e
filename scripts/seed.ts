/**
 * `npm run db:seed`: fills the LOCAL D1 with Swiss demo data (and its files in the local R2 bucket).
 *
 *   tsx scripts/seed.ts                 seed once; prints "already seeded" and exits 0 when users exist
 *   tsx scripts/seed.ts --force         wipe every data table first, then seed again
 *   tsx scripts/seed.ts --persist-to D  use another local state directory (as `wrangler --persist-to`)
 *
 * Migrations must be applied first (`npm run db:migrate`). The data is written as one SQL file
 * (`<state dir>/../seed.sql`, i.e. `.wrangler/seed.sql` by default) and applied with
 * `wrangler d1 execute DB --local --file`. Every demo account has the password `Demo-2026!`.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { is } from 'drizzle-orm';
import { SQLiteTable } from 'drizzle-orm/sqlite-core';
import * as schema from '../worker/db/schema';
import { hashPassword } from '../worker/lib/password';
import { uploadToLocalR2 } from './seed/files';
import { masterdata } from './seed/masterdata';
import { auditDemo } from './seed/audit';
import { calendarImportDemo } from './seed/calendar-import';
import { schoolHolidaysDemo } from './seed/school-holidays';
import { statisticsHistoryDemo } from './seed/statistics-history';
import { mailDemo } from './seed/mail';
import { escalationDemo } from './seed/escalations';
import { offersDemo } from './seed/offers';
import { payouts } from './seed/payouts';
import { allUsers, DEMO_PASSWORD, people } from './seed/people';
import { rebuildEvaluationTotalsSql } from '../worker/features/evaluations/evaluation-totals';
import { REBUILD_RATING_TOTALS_SQL } from '../worker/features/evaluations/rating-totals';
import { insertStatements, sortByDependencies, tableName, wipeStatements, type SeedBatch } from './seed/sql';
import { isValidAhvNumber, isValidIban } from '../worker/contract/lib/identity-numbers';
import { todayInZurich } from '../worker/contract/lib/dates';
import { createCalendar, createRandom } from './seed/swiss';
import { workflow } from './seed/workflow';
import { staffingPlanDemo } from './seed/staffing-plan';
import { applyWorkloadDemo } from './seed/workload';
import { encryptProfileValues } from '../worker/features/profiles/sensitive-fields';
import { encryptField } from '../worker/lib/field-crypto';
import { URL_COLUMN as CALENDAR_URL_COLUMN } from '../worker/features/calendar-import/calendar-import.service';
import { localDataKeys } from './dev-vars';

const { values: options } = parseArgs({
  options: {
    force: { type: 'boolean', default: false },
    'persist-to': { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (options.help) {
  console.log('Usage: tsx scripts/seed.ts [--force] [--persist-to DIR]');
  process.exit(0);
}

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const stateDir = resolve(root, options['persist-to'] ?? '.wrangler/state');
const persistArgs = options['persist-to'] ? ['--persist-to', stateDir] : [];
const wranglerBin = join(dirname(createRequire(import.meta.url).resolve('wrangler/package.json')), 'bin', 'wrangler.js');
const wranglerEnv = {
  ...process.env,
  WRANGLER_SEND_METRICS: 'false',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  WRANGLER_HIDE_BANNER: 'true',
};

/** Runs wrangler with the current Node (24) and returns its output; throws with wrangler's message on failure. */
function wrangler(args: string[]): string {
  const result = spawnSync(process.execPath, [wranglerBin, ...args], {
    cwd: root,
    env: wranglerEnv,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    const message = [result.stdout, result.stderr].filter(Boolean).join('\n').trim();
    throw new Error(message || `wrangler ${args.join(' ')} exited with ${result.status}`);
  }
  return result.stdout;
}

/** Runs one or more SELECTs on the local D1 and returns the rows of each. */
function query<T = Record<string, unknown>>(sql: string): T[][] {
  const out = wrangler(['d1', 'execute', 'DB', '--local', ...persistArgs, '--json', '--command', sql]);
  const parsed = JSON.parse(out) as Array<{ results: T[] }>;
  return parsed.map((r) => r.results);
}

function countUsers(): number {
  try {
    return Number(query<{ n: number }>('SELECT count(*) AS n FROM users')[0]?.[0]?.n ?? 0);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (/no such table/i.test(message)) {
      console.error('The local database has no tables yet. Apply the migrations first: npm run db:migrate');
    } else {
      console.error(message);
    }
    process.exit(1);
  }
}

const allTables = (): SQLiteTable[] =>
  (Object.values(schema) as unknown[]).filter((value): value is SQLiteTable => is(value, SQLiteTable));

/** Reference data the migrations write (questionnaire version 1, every postcode's canton): a reseed keeps it. */
const migrationData = new Set([
  'evaluation_questionnaires',
  'evaluation_questions',
  'evaluation_question_translations',
  'postcode_cantons',
]);
/** Kept by triggers from the seeded tables (decision 066): emptied by the wipe of those, then wiped themselves. */
const derivedTables: SQLiteTable[] = [schema.reportWorkshopFacts, schema.reportSchoolYears, schema.reportCells];
const seededTables = () => allTables().filter((table) => !migrationData.has(tableName(table)) && !derivedTables.includes(table));

async function main() {
  const existing = countUsers();
  if (existing > 0 && !options.force) {
    console.log(`Local database already seeded (${existing} users); nothing to do. Use --force to wipe and reseed.`);
    return;
  }

  const started = Date.now();
  const now = Math.floor(Date.now() / 1000);
  const cal = createCalendar(todayInZurich(), now);
  const random = createRandom(20_260_101);

  // One hash per account (own salt each), computed in parallel on libuv's thread pool.
  const users = allUsers();
  const hashes = await Promise.all(users.map(() => hashPassword(DEMO_PASSWORD)));
  const passwordHashes = new Map(users.map((u, i) => [u.email, hashes[i]!]));

  const master = masterdata(cal);
  const staffAndCoaches = people(cal, random, passwordHashes);
  const flow = workflow(cal, master.ids);
  const payoutDemo = payouts(cal, [...master.batches, ...staffAndCoaches.batches]);
  const earlier = [
    ...master.batches,
    ...staffAndCoaches.batches,
    ...flow.batches,
    ...payoutDemo.batches,
    ...staffingPlanDemo(cal).batches,
  ];
  const batches: SeedBatch[] = [
    ...earlier,
    ...mailDemo(cal, earlier).batches,
    ...auditDemo(cal).batches,
    ...escalationDemo(cal, earlier).batches,
    ...offersDemo(cal, earlier).batches,
    ...calendarImportDemo(cal).batches,
    ...schoolHolidaysDemo().batches,
    ...statisticsHistoryDemo(cal).batches,
  ];
  applyWorkloadDemo(batches);

  // Sanity checks on generated identifiers.
  for (const b of batches.filter((b) => b.table === schema.coachProfiles)) {
    for (const row of b.rows as Array<typeof schema.coachProfiles.$inferInsert>) {
      if (row.ahvNumber && !isValidAhvNumber(row.ahvNumber)) throw new Error(`Invalid AHV number ${row.ahvNumber}`);
      if (row.iban && !isValidIban(row.iban)) throw new Error(`Invalid IBAN ${row.iban}`);
    }
  }

  // AHV numbers, IBANs and salaries are stored encrypted, as the worker stores them (decision 038). The payout demo
  // above has already read the IBANs in clear for its pain.001.
  const keys = { DATA_ENCRYPTION_KEYS: localDataKeys(join(root, '.dev.vars')) };
  for (const b of batches.filter((b) => b.table === schema.coachProfiles)) {
    b.rows = await Promise.all(
      (b.rows as Array<typeof schema.coachProfiles.$inferInsert>).map(async (row) => ({
        ...row,
        ...(await encryptProfileValues(keys, {
          ahvNumber: row.ahvNumber ?? null,
          iban: row.iban ?? null,
          grossMonthlySalary: row.grossMonthlySalary ?? null,
          replacementIncomesPerMonth: row.replacementIncomesPerMonth ?? null,
        })),
      })),
    );
  }

  // Calendar addresses too (decision 046).
  for (const b of batches.filter((b) => b.table === schema.calendarImports)) {
    b.rows = await Promise.all(
      (b.rows as Array<typeof schema.calendarImports.$inferInsert>).map(async (row) => ({
        ...row,
        url: await encryptField(keys, row.url, CALENDAR_URL_COLUMN),
      })),
    );
  }

  // Parents before children, whatever order the data modules return.
  const order = sortByDependencies(allTables()).map(tableName);
  batches.sort((a, b) => order.indexOf(tableName(a.table)) - order.indexOf(tableName(b.table)));

  const statements = [
    `-- Workshop Admin demo data, generated ${new Date().toISOString()} for ${cal.today} by scripts/seed.ts`,
    // The migration writes the single organisation row with example data; the seed's own row replaces it.
    ...(options.force
      ? [...wipeStatements(seededTables()), ...wipeStatements(derivedTables)]
      : wipeStatements([schema.organisation])),
    ...batches.flatMap((b) => insertStatements(b)),
    // Kept by the inquiries service for new rows; the seed fills it from the slots it inserted.
    'UPDATE inquiries SET first_slot_date = (SELECT min(date) FROM inquiry_slots WHERE inquiry_slots.inquiry_id = inquiries.id);',
    // Kept by the submit and validate batches; the seed writes answers directly (decisions 023 and 024).
    REBUILD_RATING_TOTALS_SQL,
    rebuildEvaluationTotalsSql(),
  ];
  const file = join(dirname(stateDir), 'seed.sql');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${statements.join('\n')}\n`);

  if (options.force) console.log(`Wiping ${seededTables().length} tables and reseeding…`);
  wrangler(['d1', 'execute', 'DB', '--local', ...persistArgs, '--file', file, '--yes']);

  const files = [...staffAndCoaches.files, ...flow.files, ...payoutDemo.files];
  try {
    await uploadToLocalR2(files, join(stateDir, 'v3'));
  } catch (error) {
    console.warn(`Warning: could not write the ${files.length} demo files to the local R2 bucket:`, error);
  }

  printSummary(file, files.length, flow.links, Date.now() - started);
}

function printSummary(file: string, fileCount: number, links: ReturnType<typeof workflow>['links'], ms: number) {
  const counted = [
    'users',
    'coach_profiles',
    'offered_workshops',
    'inquiries',
    'inquiry_slots',
    'workshops',
    'coach_requests',
    'workshop_coaches',
    'evaluations',
    'expenses',
    'coach_fees',
    'extra_fees',
    'invoices',
    'material_orders',
    'news',
    'mail_outbox',
    'newsletter_subscribers',
  ];
  // One row of scalar subqueries: D1 limits the number of terms in a compound (UNION) SELECT.
  const [totals = [], workshopStates = [], userStates = [], requestStates = []] = query<{ k: string; n: number }>(
    [
      `SELECT ${counted.map((t) => `(SELECT count(*) FROM ${t}) AS ${t}`).join(', ')}`,
      'SELECT state AS k, count(*) AS n FROM workshops GROUP BY state ORDER BY min(id)',
      "SELECT role || ':' || state AS k, count(*) AS n FROM users GROUP BY role, state ORDER BY role, state",
      'SELECT state AS k, count(*) AS n FROM coach_requests GROUP BY state',
    ].join('; '),
  );
  const counts = Object.entries(totals[0] ?? {}).map(([k, n]) => ({ k, n: Number(n) }));
  const line = (rows: Array<{ k: string; n: number }>) => rows.map((r) => `${r.k} ${r.n}`).join(', ');
  console.log(
    [
      `Seeded the local D1 in ${(ms / 1000).toFixed(1)} s (SQL: ${file}; ${fileCount} demo files in local R2).`,
      `  rows:            ${line(counts)}`,
      `  users:           ${line(userStates)}`,
      `  workshops:       ${line(workshopStates)}`,
      `  coach requests:  ${line(requestStates)}`,
      `  logins (password ${DEMO_PASSWORD}): admin@example.org, associate@example.org, coach@example.org, finance@example.org`,
      '  open public evaluations:',
      ...links.evaluations.map((l) => `    /evaluations/${l.token}  (${l.description})`),
      '  requester read-only links (inquiry view tokens):',
      ...links.inquiries.map((l) => `    inquiry ${l.id}: ${l.token}  (${l.description})`),
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
