import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { holidays, unavailabilities, workshopCoaches, workshops } from '../../db/schema';
import { dateIn, seedCatalogue } from '../../test/catalogue';
import { api, createUser, db, sessionFor } from '../../test/factories';
import { submitInquiry } from '../../test/inquiries';
import { isoWeekday } from './unavailabilities.blocking';

/*
 * A coach blocks a time on which she is placed: she is warned before saving (`…/conflicts`, a dry run), and staff
 * see the conflict on the workshop (`form-allocations`) and in the allocations overview.
 */

type Workshop = typeof workshops.$inferSelect;
let catalogue: Awaited<ReturnType<typeof seedCatalogue>>;
let staff: string;

beforeAll(async () => {
  catalogue = await seedCatalogue();
  staff = await sessionFor(await createUser({ role: 'associate' }));
});

/** A coach placed on a validated inquiry's series (two dates, 08:00–09:30) but not on its single workshop (13:00). */
async function placedCoach() {
  const coach = await createUser({ role: 'coach', state: 'active' });
  const token = await sessionFor(coach);
  const { id } = await submitInquiry(catalogue);
  await api(`/inquiries/${id}/validate`, { method: 'POST', token: staff });
  const created = await db.select().from(workshops).where(eq(workshops.inquiryId, id)).orderBy(asc(workshops.date));
  const series = created.filter((w) => w.seriesId !== null);
  const single = created.find((w) => w.seriesId === null)!;
  const placed = await api(`/workshops/${series[0]!.id}/assign-coach`, {
    method: 'POST',
    token: staff,
    json: { coach_id: coach.id },
  });
  expect(placed.status).toBe(200);
  return { coach, token, series, single };
}

const check = (coachId: number, token: string, json: unknown, what = 'unavailabilities') =>
  api(`/coaches/${coachId}/${what}/conflicts`, { method: 'POST', token, json });
const conflictIds = (response: Awaited<ReturnType<typeof api>>) =>
  response.body.data.conflicts.map((c: { workshop_id: number }) => c.workshop_id);

describe('POST /api/coaches/{id}/unavailabilities/conflicts and …/holidays/conflicts', () => {
  it('lists the placed workshops an entry would block, and saves nothing', async () => {
    const { coach, token, series, single } = await placedCoach();
    const [first, second] = series as [Workshop, Workshop];

    const day = await check(coach.id, token, { kind: 'blocked_day', date: first.date });
    expect(day.status).toBe(200);
    expect(day.body.data.conflicts).toEqual([
      {
        workshop_id: first.id,
        date: first.date,
        start_time: '08:00',
        end_time: '09:30',
        title: 'Kinderrechte',
        institute: 'Scuola Media Lugano',
        location: 'Lugano',
      },
    ]);
    // The single workshop (not placed) in the range is no conflict.
    expect(conflictIds(await check(coach.id, token, { kind: 'blocked_day', date: dateIn(1), to_date: dateIn(40) }))).toEqual([
      first.id,
      second.id,
    ]);
    expect(conflictIds(await check(coach.id, token, { kind: 'blocked_day', date: dateIn(21) }))).toEqual([]);
    expect(conflictIds(await check(coach.id, token, { kind: 'weekday', weekday: isoWeekday(second.date) }))).toEqual([
      first.id,
      second.id,
    ]);
    expect(conflictIds(await check(coach.id, token, { kind: 'time_of_day', time_of_day: 'before_noon' }))).toEqual([
      first.id,
      second.id,
    ]);
    expect(conflictIds(await check(coach.id, token, { kind: 'time_of_day', time_of_day: 'afternoon' }))).toEqual([]);
    const otherWeekday = (isoWeekday(first.date) % 7) + 1;
    expect(
      conflictIds(await check(coach.id, token, { kind: 'time_of_day', time_of_day: 'before_noon', weekday: otherWeekday })),
    ).toEqual([]);
    const holiday = await check(coach.id, token, { from_date: second.date, to_date: dateIn(60) }, 'holidays');
    expect(conflictIds(holiday)).toEqual([second.id]);

    expect(await db.select().from(unavailabilities).where(eq(unavailabilities.coachId, coach.id))).toEqual([]);
    expect(await db.select().from(holidays).where(eq(holidays.coachId, coach.id))).toEqual([]);
    expect(single.id).not.toBe(first.id);
  });

  it('leaves out cancelled and past workshops', async () => {
    const { coach, token, series } = await placedCoach();
    await db.update(workshops).set({ state: 'cancelled' }).where(eq(workshops.id, series[0]!.id));
    await db
      .update(workshops)
      .set({ date: dateIn(-7) })
      .where(eq(workshops.id, series[1]!.id));
    expect(conflictIds(await check(coach.id, token, { kind: 'time_of_day', time_of_day: 'before_noon' }))).toEqual([]);
  });

  it('checks the body like saving does, and only for the coach herself', async () => {
    const { coach, token } = await placedCoach();
    const invalid = await check(coach.id, token, { kind: 'weekday', weekday: 9 });
    expect([invalid.status, invalid.body.error.code]).toEqual([422, 'validation_failed']);
    const body = { kind: 'weekday', weekday: 1 };
    expect((await api(`/coaches/${coach.id}/unavailabilities/conflicts`, { method: 'POST', json: body })).status).toBe(401);
    const other = await sessionFor(await createUser({ role: 'coach' }));
    for (const token of [other, staff]) {
      const refused = await check(coach.id, token, body);
      expect([refused.status, refused.body.error.code]).toEqual([403, 'forbidden']);
    }
  });
});

describe('staff see the conflict', () => {
  it('on the workshop (form-allocations): each date of the series the placed coach blocked, and by what', async () => {
    const { coach, token, series } = await placedCoach();
    const form = () => api(`/workshops/${series[1]!.id}/form-allocations`, { token: staff });
    expect((await form()).body.data.placed).toEqual([expect.objectContaining({ id: coach.id, unavailable: [] })]);

    expect(
      (
        await api(`/coaches/${coach.id}/holidays`, {
          method: 'POST',
          token,
          json: { from_date: series[1]!.date, to_date: series[1]!.date },
        })
      ).status,
    ).toBe(201);
    const weekday = { kind: 'weekday', weekday: isoWeekday(series[0]!.date) };
    expect((await api(`/coaches/${coach.id}/unavailabilities`, { method: 'POST', token, json: weekday })).status).toBe(201);

    const { body } = await form();
    expect(body.data.placed[0].unavailable).toEqual([
      { kind: 'weekday', date: series[0]!.date },
      { kind: 'holiday', date: series[1]!.date },
      { kind: 'weekday', date: series[1]!.date },
    ]);
  });

  it('in the allocations overview: the placement is marked with what blocks it', async () => {
    const { coach, token, series } = await placedCoach();
    const other = await createUser({ role: 'coach', state: 'active' });
    await db.insert(workshopCoaches).values({ workshopId: series[0]!.id, coachId: other.id, placedAt: 1 });
    const block = { kind: 'blocked_day', date: series[0]!.date };
    expect((await api(`/coaches/${coach.id}/unavailabilities`, { method: 'POST', token, json: block })).status).toBe(201);

    const { status, body } = await api(`/workshops/allocations?from=${dateIn(1)}&to=${dateIn(60)}`, { token: staff });
    expect(status).toBe(200);
    const placements = (coachId: number) =>
      body.data.coaches
        .find((c: { id: number }) => c.id === coachId)
        .workshops.map((w: { id: number; unavailable: string[] }) => [w.id, w.unavailable]);
    expect(placements(coach.id)).toEqual([
      [series[0]!.id, ['blocked_day']],
      [series[1]!.id, []],
    ]);
    expect(placements(other.id)).toEqual([[series[0]!.id, []]]);
  });
});
