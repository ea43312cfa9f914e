import { beforeAll, describe, expect, it } from 'vitest';
import { inquiries, inquirySlots } from '../../db/schema';
import { dateIn, seedCatalogue } from '../../test/catalogue';
import { api, createUser, db, sessionFor } from '../../test/factories';

let catalogue: Awaited<ReturnType<typeof seedCatalogue>>;
let token: string;
let associateId: number;
const ids: Record<string, number> = {};

async function insertInquiry(
  key: string,
  values: Partial<typeof inquiries.$inferInsert>,
  slots: { workshopId: number; date: string }[],
) {
  const [row] = await db
    .insert(inquiries)
    .values({
      firstname: 'Eva',
      lastname: key,
      phone: '031 000 00 00',
      email: `${key}@school.test`,
      institute: `Schule ${key}`,
      streetAddress: 'Weg 1',
      postcode: '3000',
      location: 'Bern',
      termsAcceptedAt: 1,
      gradeId: catalogue.grade.id,
      firstSlotDate: slots.map((slot) => slot.date).sort()[0],
      ...values,
    })
    .returning();
  await db.insert(inquirySlots).values(
    slots.map((slot, position) => ({
      inquiryId: row!.id,
      offeredWorkshopId: slot.workshopId,
      date: slot.date,
      startTime: '08:00',
      endTime: '10:00',
      position,
    })),
  );
  ids[key] = row!.id;
}

beforeAll(async () => {
  catalogue = await seedCatalogue();
  const associate = await createUser({ role: 'associate', language: 'fr' });
  associateId = associate.id;
  token = await sessionFor(associate);
  await insertInquiry('Aarberg', { createdAt: 100, state: 'requested' }, [{ workshopId: catalogue.rights.id, date: dateIn(10) }]);
  await insertInquiry('Biel', { createdAt: 200, state: 'validated', assignedAssociateId: associate.id }, [
    { workshopId: catalogue.racism.id, date: dateIn(40) },
    { workshopId: catalogue.rights.id, date: dateIn(41) },
  ]);
  await insertInquiry('Chur', { createdAt: 300, state: 'requested', firstname: 'Marco' }, [
    { workshopId: catalogue.racism.id, date: dateIn(20) },
  ]);
});

const list = (query: string) => api(`/inquiries?per_page=100&${query}`, { token });
const namesOf = (body: { data: { items: { institute: string }[] } }) =>
  body.data.items.map((i) => i.institute).filter((name) => ['Schule Aarberg', 'Schule Biel', 'Schule Chur'].includes(name));

describe('GET /api/inquiries', () => {
  it('lists newest first with the summary staff need, in their language', async () => {
    const { status, body } = await list('');
    expect(status).toBe(200);
    expect(namesOf(body)).toEqual(['Schule Chur', 'Schule Biel', 'Schule Aarberg']);
    const biel = body.data.items.find((i: { id: number }) => i.id === ids.Biel);
    expect(biel).toEqual({
      id: ids.Biel,
      state: 'validated',
      institute: 'Schule Biel',
      location: 'Bern',
      contact_name: 'Eva Biel',
      email: 'Biel@school.test',
      grade: 'Cycle 3',
      created_at: 200,
      first_date: dateIn(40),
      slot_count: 2,
      workshops: expect.arrayContaining(['Droits de l’enfant', 'Diskriminierung und Rassismus']),
      associate: { id: associateId, name: expect.any(String) },
    });
  });

  it('filters by state, dates, workshop, grade, associate and text, with counts per state', async () => {
    const requested = await list('state=requested');
    expect(namesOf(requested.body)).toEqual(['Schule Chur', 'Schule Aarberg']);
    expect(requested.body.data.counts.validated).toBeGreaterThanOrEqual(1);
    expect(namesOf((await list(`date_from=${dateIn(15)}&date_to=${dateIn(30)}`)).body)).toEqual(['Schule Chur']);
    expect(namesOf((await list(`workshop=${catalogue.racism.id}`)).body)).toEqual(['Schule Chur', 'Schule Biel']);
    expect(namesOf((await list(`grade=${catalogue.grade.id}`)).body)).toHaveLength(3);
    expect(namesOf((await list(`associate=${associateId}`)).body)).toEqual(['Schule Biel']);
    expect(namesOf((await list('associate=none')).body)).toEqual(['Schule Chur', 'Schule Aarberg']);
    expect(namesOf((await list('q=marco')).body)).toEqual(['Schule Chur']);
    expect(namesOf((await list('q=aarb')).body)).toEqual(['Schule Aarberg']);
    expect(namesOf((await list('q=100%25')).body)).toEqual([]);
  });

  it('sorts and paginates', async () => {
    const asc = await list('sort=institute&order=asc&q=Schule');
    expect(namesOf(asc.body)).toEqual(['Schule Aarberg', 'Schule Biel', 'Schule Chur']);
    const byDate = await list('sort=first_date&order=asc&q=Schule');
    expect(namesOf(byDate.body)).toEqual(['Schule Aarberg', 'Schule Chur', 'Schule Biel']);
    const page2 = await api('/inquiries?per_page=1&page=2&sort=institute&order=asc&q=Schule', { token });
    expect(page2.body.data).toMatchObject({ total: 3, page: 2, per_page: 1 });
    expect(page2.body.data.items.map((i: { institute: string }) => i.institute)).toEqual(['Schule Biel']);
    expect((await api('/inquiries?per_page=1000', { token })).status).toBe(422);
  });

  it('is for admins and associates only', async () => {
    expect((await api('/inquiries')).status).toBe(401);
    for (const role of ['coach', 'finance'] as const) {
      expect((await api('/inquiries', { token: await sessionFor(await createUser({ role })) })).status).toBe(403);
    }
    expect((await api('/inquiries', { token: await sessionFor(await createUser({ role: 'admin' })) })).status).toBe(200);
  });
});
