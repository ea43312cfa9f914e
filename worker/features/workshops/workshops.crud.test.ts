import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { coachRequests, workshopCoaches, workshops } from '../../db/schema';
import { dateIn, seedCatalogue } from '../../test/catalogue';
import { api, createUser, db, sessionFor } from '../../test/factories';
import { submitInquiry } from '../../test/inquiries';

let catalogue: Awaited<ReturnType<typeof seedCatalogue>>;
let token: string;
let coach: Awaited<ReturnType<typeof createUser>>;
let planned: { series: (typeof workshops.$inferSelect)[]; single: typeof workshops.$inferSelect; inquiryId: number };

beforeAll(async () => {
  catalogue = await seedCatalogue();
  token = await sessionFor(await createUser({ role: 'associate' }));
  coach = await createUser({ role: 'coach' });
  const { id } = await submitInquiry(catalogue);
  await api(`/inquiries/${id}/validate`, { method: 'POST', token });
  const created = await db.select().from(workshops).where(eq(workshops.inquiryId, id));
  planned = { series: created.filter((w) => w.seriesId), single: created.find((w) => !w.seriesId)!, inquiryId: id };
  await db.insert(workshopCoaches).values({ workshopId: planned.single.id, coachId: coach.id, placedAt: 1 });
  await db.update(workshops).set({ state: 'to-realize' }).where(eq(workshops.id, planned.single.id));
  await db.insert(coachRequests).values({ workshopId: planned.single.id, coachId: coach.id, state: 'placed' });
});

const ids = (body: { data: { items: { id: number }[] } }) => body.data.items.map((w) => w.id);

describe('GET /api/workshops', () => {
  it('lists by date with title, coaches and counts, filtered by state, subject, coach, series, dates and text', async () => {
    const all = await api(`/workshops?series=${planned.series[0]!.seriesId}`, { token });
    expect(ids(all.body)).toEqual(planned.series.map((w) => w.id).sort((a, b) => a - b));
    expect(all.body.data.items[0]).toMatchObject({ title: 'Kinderrechte', type: 'series', state: 'initialized', coaches: [] });

    const byCoach = await api(`/workshops?coach=${coach.id}`, { token });
    expect(ids(byCoach.body)).toEqual([planned.single.id]);
    expect(byCoach.body.data.items[0].coaches).toEqual([{ id: coach.id, name: `${coach.firstname} ${coach.lastname}` }]);

    const byName = await api(`/workshops?coach_name=${encodeURIComponent(coach.lastname.toLowerCase())}&q=Lugano`, { token });
    expect(ids(byName.body)).toEqual([planned.single.id]);
    expect(ids((await api('/workshops?coach_name=Nobody%20Here', { token })).body)).toEqual([]);

    const subject = await api(`/workshops?subject=${catalogue.racism.id}&state=to-realize`, { token });
    expect(ids(subject.body)).toEqual([planned.single.id]);
    expect(subject.body.data.counts['to-realize']).toBe(1);

    const window = await api(`/workshops?date_from=${dateIn(21)}&date_to=${dateIn(23)}&q=Lugano`, { token });
    expect(ids(window.body)).toContain(planned.single.id);
    expect(ids(window.body)).not.toContain(planned.series[0]!.id);
    expect((await api('/workshops?language=it&q=Scuola%20Media%20Lugano', { token })).body.data.total).toBeGreaterThanOrEqual(3);
  });

  it('is for staff; finance gets the upcoming list instead', async () => {
    const finance = await sessionFor(await createUser({ role: 'finance' }));
    expect((await api('/workshops', { token: finance })).status).toBe(403);
    expect((await api('/workshops', { token: await sessionFor(coach) })).status).toBe(403);
    const upcoming = await api('/workshops/upcoming?per_page=200', { token: finance });
    expect(upcoming.status).toBe(200);
    expect(ids(upcoming.body)).toEqual(expect.arrayContaining([planned.single.id, ...planned.series.map((w) => w.id)]));
    expect(
      upcoming.body.data.items.every((w: { date: string; state: string }) => w.date >= dateIn(0) && w.state !== 'cancelled'),
    ).toBe(true);
    expect((await api('/workshops/upcoming', { token: await sessionFor(coach) })).status).toBe(403);
  });
});

describe('GET /api/workshops/{id}', () => {
  it('shows the inquiry, series, coaches and requests', async () => {
    const { status, body } = await api(`/workshops/${planned.series[0]!.id}`, { token });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      title: 'Kinderrechte',
      inquiry: { id: planned.inquiryId, state: 'validated' },
      price_centimes: 45000,
    });
    expect(body.data.series.map((w: { id: number }) => w.id)).toEqual(planned.series.map((w) => w.id));
    const single = (await api(`/workshops/${planned.single.id}`, { token })).body.data;
    expect(single.series).toEqual([]);
    expect(single.coaches).toEqual([{ id: coach.id, name: expect.any(String) }]);
    expect(single.coach_requests).toEqual([
      expect.objectContaining({ coach: { id: coach.id, name: expect.any(String) }, state: 'placed' }),
    ]);
    expect((await api(`/workshops/${planned.single.id}/series`, { token })).body.data.map((w: { id: number }) => w.id)).toEqual([
      planned.single.id,
    ]);
  });
});

describe('PUT /api/workshops/{id}', () => {
  const edit = (overrides: Record<string, unknown> = {}) => ({
    offered_workshop_id: catalogue.racism.id,
    language: 'de',
    date: dateIn(50),
    start_time: '09:00',
    end_time: '11:15',
    institute: 'Scuola Media Lugano',
    location: 'Lugano',
    room: 'Aula 12',
    price_centimes: 55000,
    ...overrides,
  });

  const fieldsOfEdit = async (json: Record<string, unknown>) => {
    const res = await api(`/workshops/${planned.single.id}`, { method: 'PUT', token, json });
    return Object.fromEntries(res.body.error.fields.map((f: { path: string; message: string }) => [f.path, f.message]));
  };

  it('saves the changes (also how many coaches it needs) and recomputes the duration', async () => {
    const { status, body } = await api(`/workshops/${planned.single.id}`, {
      method: 'PUT',
      token,
      json: edit({ coaches_needed: 2 }),
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      date: dateIn(50),
      start_time: '09:00',
      end_time: '11:15',
      duration_minutes: 135,
      room: 'Aula 12',
      price_centimes: 55000,
      coaches_needed: 2,
    });
    expect((await fieldsOfEdit(edit({ coaches_needed: 0 }))).coaches_needed).toBe('number_expected');
  });

  it('refuses an end before the start, missing fields, and edits of invoiced workshops', async () => {
    const fieldsOf = async (json: Record<string, unknown>) => {
      const res = await api(`/workshops/${planned.single.id}`, { method: 'PUT', token, json });
      expect(res.status).toBe(422);
      return Object.fromEntries(res.body.error.fields.map((f: { path: string; message: string }) => [f.path, f.message]));
    };
    expect(await fieldsOf(edit({ end_time: '08:00' }))).toEqual({ end_time: 'end_before_start' });
    expect(await fieldsOf(edit({ institute: '', location: ' ' }))).toEqual({ institute: 'required', location: 'required' });
    expect(await fieldsOf(edit({ institute: '', end_time: '08:00' }))).toEqual({
      institute: 'required',
      end_time: 'end_before_start',
    });
    const [copy] = (
      await api('/workshops/replicate', {
        method: 'POST',
        token,
        json: { items: [{ workshop_id: planned.single.id, date: dateIn(60) }] },
      })
    ).body.data;
    await db.update(workshops).set({ state: 'invoiced' }).where(eq(workshops.id, copy.id));
    const locked = await api(`/workshops/${copy.id}`, { method: 'PUT', token, json: edit() });
    expect([locked.status, locked.body.error.code]).toEqual([409, 'invalid_transition']);
  });
});

describe('POST /api/workshops/replicate', () => {
  it('copies workshops to new dates as independent, initialized workshops without coaches', async () => {
    const { status, body } = await api('/workshops/replicate', {
      method: 'POST',
      token,
      json: {
        items: [
          { workshop_id: planned.single.id, date: dateIn(70) },
          { workshop_id: planned.series[0]!.id, date: dateIn(71), start_time: '14:00', end_time: '15:30' },
        ],
      },
    });
    expect(status).toBe(201);
    expect(body.data).toHaveLength(2);
    const [a, b] = await Promise.all(
      body.data.map((w: { id: number }) =>
        db
          .select()
          .from(workshops)
          .where(eq(workshops.id, w.id))
          .then((r) => r[0]!),
      ),
    );
    expect(a).toMatchObject({
      state: 'initialized',
      date: dateIn(70),
      duplicatedFromId: planned.single.id,
      inquirySlotId: null,
      seriesId: null,
      type: 'single',
      institute: 'Scuola Media Lugano',
    });
    expect(b).toMatchObject({
      date: dateIn(71),
      startTime: '14:00',
      endTime: '15:30',
      durationMinutes: 90,
      duplicatedFromId: planned.series[0]!.id,
      seriesId: null,
    });
    expect(await db.select().from(workshopCoaches).where(eq(workshopCoaches.workshopId, a.id))).toHaveLength(0);

    const bad = await api('/workshops/replicate', {
      method: 'POST',
      token,
      json: { items: [{ workshop_id: 999999, date: dateIn(3) }] },
    });
    expect(bad.body.error.fields).toEqual([expect.objectContaining({ path: 'items.0.workshop_id' })]);
    expect((await api('/workshops/replicate', { method: 'POST', token, json: { items: [] } })).status).toBe(422);
  });
});

describe('GET /api/workshops: order', () => {
  it('opens at today: the coming workshops by date, then the past from the latest back; sort=date is plain', async () => {
    const { id: _id, ...template } = planned.single;
    const at = (days: number, startTime = '08:00') => ({
      ...template,
      inquiryId: null,
      inquirySlotId: null,
      institute: 'Zeitachse Schule',
      date: dateIn(days),
      startTime,
    });
    const insert = async (values: ReturnType<typeof at>) =>
      (await db.insert(workshops).values(values).returning({ id: workshops.id }))[0]!.id;
    const [longAgo, laterOn5, recently, today, earlyOn5, far] = [
      await insert(at(-30)),
      await insert(at(5, '13:00')),
      await insert(at(-2)),
      await insert(at(0)),
      await insert(at(5, '08:00')),
      await insert(at(40)),
    ];

    const upcoming = await api('/workshops?q=Zeitachse', { token });
    expect(ids(upcoming.body)).toEqual([today, earlyOn5, laterOn5, far, recently, longAgo]);
    const byDate = await api('/workshops?q=Zeitachse&sort=date&order=asc', { token });
    expect(ids(byDate.body)).toEqual([longAgo, recently, today, earlyOn5, laterOn5, far]);
  });
});
