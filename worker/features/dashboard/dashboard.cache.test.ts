import { beforeAll, describe, expect, it } from 'vitest';
import { unavailabilities, workshopCoaches, workshops } from '../../db/schema';
import { todayInZurich } from '../../contract/lib/dates';
import { nowSeconds } from '../../lib/tokens';
import { seedCatalogue } from '../../test/catalogue';
import { api, createUser, db, sessionFor } from '../../test/factories';

/** The conflicts are kept per day and language until a write request succeeds (decision 025, worker/lib/versioned-cache). */

let associate: string;

const inTenDays = (() => {
  const [y, m, d] = todayInZurich().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 10)).toISOString().slice(0, 10);
})();

beforeAll(async () => {
  associate = await sessionFor(await createUser({ role: 'associate' }));
});

const conflicts = async () => {
  const response = await api('/dashboard/de', { token: associate });
  expect(response.status).toBe(200);
  return response.body.data.items.find((item: { key: string }) => item.key === 'coach_conflicts').count as number;
};

describe('the dashboard’s conflicts', () => {
  it('are computed once and kept until a write request succeeds', async () => {
    expect(await conflicts()).toBe(0);

    // A coach placed on a day they blocked, written straight into D1: only the data version tells the cache.
    const coach = await createUser({ role: 'coach' });
    const [workshop] = await db
      .insert(workshops)
      .values({
        offeredWorkshopId: (await seedCatalogue()).rights.id,
        date: inTenDays,
        startTime: '09:00',
        endTime: '11:00',
        durationMinutes: 120,
        institute: 'Schule',
        location: 'Bern',
        priceCentimes: 45000,
        state: 'to-realize',
      })
      .returning();
    await db.insert(workshopCoaches).values({ workshopId: workshop!.id, coachId: coach.id, placedAt: nowSeconds() });
    await db.insert(unavailabilities).values({ coachId: coach.id, kind: 'blocked_day', date: inTenDays });
    expect(await conflicts()).toBe(0);

    const saved = await api('/users/settings/language', { method: 'PUT', token: associate, json: { language: 'de' } });
    expect(saved.status).toBe(200);
    expect(await conflicts()).toBe(1);
  });
});
