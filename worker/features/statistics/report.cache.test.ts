import { env } from 'cloudflare:test';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { workshops } from '../../db/schema';
import { runJob } from '../../jobs/schedule';
import { seedCatalogue } from '../../test/catalogue';
import { api, createUser, db, sessionFor } from '../../test/factories';
import { storeCached, VERSIONED_CACHE_SIZE } from '../../lib/versioned-cache';

/** Decision 024: a computed report is served again until a write request (or the daily job) bumps the data version. */

let associate: string;
let offeredWorkshopId: number;

beforeAll(async () => {
  associate = await sessionFor(await createUser({ role: 'associate' }));
  offeredWorkshopId = (await seedCatalogue()).rights.id;
});

const total = async () => {
  const response = await api('/statistics?school_year=2043', { token: associate });
  expect(response.status).toBe(200);
  return response.body.data.workshops.total as number;
};

/** A workshop written straight into D1, past every request: only the data version says whether a report is stale. */
const insertWorkshop = () =>
  db.insert(workshops).values({
    offeredWorkshopId,
    date: '2043-10-01',
    startTime: '08:00',
    endTime: '10:00',
    durationMinutes: 120,
    institute: 'Schule',
    location: 'Ort',
    priceCentimes: 45000,
  });

const version = async () =>
  (await env.DB.prepare(`SELECT version FROM data_versions WHERE name = 'reports'`).first<{ version: number }>())!.version;

describe('the report cache', () => {
  it('serves a report again until a write request succeeds, then computes it anew', async () => {
    expect(await total()).toBe(0);
    await insertWorkshop();
    expect(await total()).toBe(0); // the kept report: nothing told it about the row

    const refused = await api('/users/settings/language', { method: 'PUT', token: associate, json: { language: 'xx' } });
    expect(refused.status).toBe(422);
    expect(await total()).toBe(0); // a refused write changes nothing

    const saved = await api('/users/settings/language', { method: 'PUT', token: associate, json: { language: 'de' } });
    expect(saved.status).toBe(200);
    expect(await total()).toBe(1);
  });

  it('is made stale by a scheduled job that changed data, not by one that changed nothing', async () => {
    await runJob('workshops-done', db, env);
    const before = await version();
    await runJob('workshops-done', db, env);
    expect(await version()).toBe(before);

    await db.insert(workshops).values({
      offeredWorkshopId,
      state: 'to-realize',
      date: '2020-03-02',
      startTime: '08:00',
      endTime: '10:00',
      durationMinutes: 120,
      institute: 'Schule',
      location: 'Ort',
      priceCentimes: 45000,
    });
    await runJob('workshops-done', db, env);
    expect(await version()).toBe(before + 1);
  });

  it('keeps the newest entries of the current version only, and never a late older report over a newer one', async () => {
    const report = { marker: 'old' } as never;
    const current = await version();
    await storeCached(db, 'stale', current - 1, report);
    for (let i = 0; i <= VERSIONED_CACHE_SIZE; i++) await storeCached(db, `key-${i}`, current, report);
    const { n } = (await env.DB.prepare('SELECT count(*) AS n FROM report_cache').first<{ n: number }>())!;
    expect(n).toBe(VERSIONED_CACHE_SIZE);
    expect(await env.DB.prepare(`SELECT 1 FROM report_cache WHERE key = 'stale'`).first()).toBeNull();

    await storeCached(db, 'race', current + 1, { marker: 'new' } as never);
    await storeCached(db, 'race', current, { marker: 'late' } as never);
    const row = await db.get<{ body: string }>(sql`SELECT body FROM report_cache WHERE key = 'race'`);
    expect(JSON.parse(row.body)).toEqual({ marker: 'new' });
  });
});
