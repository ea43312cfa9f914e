import { randomBytes } from 'node:crypto';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM helper of the scripts, no type declarations
import { queryD1, rowCounts } from './lib/d1-dump.mjs';
// @ts-expect-error plain ESM helper of the scripts, no type declarations
import { quietEnv } from './lib.mjs';

const exec = promisify(execFile);
const RESTORE_TEST_MS = 240_000;

// npm run backup, then npm run backup:restore into a fresh local D1: every table has the dump's rows, the FTS search
// finds the same inquiries, and new inquiries are still indexed (the triggers came back).
const work = mkdtempSync(join(tmpdir(), 'backup-test-'));
const source = join(work, 'source');
const restored = join(work, 'restored');
const out = join(work, 'backup');
afterAll(() => rmSync(work, { recursive: true, force: true }));

const node = (script: string, ...args: string[]) =>
  exec(process.execPath, [script, ...args], { env: quietEnv as NodeJS.ProcessEnv, maxBuffer: 16 * 1024 * 1024 });
const local = (dir: string) => ['--local', '--persist-to', dir];
const search = (dir: string) =>
  queryD1(local(dir), [
    `SELECT rowid FROM inquiries_search WHERE inquiries_search MATCH 'Schule OR scuola OR école' ORDER BY rowid`,
  ]);

describe('npm run backup and backup:restore', () => {
  it(
    'restores a migrated and seeded D1 with the same rows per table and a working FTS search',
    async () => {
      await exec('npx', ['wrangler', 'd1', 'migrations', 'apply', 'DB', ...local(source)], { env: quietEnv });
      // A clean clone has no .dev.vars: the seed gets a data key of its own (it encrypts AHV numbers and IBANs).
      const seedEnv = { ...quietEnv, DATA_ENCRYPTION_KEYS: `backup-test:${randomBytes(32).toString('base64url')}` };
      await exec('npx', ['tsx', 'scripts/seed.ts', '--persist-to', source], { env: seedEnv });

      const backup = await node('scripts/backup.mjs', '--persist-to', source, '--out', out);
      expect(backup.stdout).toMatch(/backup written to .*: \d+ tables, \d+ rows, \d+ R2 objects/);
      const counts: Record<string, number> = JSON.parse(readFileSync(join(out, 'counts.json'), 'utf8'));
      expect(counts.inquiries).toBeGreaterThan(0);
      expect(counts.inquiries_search).toBe(counts.inquiries);
      expect(Object.keys(counts)).not.toContain('inquiries_search_data');
      const manifest = JSON.parse(readFileSync(join(out, 'r2-manifest.json'), 'utf8'));
      expect(manifest.objects.length).toBeGreaterThan(0);
      for (const object of manifest.objects)
        expect(object).toEqual(
          expect.objectContaining({
            key: expect.any(String),
            size: expect.any(Number),
            etag: expect.any(String),
            uploaded: expect.any(String),
          }),
        );

      await node('scripts/backup-restore.mjs', out, '--persist-to', restored);

      expect(await rowCounts(local(restored), Object.keys(counts))).toEqual(await rowCounts(local(source), Object.keys(counts)));
      const [found] = await search(restored);
      expect(found.length).toBeGreaterThan(0);
      expect(found).toEqual((await search(source))[0]);
      const [[later]] = await queryD1(local(restored), [
        `INSERT INTO inquiries (state, gender, firstname, lastname, phone, email, institute, street_address, postcode, location, language, terms_accepted_at)
          VALUES ('requested', 1, 'Ada', 'Restore', '031 000 00 00', 'ada@restore.test', 'Schule Wiederhergestellt', 'Weg 1', '3000', 'Bern', 'de', 1)`,
        `SELECT count(*) AS n FROM inquiries_search WHERE inquiries_search MATCH 'Wiederhergestellt'`,
      ]).then((results: unknown[][]) => [results[1]]);
      expect(later).toEqual({ n: 1 });
    },
    RESTORE_TEST_MS,
  );
});
