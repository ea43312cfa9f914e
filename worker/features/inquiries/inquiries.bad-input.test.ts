import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inquiries } from '../../db/schema';
import { impossibleDates, invalidFields, malformedIds } from '../../test/bad-input';
import { dateIn, seedCatalogue } from '../../test/catalogue';
import { emulateD1LikeLimit } from '../../test/d1-like-limit';
import { api, createUser, db, sessionFor } from '../../test/factories';
import { editForm, submitInquiry } from '../../test/inquiries';

let catalogue: Awaited<ReturnType<typeof seedCatalogue>>;
let token: string;
let inquiryId: number;
let restoreD1 = () => {};

const INSTITUTE = 'Collège Saint-Michel Fribourg';

beforeAll(async () => {
  restoreD1 = emulateD1LikeLimit();
  catalogue = await seedCatalogue();
  token = await sessionFor(await createUser({ role: 'associate' }));
  ({ id: inquiryId } = await submitInquiry(catalogue));
  await db.update(inquiries).set({ institute: INSTITUTE }).where(eq(inquiries.id, inquiryId));
});

afterAll(() => restoreD1());

const search = async (raw: string) => {
  const { status, body } = await api(`/inquiries?q=${raw}`, { token });
  expect(status).toBe(200);
  return body.data.items.map((item: { id: number }) => item.id);
};

describe('GET /inquiries?q: the full-text search takes any text', () => {
  it('a NUL byte and other control characters count as spaces (they broke the FTS5 query: 500)', async () => {
    expect(await search('Saint-Michel%00Fribourg')).toEqual([inquiryId]);
    expect(await search('ab%00cd')).toEqual([]);
    expect(await search('Saint-Michel%0A%09Fribourg%7F')).toEqual([inquiryId]);
    expect(await search('%00%01%02')).toContain(inquiryId);
  });

  it('quotes and FTS5 operators are plain characters', async () => {
    for (const text of [
      '"',
      '"""',
      'a"b',
      '*',
      'Saint*',
      'NEAR(Saint Michel)',
      'Saint AND Michel',
      'Saint OR x',
      'NOT x',
      '^Coll',
      'institute:Coll',
      '-x',
      '(',
      'x)',
    ]) {
      expect(await search(encodeURIComponent(text))).toEqual([]);
    }
    expect(await search(encodeURIComponent('gE saint-mich'))).toEqual([inquiryId]);
  });

  it('long and short searches: the phrase over the trigram index, two characters as a word', async () => {
    expect(await search(encodeURIComponent(`${INSTITUTE} ${INSTITUTE}`.slice(0, 100)))).toEqual([]);
    expect(await search(encodeURIComponent(INSTITUTE))).toEqual([inquiryId]);
    expect(await search(encodeURIComponent('è'))).toContain(inquiryId);
    expect(await invalidFields(api(`/inquiries?q=${'y'.repeat(101)}`, { token }))).toEqual({ q: 'too_long' });
  });
});

describe('filters and ids', () => {
  it('date filters take real calendar days only', async () => {
    for (const date of [...impossibleDates, '']) {
      expect(await invalidFields(api(`/inquiries?date_from=${date}&date_to=${date}`, { token }))).toEqual({
        date_from: 'date_invalid',
        date_to: 'date_invalid',
      });
    }
  });

  it('ids in the path, the query and the body are plain positive integers', async () => {
    for (const id of malformedIds) {
      expect(await invalidFields(api(`/inquiries/${id}`, { token }))).toEqual({ id: 'number_expected' });
      expect(await invalidFields(api(`/inquiries?workshop=${id}&grade=${id}&associate=${id}`, { token }))).toEqual({
        workshop: 'number_expected',
        grade: 'number_expected',
        associate: 'number_expected',
      });
    }
    expect((await api('/inquiries?associate=none', { token })).status).toBe(200);
    for (const associate_id of ['1', 1.5, 0, -3, 2 ** 53, true, [1]]) {
      const answer = api(`/inquiries/${inquiryId}/assign`, { method: 'POST', token, json: { associate_id } });
      expect(Object.keys(await invalidFields(answer))).toEqual(['associate_id']);
    }
  });
});

describe('the inquiry form refuses impossible dates and times', () => {
  const slot = (overrides: Record<string, unknown>) => ({
    uid: 'a',
    workshopId: catalogue.rights.id,
    date: dateIn(20),
    startTime: '08:00',
    endTime: '09:30',
    ...overrides,
  });
  const submit = (slots: unknown[]) => submitInquiry(catalogue, { slots }).catch((error: Error) => error.message);

  it('POST /inquiries', async () => {
    for (const date of impossibleDates) {
      expect(await submit([slot({ date })])).toMatch(
        /^inquiry not created: 422 .*"path":"slots\.0\.date","code":"custom","message":"date_invalid"/,
      );
    }
    expect(await submit([slot({ altDate: '2030-02-29', altStartTime: '08:00', altEndTime: '09:00' })])).toContain(
      '"path":"slots.0.altDate","code":"custom","message":"date_invalid"',
    );
    expect(await submit([slot({ startTime: '24:00', endTime: '25:00' })])).toContain('"message":"time_invalid"');
  });

  it('PUT /inquiries/{id} (staff)', async () => {
    const form = await editForm(inquiryId, token);
    for (const date of impossibleDates) {
      const answer = api(`/inquiries/${inquiryId}`, { method: 'PUT', token, json: { ...form, slots: [slot({ date })] } });
      expect(await invalidFields(answer)).toEqual({ 'slots.0.date': 'date_invalid' });
    }
    const [row] = await db.select().from(inquiries).where(eq(inquiries.id, inquiryId));
    expect(row!.firstSlotDate).toBe(dateIn(20));
  });
});
