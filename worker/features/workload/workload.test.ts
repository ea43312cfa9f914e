import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { coachProfiles, coachRequests, workshopCoaches, workshops } from '../../db/schema';
import { batchGuard, isGuardFailure } from '../../lib/batch-guard';
import { api, createUser, db, sessionFor, outboxFor } from '../../test/factories';
import { staffingFixture, type StaffingFixture } from '../../test/staffing';
import { assertWithinMax } from './workload.service';

let staffing: StaffingFixture;

beforeAll(async () => {
  staffing = await staffingFixture();
});

const setLimits = (coachId: number, body: Record<string, unknown>, token = staffing.associate) =>
  api(`/profiles/${coachId}/workload`, { method: 'PUT', token, json: body });
const storedLimits = async (coachId: number) =>
  (
    await db
      .select({ monthMax: coachProfiles.workloadMonthMax, monthWish: coachProfiles.workloadMonthWish })
      .from(coachProfiles)
      .where(eq(coachProfiles.userId, coachId))
  )[0];
const ranking = async (workshopId: number) =>
  (await api(`/workshops/form-coach-requests?workshop_id=${workshopId}`, { token: staffing.associate })).body.data;
const candidateOf = async (workshopId: number, coachId: number) =>
  (await ranking(workshopId)).candidates.find((c: { id: number }) => c.id === coachId);

/** A validated inquiry's workshops moved to fixed dates: the series on `seriesDates`, the single one on `singleDate`. */
async function workshopsOn(seriesDates: [string, string], singleDate: string) {
  const planned = await staffing.plannedWorkshops();
  const moves = [
    ...planned.series.map((w, i) => db.update(workshops).set({ date: seriesDates[i]! }).where(eq(workshops.id, w.id))),
    db.update(workshops).set({ date: singleDate }).where(eq(workshops.id, planned.single.id)),
  ];
  await db.batch(moves as [(typeof moves)[number], ...typeof moves]);
  return { first: planned.first, series: planned.series, single: planned.single };
}

describe('PUT /api/profiles/{id}/workload', () => {
  it('staff set targets and maxima; the profile answers them with the coach’s wish', async () => {
    const coach = await staffing.coach();
    const coachToken = await sessionFor(coach);
    const wish = await api('/profiles', {
      method: 'PUT',
      token: coachToken,
      json: { firstname: 'Lea', lastname: 'Brunner', workload_month_wish: 3, workload_year_wish: 20 },
    });
    expect(wish.status).toBe(200);

    const saved = await setLimits(coach.id, { month_target: 2, month_max: 4, year_target: 18, year_max: 30 });

    expect(saved.status).toBe(200);
    const expected = { month_target: 2, month_max: 4, year_target: 18, year_max: 30, month_wish: 3, year_wish: 20 };
    expect(saved.body.data).toEqual(expected);
    expect((await api(`/profiles/${coach.id}`, { token: staffing.associate })).body.data.workload).toEqual(expected);
    expect((await api('/profiles', { token: coachToken })).body.data.coach.workload).toEqual(expected);
  });

  it('clears a value given as null or left out', async () => {
    const coach = await staffing.coach();
    await setLimits(coach.id, { month_target: 2, month_max: 4, year_target: 18, year_max: 30 });

    const saved = await setLimits(coach.id, { month_target: null, month_max: 5 });

    expect(saved.body.data).toMatchObject({ month_target: null, month_max: 5, year_target: null, year_max: null });
  });

  it.each([
    [{ month_target: 3, month_max: 2 }, 'month_max', 'max_below_target'],
    [{ year_target: 30, year_max: 29 }, 'year_max', 'max_below_target'],
    [{ month_max: 201 }, 'month_max', 'number_expected'],
    [{ year_target: -1 }, 'year_target', 'number_expected'],
    [{ month_target: 1.5 }, 'month_target', 'number_expected'],
    [{ year_max: '4' }, 'year_max', 'number_expected'],
  ])('refuses %j (422 %s %s)', async (body, path, message) => {
    const coach = await staffing.coach();

    const res = await setLimits(coach.id, body);

    expect(res.status).toBe(422);
    expect(res.body.error.fields).toContainEqual(expect.objectContaining({ path, message }));
    expect((await storedLimits(coach.id))?.monthMax ?? null).toBeNull();
  });

  it('a coach wish outside 0–200 is refused', async () => {
    const coach = await staffing.coach();
    const res = await api('/profiles', {
      method: 'PUT',
      token: await sessionFor(coach),
      json: { firstname: 'Lea', lastname: 'Brunner', workload_month_wish: 500 },
    });
    expect([res.status, res.body.error.fields[0]]).toEqual([422, expect.objectContaining({ path: 'workload_month_wish' })]);
  });

  it('admins and finance may set limits; coaches may not, not even through their own profile', async () => {
    const coach = await staffing.coach();
    const coachToken = await sessionFor(coach);
    for (const role of ['admin', 'finance'] as const) {
      expect((await setLimits(coach.id, { month_max: 4 }, await sessionFor(await createUser({ role })))).status).toBe(200);
    }

    expect((await setLimits(coach.id, { month_max: 9 }, coachToken)).status).toBe(403);
    await api('/profiles', {
      method: 'PUT',
      token: coachToken,
      json: { firstname: 'Lea', lastname: 'Brunner', workload_month_max: 9, workload_month_wish: 6 },
    });

    expect(await storedLimits(coach.id)).toEqual({ monthMax: 4, monthWish: 6 });
    expect((await setLimits(coach.id, { month_max: 4 }, '')).status).toBe(401);
  });

  it('answers 404 for a user who is not a coach', async () => {
    const associate = await createUser({ role: 'associate' });
    expect((await setLimits(associate.id, { month_max: 4 })).status).toBe(404);
  });
});

describe('workload in the ranking', () => {
  it('counts placements and open requests per month and school year, each date of a series, without this workshop', async () => {
    const march = await workshopsOn(['2031-03-03', '2031-03-10'], '2031-03-05');
    const april = await workshopsOn(['2031-04-07', '2031-04-14'], '2030-09-10');
    const coach = await staffing.coach();
    await setLimits(coach.id, { month_target: 2, month_max: 6, year_target: 10, year_max: 40 });
    expect((await staffing.place(march.single.id, coach.id)).status).toBe(200);
    expect((await staffing.ask(april.first.id, [coach.id])).status).toBe(201);
    expect((await staffing.ask(april.single.id, [coach.id])).status).toBe(201);
    // A declined request does not hold the coach's time.
    await db
      .update(coachRequests)
      .set({ state: 'declined' })
      .where(and(eq(coachRequests.workshopId, april.single.id), eq(coachRequests.coachId, coach.id)));
    expect((await staffing.ask(march.first.id, [coach.id])).status).toBe(201);

    const candidate = await candidateOf(march.first.id, coach.id);

    expect(candidate.workload).toEqual({
      month_key: '2031-03',
      year_key: '2030/31',
      // The single March workshop; the asked series itself is left out.
      month: 1,
      // March single + the April series' two dates.
      year: 3,
      month_target: 2,
      month_max: 6,
      year_target: 10,
      year_max: 40,
      month_wish: null,
      year_wish: null,
    });
    expect(candidate.blockers).toEqual([]);
  });

  it('a coach whom the series would take past a maximum is blocked with workload_max', async () => {
    const march = await workshopsOn(['2031-03-03', '2031-03-10'], '2031-03-05');
    const [atMax, roomLeft, yearFull] = [await staffing.coach(), await staffing.coach(), await staffing.coach()];
    await setLimits(atMax.id, { month_max: 2 });
    await setLimits(roomLeft.id, { month_max: 3 });
    await setLimits(yearFull.id, { year_max: 1 });
    for (const coach of [atMax, roomLeft]) expect((await staffing.place(march.single.id, coach.id)).status).toBe(200);

    const list = await ranking(march.first.id);
    const byId = (id: number) => list.candidates.find((c: { id: number }) => c.id === id);

    expect(byId(atMax.id).blockers).toEqual([{ kind: 'workload_max', date: '2031-03-03', workshop_id: null }]);
    expect(byId(yearFull.id).blockers).toEqual([{ kind: 'workload_max', date: '2031-03-03', workshop_id: null }]);
    expect(byId(roomLeft.id).blockers).toEqual([]);
    expect(byId(roomLeft.id).score).toBeGreaterThan(byId(atMax.id).score);
  });
});

describe('the maximum is a hard rule', () => {
  it('placing or asking a coach past a maximum is refused (409 workload_max_reached): no row, no mail', async () => {
    const march = await workshopsOn(['2031-03-03', '2031-03-10'], '2031-03-05');
    const full = await staffing.coach();
    const free = await staffing.coach();
    await setLimits(full.id, { month_max: 2 });
    await setLimits(free.id, { month_max: 3 });
    expect((await staffing.place(march.single.id, full.id)).status).toBe(200);
    expect((await staffing.place(march.single.id, free.id)).status).toBe(200);
    const mailsBefore = (await outboxFor(full.email)).length;

    const placed = await staffing.place(march.first.id, full.id);
    const asked = await staffing.ask(march.first.id, [free.id, full.id]);

    for (const res of [placed, asked]) {
      expect([res.status, res.body.error.code]).toEqual([409, 'workload_max_reached']);
      expect(res.body.error.message).toContain('2031-03');
    }
    const rows = await db.select().from(coachRequests).where(eq(coachRequests.workshopId, march.first.id));
    expect(rows).toEqual([]);
    expect(await db.select().from(workshopCoaches).where(eq(workshopCoaches.workshopId, march.first.id))).toEqual([]);
    expect((await outboxFor(full.email)).length).toBe(mailsBefore);

    expect((await staffing.place(march.first.id, free.id)).status).toBe(200);
  });

  it('a coach already asked for the workshop can still be placed on it (its dates count once)', async () => {
    const march = await workshopsOn(['2031-03-03', '2031-03-10'], '2031-03-20');
    const coach = await staffing.coach();
    await setLimits(coach.id, { month_max: 2 });
    expect((await staffing.ask(march.first.id, [coach.id])).status).toBe(201);

    expect((await staffing.place(march.first.id, coach.id)).status).toBe(200);
  });

  it('the guard of a placement or request fails when the coach got another workshop in the period meanwhile', async () => {
    const a = await workshopsOn(['2031-05-04', '2031-05-11'], '2031-05-06');
    const b = await workshopsOn(['2031-06-01', '2031-06-08'], '2031-05-20');
    const coach = await staffing.coach();
    await setLimits(coach.id, { month_max: 2 });
    const room = await assertWithinMax(db, [coach], { ids: [a.single.id], dates: ['2031-05-06'] });
    await db.batch([batchGuard(db, room)]);

    // Another request placed the coach in May after the check read her count.
    expect((await staffing.place(b.single.id, coach.id)).status).toBe(200);

    const late = await db.batch([batchGuard(db, room)]).catch((error: unknown) => error);
    expect(isGuardFailure(late)).toBe(true);
  });
});
