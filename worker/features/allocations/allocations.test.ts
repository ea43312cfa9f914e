import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { coachProfiles, coachRequests, users, workshopCoaches, workshops } from '../../db/schema';
import { todayInZurich } from '../../contract/lib/dates';
import { dateIn, seedCatalogue } from '../../test/catalogue';
import { api, createUser, db, sessionFor } from '../../test/factories';
import { submitInquiry } from '../../test/inquiries';

type Workshop = typeof workshops.$inferSelect;

let catalogue: Awaited<ReturnType<typeof seedCatalogue>>;
let token: string;

beforeAll(async () => {
  catalogue = await seedCatalogue();
  token = await sessionFor(await createUser({ role: 'associate' }));
});

/** Workshops made the real way (an inquiry validated), in id order; each inquiry gives three. */
async function newWorkshops(count: number): Promise<Workshop[]> {
  const made: Workshop[] = [];
  while (made.length < count) {
    const { id } = await submitInquiry(catalogue);
    await api(`/inquiries/${id}/validate`, { method: 'POST', token });
    made.push(...(await db.select().from(workshops).where(eq(workshops.inquiryId, id)).orderBy(workshops.id)));
  }
  return made.slice(0, count);
}

/** Each test moves its workshops into a year no other test uses, so it reads a period of its own. */
async function update(workshop: Workshop, patch: Partial<Workshop>) {
  await db.update(workshops).set(patch).where(eq(workshops.id, workshop.id));
}

const place = (workshop: Workshop, ...coaches: { id: number }[]) =>
  db.insert(workshopCoaches).values(coaches.map((coach) => ({ workshopId: workshop.id, coachId: coach.id, placedAt: 1 })));

async function coach(lastname: string, state: 'active' | 'inactive' = 'active') {
  const user = await createUser({ role: 'coach', state });
  await db.update(users).set({ lastname }).where(eq(users.id, user.id));
  return { ...user, lastname };
}

const overview = (search: string, as = token) => api(`/workshops/allocations?${search}`, { token: as });
const ids = (list: { id: number }[]) => list.map((item) => item.id);

describe('GET /api/workshops/allocations', () => {
  it('counts and lists each coach’s workshops, busiest first, with the coaches who have none', async () => {
    const [a, b, c] = await newWorkshops(3);
    await update(a!, { date: '2041-03-02' });
    await update(b!, { date: '2041-03-10', startTime: '08:00' });
    await update(c!, { date: '2041-03-02', startTime: '13:00', state: 'to-realize' });
    const busy = await coach('Zeller');
    const bauer = await coach('Bauer');
    const dorn = await coach('Dorn', 'inactive');
    const idle = await coach('Aebi');
    const gone = await coach('Aaron', 'inactive');
    await place(a!, busy, dorn);
    await place(b!, busy);
    await place(c!, busy, bauer);

    const { status, body } = await overview('from=2041-03-01&to=2041-03-31');
    expect(status).toBe(200);
    const { coaches } = body.data;
    expect(ids(coaches.slice(0, 3))).toEqual([busy.id, bauer.id, dorn.id]);
    expect(coaches[0]).toMatchObject({
      firstname: busy.firstname,
      lastname: 'Zeller',
      state: 'active',
      workshop_count: 3,
      minutes: a!.durationMinutes + b!.durationMinutes + c!.durationMinutes,
    });
    expect(ids(coaches[0].workshops)).toEqual([a!.id, c!.id, b!.id]);
    expect(coaches[0].workshops[0]).toEqual({
      id: a!.id,
      date: '2041-03-02',
      start_time: a!.startTime,
      end_time: a!.endTime,
      title: 'Kinderrechte',
      institute: 'Scuola Media Lugano',
      location: 'Lugano',
      state: 'initialized',
      language: a!.language,
      unavailable: [],
    });
    expect(coaches[2]).toMatchObject({ state: 'inactive', workshop_count: 1 });
    expect(coaches.find((entry: { id: number }) => entry.id === idle.id)).toMatchObject({
      workshop_count: 0,
      minutes: 0,
      workshops: [],
    });
    expect(ids(coaches)).not.toContain(gone.id);
    expect(coaches.every((entry: { id: number; state: string }) => entry.state === 'active' || entry.id === dorn.id)).toBe(true);
  });

  it('gives titles in the reader’s language, German when there is no translation', async () => {
    const [rights, , racism] = await newWorkshops(3);
    const placed = await coach('Roux');
    await update(rights!, { date: '2042-05-04' });
    await update(racism!, { date: '2042-05-05' });
    await place(rights!, placed);
    await place(racism!, placed);
    const french = await sessionFor(await createUser({ role: 'admin', language: 'fr' }));
    const { body } = await overview(`from=2042-05-01&to=2042-05-31&coach=${placed.id}`, french);
    expect(body.data.coaches[0].workshops.map((w: { title: string }) => w.title)).toEqual([
      'Droits de l’enfant',
      'Diskriminierung und Rassismus',
    ]);
  });

  it('includes both ends of the period and nothing outside it', async () => {
    const [before, first, last, after] = await newWorkshops(4);
    const placed = await coach('Grenz');
    await update(before!, { date: '2043-01-31' });
    await update(first!, { date: '2043-02-01' });
    await update(last!, { date: '2043-02-28' });
    await update(after!, { date: '2043-03-01' });
    await place(before!, placed);
    await place(first!, placed);
    await place(last!, placed);
    await place(after!, placed);

    const { body } = await overview(`from=2043-02-01&to=2043-02-28&coach=${placed.id}`);
    expect(body.data).toMatchObject({ from: '2043-02-01', to: '2043-02-28' });
    expect(body.data.coaches).toHaveLength(1);
    expect(body.data.coaches[0].workshop_count).toBe(2);
    expect(ids(body.data.coaches[0].workshops)).toEqual([first!.id, last!.id]);
    expect(ids(body.data.unstaffed)).toEqual([first!.id, last!.id]);
  });

  it('leaves cancelled workshops out of the load and of the unstaffed list', async () => {
    const [kept, cancelled] = await newWorkshops(2);
    const placed = await coach('Storno');
    await update(kept!, { date: '2044-06-01' });
    await update(cancelled!, { date: '2044-06-02', state: 'cancelled' });
    await place(kept!, placed);
    await place(cancelled!, placed);

    const { body } = await overview(`from=2044-06-01&to=2044-06-30&coach=${placed.id}`);
    expect(body.data.workshop_count).toBe(1);
    expect(body.data.coaches[0]).toMatchObject({ workshop_count: 1, minutes: kept!.durationMinutes });
    expect(ids(body.data.coaches[0].workshops)).toEqual([kept!.id]);
    expect(ids(body.data.unstaffed)).toEqual([kept!.id]);
  });

  it('lists the workshops still lacking coaches, and filters by language and coach', async () => {
    const list = await newWorkshops(6);
    const [fresh, requested, half, full, done, french] = list;
    const placed = await coach('Voll');
    const other = await coach('Halb');
    await update(fresh!, { date: '2045-09-01' });
    await update(requested!, { date: '2045-09-02', state: 'coaches_requested' });
    await update(half!, { date: '2045-09-03', state: 'to-realize', coachesNeeded: 2 });
    await update(full!, { date: '2045-09-04', state: 'to-realize' });
    await update(done!, { date: '2045-09-05', state: 'done' });
    await update(french!, { date: '2045-09-06', language: 'fr' });
    await place(half!, other);
    await place(full!, placed);
    await place(done!, placed);

    const { body } = await overview('from=2045-09-01&to=2045-09-30');
    expect(ids(body.data.unstaffed)).toEqual([fresh, requested, half, french].map((w) => w!.id));
    expect(body.data.unstaffed[2]).toMatchObject({ state: 'to-realize', coaches_needed: 2, placed: 1 });
    expect(body.data.unstaffed[0]).toMatchObject({ state: 'initialized', coaches_needed: 1, placed: 0, title: 'Kinderrechte' });

    expect(body.data.workshop_count).toBe(6);
    const inFrench = await overview('from=2045-09-01&to=2045-09-30&language=fr');
    expect(inFrench.body.data.workshop_count).toBe(1);
    expect(ids(inFrench.body.data.unstaffed)).toEqual([french!.id]);
    expect(inFrench.body.data.coaches.find((c: { id: number }) => c.id === placed.id).workshop_count).toBe(0);

    const one = await overview(`from=2045-09-01&to=2045-09-30&coach=${placed.id}`);
    expect(one.body.data.coaches.map((c: { id: number; workshop_count: number }) => [c.id, c.workshop_count])).toEqual([
      [placed.id, 2],
    ]);
    expect(one.body.data.unstaffed).toHaveLength(4);
  });

  it('counts no workshops in a period without any, while still listing the active coaches', async () => {
    const idle = await coach('Leer');
    const { body } = await overview('from=2046-01-01&to=2046-01-31');
    expect(body.data).toMatchObject({ workshop_count: 0, unstaffed: [] });
    expect(body.data.coaches.find((c: { id: number }) => c.id === idle.id)).toMatchObject({ workshop_count: 0, workshops: [] });
  });

  it('covers today and the eight weeks after it unless told otherwise', async () => {
    const plain = await overview('');
    expect(plain.status).toBe(200);
    expect(plain.body.data).toMatchObject({ from: todayInZurich(), to: dateIn(56) });
    const fromOnly = await overview('from=2046-01-01');
    expect(fromOnly.body.data).toMatchObject({ from: '2046-01-01', to: '2046-02-26' });
  });

  it('answers 422 for bad dates, a reversed or too long period and unknown filters', async () => {
    const issue = async (search: string) => {
      const { status, body } = await overview(search);
      return [status, body.error?.code, body.error?.fields?.[0]?.path, body.error?.fields?.[0]?.message];
    };
    expect(await issue('from=2041-02-30')).toEqual([422, 'validation_failed', 'from', 'date_invalid']);
    expect(await issue('from=2041-03-10&to=2041-03-09')).toEqual([422, 'validation_failed', 'to', 'end_date_before_start']);
    expect(await issue('from=2041-03-10&to=2042-03-11')).toEqual([422, 'validation_failed', 'to', 'range_too_long']);
    expect(await issue(`to=${dateIn(-1)}`)).toEqual([422, 'validation_failed', 'to', 'end_date_before_start']);
    expect((await issue('language=xx'))[0]).toBe(422);
    expect((await issue('coach=abc'))[0]).toBe(422);
    expect((await overview('from=2041-03-10&to=2042-03-10')).status).toBe(200);
    expect((await overview('from=2041-03-10&to=2041-03-10')).status).toBe(200);
  });

  it('is reached before /workshops/{id} and is for admins and associates only', async () => {
    const admin = await overview('', await sessionFor(await createUser({ role: 'admin' })));
    expect(admin.status).toBe(200);
    expect(Array.isArray(admin.body.data.coaches) && Array.isArray(admin.body.data.unstaffed)).toBe(true);
    expect((await api('/workshops/allocations')).status).toBe(401);
    for (const role of ['coach', 'finance'] as const) {
      const denied = await overview('', await sessionFor(await createUser({ role })));
      expect([denied.status, denied.body.error.code]).toEqual([403, 'forbidden']);
    }
  });

  it('reads inactive coaches only while they have placements', async () => {
    const [workshop] = await newWorkshops(1);
    const leaving = await coach('Weg', 'inactive');
    await update(workshop!, { date: '2047-04-01' });
    await place(workshop!, leaving);
    const within = await overview(`from=2047-04-01&to=2047-04-30&coach=${leaving.id}`);
    expect(ids(within.body.data.coaches)).toEqual([leaving.id]);
    const later = await overview(`from=2047-05-01&to=2047-05-31&coach=${leaving.id}`);
    expect(later.body.data.coaches).toEqual([]);
  });
});

describe('workload in the allocations overview', () => {
  it('counts each coach’s placed and asked workshops per month of the period against the monthly target and maximum', async () => {
    const [a, b, c, d] = await newWorkshops(4);
    await update(a!, { date: '2043-05-28' });
    await update(b!, { date: '2043-06-03' });
    await update(c!, { date: '2043-06-17' });
    await update(d!, { date: '2043-06-24', state: 'cancelled' });
    const limited = await coach('Keller');
    await db.insert(coachProfiles).values({ userId: limited.id, workloadMonthTarget: 2, workloadMonthMax: 3 });
    await place(a!, limited);
    await place(b!, limited);
    await place(d!, limited);
    await db.insert(coachRequests).values({ workshopId: c!.id, coachId: limited.id, state: 'new-request' });

    const { body } = await overview('from=2043-05-20&to=2043-07-10');

    expect(body.data.coaches.find((x: { id: number }) => x.id === limited.id).workload).toEqual({
      month_target: 2,
      month_max: 3,
      months: [
        { month: '2043-05', count: 1 },
        // The placement and the open request; the cancelled workshop does not count.
        { month: '2043-06', count: 2 },
        { month: '2043-07', count: 0 },
      ],
    });
  });
});
