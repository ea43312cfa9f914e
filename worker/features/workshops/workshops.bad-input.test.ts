import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, workshopCoaches, workshops } from '../../db/schema';
import { impossibleDates, invalidFields, malformedIds } from '../../test/bad-input';
import { dateIn, seedCatalogue } from '../../test/catalogue';
import { emulateD1LikeLimit } from '../../test/d1-like-limit';
import { api, createUser, db, sessionFor } from '../../test/factories';
import { submitInquiry } from '../../test/inquiries';

let catalogue: Awaited<ReturnType<typeof seedCatalogue>>;
let token: string;
let target: typeof workshops.$inferSelect;
let other: typeof workshops.$inferSelect;
let restoreD1 = () => {};

/** 63 bytes; as a search it was one LIKE pattern over D1's 50 bytes, an error 500 in production. */
const LONG_INSTITUTE = 'Oberstufenzentrum Grosshöchstetten-Zäziwil Schulhaus Nord';
/** One word of 54 characters. */
const LONG_WORD = 'Donaudampfschifffahrtsgesellschaftskapitänswitwenrente';
const LONG_COACH = { firstname: 'Anna-Katharina Magdalena', lastname: 'Vonderschmitt-Zurbriggen' };

beforeAll(async () => {
  restoreD1 = emulateD1LikeLimit();
  catalogue = await seedCatalogue();
  token = await sessionFor(await createUser({ role: 'associate' }));
  const { id } = await submitInquiry(catalogue);
  await api(`/inquiries/${id}/validate`, { method: 'POST', token });
  const made = await db.select().from(workshops).where(eq(workshops.inquiryId, id)).orderBy(workshops.id);
  [target, other] = [made[0]!, made[1]!];
  await db.update(workshops).set({ institute: LONG_INSTITUTE, location: LONG_WORD }).where(eq(workshops.id, target.id));
  const coach = await createUser({ role: 'coach' });
  await db.update(users).set(LONG_COACH).where(eq(users.id, coach.id));
  await db.insert(workshopCoaches).values({ workshopId: target.id, coachId: coach.id, placedAt: 1 });
});

afterAll(() => restoreD1());

const ids = (body: { data: { items: { id: number }[] } }) => body.data.items.map((w) => w.id);
const query = (text: string) => encodeURIComponent(text);

describe('searches longer than a D1 LIKE pattern', () => {
  it('q and coach_name of 49+ bytes find the right workshop (word by word)', async () => {
    const byInstitute = await api(`/workshops?q=${query(LONG_INSTITUTE)}`, { token });
    expect(byInstitute.status).toBe(200);
    expect(ids(byInstitute.body)).toEqual([target.id]);

    expect(ids((await api(`/workshops?q=${query(LONG_WORD)}`, { token })).body)).toEqual([target.id]);
    expect(ids((await api(`/workshops?q=${query(`${LONG_WORD} Grosshöchstetten nord`)}`, { token })).body)).toEqual([target.id]);
    expect(ids((await api(`/workshops?q=${query(`${LONG_WORD} Lugano`)}`, { token })).body)).toEqual([]);

    const fullName = `${LONG_COACH.firstname} ${LONG_COACH.lastname}`;
    expect(ids((await api(`/workshops?coach_name=${query(fullName)}`, { token })).body)).toEqual([target.id]);
    expect(ids((await api(`/workshops?coach_name=${query(`${fullName} Nobody`)}`, { token })).body)).toEqual([]);
  });

  it('the upcoming list (finance) searches the same way; 100 characters is the documented maximum', async () => {
    const finance = await sessionFor(await createUser({ role: 'finance' }));
    const upcoming = await api(`/workshops/upcoming?q=${query(LONG_INSTITUTE)}&coach_name=${query(LONG_COACH.lastname)}`, {
      token: finance,
    });
    expect(ids(upcoming.body)).toEqual([target.id]);
    const hundred = `${LONG_WORD} ${'ä'.repeat(45)}`;
    expect(hundred).toHaveLength(100);
    expect((await api(`/workshops/upcoming?q=${query(hundred)}`, { token: finance })).status).toBe(200);
    expect(await invalidFields(api(`/workshops/upcoming?q=${'x'.repeat(101)}`, { token: finance }))).toEqual({
      q: 'too_long',
    });
  });

  it('LIKE wildcards are plain characters', async () => {
    for (const text of ['%', '_', '\\', '%%%%_%', 'Ober%Nord']) {
      expect(ids((await api(`/workshops?q=${query(text)}`, { token })).body)).toEqual([]);
    }
  });
});

describe('impossible dates and times are refused', () => {
  const edit = (overrides: Record<string, unknown>) => ({
    offered_workshop_id: catalogue.rights.id,
    language: 'de',
    date: dateIn(40),
    start_time: '09:00',
    end_time: '10:30',
    institute: 'Schule',
    location: 'Bern',
    price_centimes: 1000,
    ...overrides,
  });

  it('PUT /workshops/{id} stores none of them', async () => {
    for (const date of impossibleDates) {
      expect(await invalidFields(api(`/workshops/${other.id}`, { method: 'PUT', token, json: edit({ date }) }))).toEqual({
        date: 'date_invalid',
      });
    }
    expect(
      await invalidFields(
        api(`/workshops/${other.id}`, { method: 'PUT', token, json: edit({ start_time: '24:00', end_time: '12:60' }) }),
      ),
    ).toEqual({ start_time: 'time_invalid', end_time: 'time_invalid' });
    const [row] = await db.select().from(workshops).where(eq(workshops.id, other.id));
    expect(row!.date).toBe(other.date);
  });

  it('POST /workshops/replicate copies to none of them', async () => {
    const before = (await db.select().from(workshops)).length;
    for (const date of impossibleDates) {
      const answer = api('/workshops/replicate', { method: 'POST', token, json: { items: [{ workshop_id: other.id, date }] } });
      expect(await invalidFields(answer)).toEqual({ 'items.0.date': 'date_invalid' });
    }
    const times = { workshop_id: other.id, date: dateIn(41), start_time: '7:00', end_time: '23:61' };
    expect(await invalidFields(api('/workshops/replicate', { method: 'POST', token, json: { items: [times] } }))).toEqual({
      'items.0.start_time': 'time_invalid',
      'items.0.end_time': 'time_invalid',
    });
    expect((await db.select().from(workshops)).length).toBe(before);
  });

  it('the list filters refuse them, and an empty date', async () => {
    for (const date of [...impossibleDates, '']) {
      expect(await invalidFields(api(`/workshops?date_from=${date}`, { token }))).toEqual({ date_from: 'date_invalid' });
      expect(await invalidFields(api(`/workshops/upcoming?date_to=${date}`, { token }))).toEqual({ date_to: 'date_invalid' });
    }
  });
});

describe('ids are plain positive integers', () => {
  it('in the path', async () => {
    for (const id of malformedIds) {
      expect(await invalidFields(api(`/workshops/${id}`, { token }))).toEqual({ id: 'number_expected' });
      expect(
        await invalidFields(api(`/workshops/${id}/set-state`, { method: 'POST', token, json: { state: 'cancelled' } })),
      ).toEqual({ id: 'number_expected' });
    }
    expect((await api(`/workshops/${other.id}`, { token })).status).toBe(200);
  });

  it('in the query and the body', async () => {
    for (const id of malformedIds) {
      expect(await invalidFields(api(`/workshops?coach=${id}&series=${id}`, { token }))).toEqual({
        coach: 'number_expected',
        series: 'number_expected',
      });
    }
    expect(await invalidFields(api('/workshops?page=1.0&per_page=0x10', { token }))).toEqual({
      page: 'number_expected',
      per_page: 'number_expected',
    });
    for (const workshop_id of ['1', 1.5, -1, 0, 2 ** 53, null, [1], { id: 1 }]) {
      const answer = api('/workshops/replicate', { method: 'POST', token, json: { items: [{ workshop_id, date: dateIn(9) }] } });
      expect(Object.keys(await invalidFields(answer))).toEqual(['items.0.workshop_id']);
    }
  });
});
