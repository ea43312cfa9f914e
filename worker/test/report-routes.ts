import { env } from 'cloudflare:test';
import { expect } from 'vitest';
import { workshops } from '../db/schema';
import { api, createUser, db, sessionFor } from './factories';

/** A held workshop of 20 participants on `date`, written straight to D1: no request tells the report cache about it. */
export const insertHeldWorkshop = (offeredWorkshopId: number, date: string, postcode = '1300') =>
  db.insert(workshops).values({
    offeredWorkshopId,
    state: 'done',
    date,
    startTime: '08:00',
    endTime: '10:00',
    durationMinutes: 120,
    institute: 'Schule Neu',
    location: 'Ort',
    postcode,
    numberParticipants: 20,
    priceCentimes: 45000,
  });

/** How many figures the report cache keeps under the key prefix (`reach:`, `response:`). */
export async function cachedReports(prefix: string): Promise<number> {
  const row = await env.DB.prepare(`SELECT count(*) AS n FROM report_cache WHERE key LIKE ?`)
    .bind(`${prefix}%`)
    .first<{ n: number }>();
  return row!.n;
}

/** A report route as the report: admin and associate 200, coach and finance 403, anonymous 401. */
export async function expectReportPermissions(path: string) {
  for (const role of ['admin', 'associate'] as const) {
    expect((await api(path, { token: await sessionFor(await createUser({ role })) })).status, role).toBe(200);
  }
  for (const role of ['coach', 'finance'] as const) {
    expect((await api(path, { token: await sessionFor(await createUser({ role })) })).status, role).toBe(403);
  }
  expect((await api(path)).status).toBe(401);
}
