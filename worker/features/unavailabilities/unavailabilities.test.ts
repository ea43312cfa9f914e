import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { holidays, unavailabilities } from '../../db/schema';
import { dateIn } from '../../test/catalogue';
import { api, createUser, db, sessionFor } from '../../test/factories';
import { busySpansAt } from '../staffing-plan/eligibility';
import { loadCoachFacts, minutes } from '../staffing-plan/plan.loader';
import { isoWeekday, reasonOrder, timesOfDayOf, type Slot } from './unavailabilities.blocking';

type User = Awaited<ReturnType<typeof createUser>>;

let coach: User;
let token: string;
const base = () => `/coaches/${coach.id}`;

beforeAll(async () => {
  coach = await createUser({ role: 'coach' });
  token = await sessionFor(coach);
});

const post = (path: string, json: unknown, as = token) => api(path, { method: 'POST', token: as, json });
const put = (path: string, json: unknown, as = token) => api(path, { method: 'PUT', token: as, json });
const remove = (path: string, as = token) => api(path, { method: 'DELETE', token: as });

/** The 422's field issues as `{ path: message }`. */
async function fieldsOf(response: Promise<Awaited<ReturnType<typeof api>>>) {
  const { status, body } = await response;
  expect([status, body.error.code]).toEqual([422, 'validation_failed']);
  return Object.fromEntries(body.error.fields.map((f: { path: string; message: string }) => [f.path, f.message]));
}

describe('a coach’s own unavailabilities', () => {
  it('adds, lists, changes and deletes blocked days, recurring blocks and holidays', async () => {
    const range = await post(`${base()}/unavailabilities`, {
      kind: 'blocked_day',
      date: dateIn(10),
      to_date: dateIn(12),
      note: ' Weiterbildung ',
    });
    expect(range.status).toBe(201);
    expect(range.body.data).toEqual({
      id: expect.any(Number),
      kind: 'blocked_day',
      date: dateIn(10),
      to_date: dateIn(12),
      note: 'Weiterbildung',
    });
    const single = await post(`${base()}/unavailabilities`, { kind: 'blocked_day', date: dateIn(0), to_date: '' });
    expect(single.body.data).toMatchObject({ date: dateIn(0), to_date: null, note: null });
    const weekday = await post(`${base()}/unavailabilities`, { kind: 'weekday', weekday: 1 });
    expect(weekday.body.data).toMatchObject({ kind: 'weekday', weekday: 1 });
    const evening = await post(`${base()}/unavailabilities`, { kind: 'time_of_day', time_of_day: 'evening' });
    expect(evening.body.data).toMatchObject({ kind: 'time_of_day', time_of_day: 'evening', weekday: null });
    const holiday = await post(`${base()}/holidays`, { from_date: dateIn(30), to_date: dateIn(44), note: 'Ferien' });
    expect(holiday.status).toBe(201);
    expect(holiday.body.data).toEqual({ id: expect.any(Number), from_date: dateIn(30), to_date: dateIn(44), note: 'Ferien' });

    const list = await api(`${base()}/unavailabilities`, { token });
    expect(list.status).toBe(200);
    expect(list.body.data.unavailabilities.map((u: { id: number }) => u.id)).toEqual(
      [evening, weekday, single, range].map((r) => r.body.data.id),
    );
    expect(list.body.data.holidays).toEqual([holiday.body.data]);

    // A single day becomes an afternoon block on Wednesdays: the columns of the old kind are cleared.
    const changed = await put(`${base()}/unavailabilities/${single.body.data.id}`, {
      kind: 'time_of_day',
      time_of_day: 'afternoon',
      weekday: 3,
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toEqual({
      id: single.body.data.id,
      kind: 'time_of_day',
      time_of_day: 'afternoon',
      weekday: 3,
      note: null,
    });
    const longer = await put(`${base()}/holidays/${holiday.body.data.id}`, { from_date: dateIn(30), to_date: dateIn(50) });
    expect(longer.body.data).toMatchObject({ to_date: dateIn(50), note: null });

    expect((await remove(`${base()}/unavailabilities/${range.body.data.id}`)).status).toBe(204);
    expect((await remove(`${base()}/unavailabilities/${range.body.data.id}`)).status).toBe(404);
    expect((await remove(`${base()}/holidays/${holiday.body.data.id}`)).status).toBe(204);
    const after = (await api(`${base()}/unavailabilities`, { token })).body.data;
    expect(after.unavailabilities).toHaveLength(3);
    expect(after.holidays).toEqual([]);
  });

  it('keeps a recurring entry once (409), also when an edit would make a twin', async () => {
    const otherCoach = await createUser({ role: 'coach' });
    const other = await sessionFor(otherCoach);
    const path = `/coaches/${otherCoach.id}/unavailabilities`;
    expect((await post(path, { kind: 'weekday', weekday: 5 }, other)).status).toBe(201);
    const twin = await post(path, { kind: 'weekday', weekday: 5, note: 'anders' }, other);
    expect([twin.status, twin.body.error.code]).toEqual([409, 'conflict']);

    const everyDay = await post(path, { kind: 'time_of_day', time_of_day: 'before_noon' }, other);
    expect((await post(path, { kind: 'time_of_day', time_of_day: 'before_noon', weekday: null }, other)).status).toBe(409);
    const friday = await post(path, { kind: 'time_of_day', time_of_day: 'before_noon', weekday: 5 }, other);
    expect(friday.status).toBe(201);
    expect((await put(`${path}/${friday.body.data.id}`, { kind: 'time_of_day', time_of_day: 'before_noon' }, other)).status).toBe(
      409,
    );
    // Saving an entry unchanged is no twin of itself.
    const same = await put(
      `${path}/${everyDay.body.data.id}`,
      { kind: 'time_of_day', time_of_day: 'before_noon', note: 'x' },
      other,
    );
    expect(same.status).toBe(200);
    // The same blocked day twice is allowed (it is not recurring).
    expect((await post(path, { kind: 'blocked_day', date: dateIn(5) }, other)).status).toBe(201);
    expect((await post(path, { kind: 'blocked_day', date: dateIn(5) }, other)).status).toBe(201);

    // The refused twins left no row and changed none.
    const stored = await db.select().from(unavailabilities).where(eq(unavailabilities.coachId, otherCoach.id));
    expect(stored.map((u) => [u.kind, u.weekday, u.timeOfDay, u.note]).sort()).toEqual(
      [
        ['weekday', 5, null, null],
        ['time_of_day', null, 'before_noon', 'x'],
        ['time_of_day', 5, 'before_noon', null],
        ['blocked_day', null, null, null],
        ['blocked_day', null, null, null],
      ].sort(),
    );
  });
});

describe('validation', () => {
  const path = () => `${base()}/unavailabilities`;

  it('reports each rule on its field', async () => {
    expect(await fieldsOf(post(path(), { kind: 'blocked_day', date: dateIn(-1) }))).toEqual({ date: 'date_in_past' });
    expect(await fieldsOf(post(path(), { kind: 'blocked_day', date: dateIn(-3), to_date: dateIn(-2) }))).toEqual({
      date: 'date_in_past',
      to_date: 'date_in_past',
    });
    expect(await fieldsOf(post(path(), { kind: 'blocked_day', date: dateIn(5), to_date: dateIn(4) }))).toEqual({
      to_date: 'end_date_before_start',
    });
    expect(await fieldsOf(post(path(), { kind: 'blocked_day', date: dateIn(5), to_date: dateIn(5 + 366) }))).toEqual({
      to_date: 'range_too_long',
    });
    expect((await post(path(), { kind: 'blocked_day', date: dateIn(5), to_date: dateIn(5 + 365) })).status).toBe(201);
    expect(await fieldsOf(post(path(), { kind: 'blocked_day', date: '2027-02-30' }))).toEqual({ date: 'date_invalid' });
    expect(await fieldsOf(post(path(), { kind: 'blocked_day' }))).toEqual({ date: 'required' });
    expect(await fieldsOf(post(path(), { kind: 'weekday', weekday: 8 }))).toEqual({ weekday: 'choice_invalid' });
    expect(await fieldsOf(post(path(), { kind: 'weekday', weekday: 0 }))).toEqual({ weekday: 'choice_invalid' });
    expect(await fieldsOf(post(path(), { kind: 'time_of_day', time_of_day: 'night' }))).toEqual({
      time_of_day: 'choice_invalid',
    });
    expect(await fieldsOf(post(path(), { kind: 'holiday', date: dateIn(5) }))).toEqual({ kind: 'choice_invalid' });
    expect(await fieldsOf(post(path(), { kind: 'weekday', weekday: 2, note: 'x'.repeat(501) }))).toEqual({ note: 'too_long' });
  });

  it('checks holidays the same way', async () => {
    const holidayPath = `${base()}/holidays`;
    expect(await fieldsOf(post(holidayPath, { from_date: dateIn(8), to_date: dateIn(7) }))).toEqual({
      to_date: 'end_date_before_start',
    });
    expect(await fieldsOf(post(holidayPath, { from_date: dateIn(-8), to_date: dateIn(7) }))).toEqual({
      from_date: 'date_in_past',
    });
    expect(await fieldsOf(post(holidayPath, { from_date: dateIn(1), to_date: dateIn(400) }))).toEqual({
      to_date: 'range_too_long',
    });
    expect(await fieldsOf(post(holidayPath, { from_date: dateIn(1) }))).toEqual({ to_date: 'required' });
  });

  it('lets a running range keep its past first day but not move a date into the past', async () => {
    const [running] = await db
      .insert(unavailabilities)
      .values({ coachId: coach.id, kind: 'blocked_day', date: dateIn(-2), toDate: dateIn(2) })
      .returning();
    const entry = `${path()}/${running!.id}`;
    const extended = await put(entry, { kind: 'blocked_day', date: dateIn(-2), to_date: dateIn(4), note: 'verlängert' });
    expect(extended.status).toBe(200);
    expect(await fieldsOf(put(entry, { kind: 'blocked_day', date: dateIn(-3), to_date: dateIn(4) }))).toEqual({
      date: 'date_in_past',
    });

    const [holiday] = await db
      .insert(holidays)
      .values({ coachId: coach.id, fromDate: dateIn(-5), toDate: dateIn(1) })
      .returning();
    const shortened = await put(`${base()}/holidays/${holiday!.id}`, { from_date: dateIn(-5), to_date: dateIn(0) });
    expect(shortened.status).toBe(200);
    expect(await fieldsOf(put(`${base()}/holidays/${holiday!.id}`, { from_date: dateIn(-5), to_date: dateIn(-1) }))).toEqual({
      to_date: 'date_in_past',
    });
  });
});

describe('permissions', () => {
  let entryId: number;
  let holidayId: number;
  let intruder: User;
  let intruderToken: string;

  beforeAll(async () => {
    entryId = (await post(`${base()}/unavailabilities`, { kind: 'weekday', weekday: 7 })).body.data.id;
    holidayId = (await post(`${base()}/holidays`, { from_date: dateIn(100), to_date: dateIn(101) })).body.data.id;
    intruder = await createUser({ role: 'coach' });
    intruderToken = await sessionFor(intruder);
  });

  /** The owner's entries and holidays as stored, to show a refused request changed nothing. */
  const ownerRows = async () => ({
    unavailabilities: await db.select().from(unavailabilities).where(eq(unavailabilities.coachId, coach.id)),
    holidays: await db.select().from(holidays).where(eq(holidays.coachId, coach.id)),
  });

  it('another coach can neither read nor change nor delete', async () => {
    const before = await ownerRows();
    expect((await api(`${base()}/unavailabilities`, { token: intruderToken })).status).toBe(403);
    expect((await post(`${base()}/unavailabilities`, { kind: 'weekday', weekday: 2 }, intruderToken)).status).toBe(403);
    expect((await post(`${base()}/holidays`, { from_date: dateIn(3), to_date: dateIn(4) }, intruderToken)).status).toBe(403);
    expect((await put(`${base()}/unavailabilities/${entryId}`, { kind: 'weekday', weekday: 2 }, intruderToken)).status).toBe(403);
    expect(
      (await put(`${base()}/holidays/${holidayId}`, { from_date: dateIn(3), to_date: dateIn(4) }, intruderToken)).status,
    ).toBe(403);
    expect((await remove(`${base()}/unavailabilities/${entryId}`, intruderToken)).status).toBe(403);
    expect((await remove(`${base()}/holidays/${holidayId}`, intruderToken)).status).toBe(403);
    // Through their own path the ids of others are simply not found.
    const own = `/coaches/${intruder.id}`;
    expect((await put(`${own}/unavailabilities/${entryId}`, { kind: 'weekday', weekday: 2 }, intruderToken)).status).toBe(404);
    expect((await remove(`${own}/unavailabilities/${entryId}`, intruderToken)).status).toBe(404);
    expect((await put(`${own}/holidays/${holidayId}`, { from_date: dateIn(3), to_date: dateIn(4) }, intruderToken)).status).toBe(
      404,
    );
    expect((await remove(`${own}/holidays/${holidayId}`, intruderToken)).status).toBe(404);
    const mine = (await api(`${base()}/unavailabilities`, { token })).body.data;
    expect(mine.unavailabilities.find((u: { id: number }) => u.id === entryId)).toMatchObject({ weekday: 7 });
    expect(mine.holidays.find((h: { id: number }) => h.id === holidayId)).toMatchObject({ to_date: dateIn(101) });
    expect(await ownerRows()).toEqual(before);
    expect(await db.select().from(unavailabilities).where(eq(unavailabilities.coachId, intruder.id))).toEqual([]);
  });

  it('admin, associate and finance read but cannot write; nobody reads anonymously', async () => {
    const before = await ownerRows();
    for (const role of ['admin', 'associate', 'finance'] as const) {
      const staff = await sessionFor(await createUser({ role }));
      const list = await api(`${base()}/unavailabilities`, { token: staff });
      expect([role, list.status]).toEqual([role, 200]);
      expect(list.body.data.holidays.map((h: { id: number }) => h.id)).toContain(holidayId);
      expect((await post(`${base()}/unavailabilities`, { kind: 'weekday', weekday: 2 }, staff)).status).toBe(403);
      expect((await put(`${base()}/unavailabilities/${entryId}`, { kind: 'weekday', weekday: 2 }, staff)).status).toBe(403);
      expect((await remove(`${base()}/unavailabilities/${entryId}`, staff)).status).toBe(403);
      expect((await post(`${base()}/holidays`, { from_date: dateIn(3), to_date: dateIn(4) }, staff)).status).toBe(403);
      expect((await remove(`${base()}/holidays/${holidayId}`, staff)).status).toBe(403);
    }
    expect((await api(`${base()}/unavailabilities`)).status).toBe(401);
    expect((await post(`${base()}/unavailabilities`, { kind: 'weekday', weekday: 2 }, '')).status).toBe(401);
    expect(await ownerRows()).toEqual(before);
  });

  it('answers 404 for an unknown id or a user who is not a coach', async () => {
    const admin = await sessionFor(await createUser({ role: 'admin' }));
    const associate = await createUser({ role: 'associate' });
    expect((await api('/coaches/999999/unavailabilities', { token: admin })).status).toBe(404);
    expect((await api(`/coaches/${associate.id}/unavailabilities`, { token: admin })).status).toBe(404);
  });
});

/**
 * Why each coach cannot take the slot, as the ranking and the staffing plan read it (the plan's facts): the kinds of
 * the entries and holidays that meet it (with their rows), in the reasons' order; coaches without one are left out.
 */
async function unavailabilityReasons(coachIds: number[], slot: Slot) {
  const facts = await loadCoachFacts(db, { dates: [slot.date], coachIds });
  const span = { workshopId: 0, date: slot.date, start: minutes(slot.startTime), end: minutes(slot.endTime) };
  const reasons = new Map<number, { kind: string; id: number | undefined }[]>();
  for (const coach of facts.coaches) {
    const found = busySpansAt(coach.busy, span, facts.travelGapMinutes)
      .flatMap(({ kind, sourceId }) => (kind === 'placement' ? [] : [{ kind, id: sourceId }]))
      .sort((a, b) => reasonOrder.indexOf(a.kind) - reasonOrder.indexOf(b.kind) || a.id! - b.id!);
    if (found.length > 0) reasons.set(coach.id, found);
  }
  return reasons;
}

describe('unavailability reasons of a slot (staffing)', () => {
  // 2027-03-10 is a Wednesday.
  const wednesday = '2027-03-10';

  it('knows weekdays and the times of day a slot touches', () => {
    expect(isoWeekday(wednesday)).toBe(3);
    expect(isoWeekday('2027-03-14')).toBe(7);
    expect(timesOfDayOf('08:00', '10:00')).toEqual(['before_noon']);
    expect(timesOfDayOf('10:00', '12:00')).toEqual(['before_noon']);
    expect(timesOfDayOf('11:00', '13:00')).toEqual(['before_noon', 'afternoon']);
    expect(timesOfDayOf('12:00', '14:00')).toEqual(['afternoon']);
    expect(timesOfDayOf('17:00', '19:00')).toEqual(['afternoon', 'evening']);
    expect(timesOfDayOf('18:00', '20:00')).toEqual(['evening']);
  });

  it('lists per coach the entries and holidays that meet the slot', async () => {
    const [a, b, c, free] = await Promise.all([1, 2, 3, 4].map(() => createUser({ role: 'coach' })));
    const rows = await db
      .insert(unavailabilities)
      .values([
        { coachId: a!.id, kind: 'blocked_day', date: '2027-03-08', toDate: '2027-03-12' },
        { coachId: a!.id, kind: 'time_of_day', timeOfDay: 'before_noon' },
        { coachId: a!.id, kind: 'time_of_day', timeOfDay: 'evening' },
        { coachId: b!.id, kind: 'weekday', weekday: 3 },
        { coachId: b!.id, kind: 'blocked_day', date: '2027-03-11' },
        { coachId: c!.id, kind: 'time_of_day', timeOfDay: 'afternoon', weekday: 3 },
        { coachId: c!.id, kind: 'time_of_day', timeOfDay: 'afternoon', weekday: 4 },
        { coachId: free!.id, kind: 'weekday', weekday: 4 },
        { coachId: free!.id, kind: 'blocked_day', date: '2027-03-09' },
        { coachId: free!.id, kind: 'time_of_day', timeOfDay: 'evening', weekday: 3 },
      ])
      .returning();
    const [holidayOfC] = await db
      .insert(holidays)
      .values([
        { coachId: c!.id, fromDate: '2027-03-10', toDate: '2027-03-20' },
        { coachId: free!.id, fromDate: '2027-03-11', toDate: '2027-03-20' },
      ])
      .returning();
    const ids = rows.map((r) => r.id);
    const coaches = [a!.id, b!.id, c!.id, free!.id];

    const morning = await unavailabilityReasons(coaches, { date: wednesday, startTime: '09:00', endTime: '13:00' });
    expect(morning.get(a!.id)).toEqual([
      { kind: 'blocked_day', id: ids[0] },
      { kind: 'time_of_day', id: ids[1] },
    ]);
    expect(morning.get(b!.id)).toEqual([{ kind: 'weekday', id: ids[3] }]);
    expect(morning.get(c!.id)).toEqual([
      { kind: 'holiday', id: holidayOfC!.id },
      { kind: 'time_of_day', id: ids[5] },
    ]);
    expect(morning.has(free!.id)).toBe(false);

    const thursdayEvening = await unavailabilityReasons([b!.id, free!.id], {
      date: '2027-03-11',
      startTime: '18:30',
      endTime: '20:00',
    });
    expect(thursdayEvening.get(b!.id)).toEqual([{ kind: 'blocked_day', id: ids[4] }]);
    expect(thursdayEvening.get(free!.id)).toEqual([
      { kind: 'holiday', id: expect.any(Number) },
      { kind: 'weekday', id: ids[7] },
    ]);

    expect(await unavailabilityReasons([], { date: wednesday, startTime: '09:00', endTime: '10:00' })).toEqual(new Map());
  });

  it('takes any number of coaches (one bound parameter for the ids)', async () => {
    const coach = await createUser({ role: 'coach' });
    await db.insert(unavailabilities).values({ coachId: coach.id, kind: 'weekday', weekday: 3 });
    const many = [...Array.from({ length: 250 }, (_, i) => 900_000 + i), coach.id];
    const reasons = await unavailabilityReasons(many, { date: wednesday, startTime: '14:00', endTime: '15:00' });
    expect([...reasons.keys()]).toEqual([coach.id]);
  });
});
