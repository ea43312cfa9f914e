import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { workshops } from '../../db/schema';
import { dateIn, seedCatalogue } from '../../test/catalogue';
import { api, createUser, db, sessionFor } from '../../test/factories';
import { submitInquiry } from '../../test/inquiries';

/**
 * `workshops.school_key` (decision 062, migration 0032) is a virtual generated column: SQLite computes it from
 * `institute` and `postcode` on every write, no write path sets it. These tests hold it to the normalisation on each
 * path that writes a workshop's school: validating an inquiry, editing the workshop, replicating it (the import:
 * worker/features/imports/imports.test.ts).
 */

const SEP = '\u001f';
const keysOf = async (ids: number[]) =>
  (await db.select({ key: workshops.schoolKey }).from(workshops).where(inArray(workshops.id, ids))).map((row) => row.key);

let catalogue: Awaited<ReturnType<typeof seedCatalogue>>;
let token: string;
let created: (typeof workshops.$inferSelect)[];

beforeAll(async () => {
  catalogue = await seedCatalogue();
  token = await sessionFor(await createUser({ role: 'associate' }));
  const { id } = await submitInquiry(catalogue, {
    contact: {
      gender: 3,
      firstname: 'Noa',
      lastname: 'Rossi',
      phone: '091 123 45 67',
      email: `school-key-${Date.now()}@school.test`,
      institute: 'ÉCOLE  de la\tRIVE   Œst',
      streetAddress: 'Rue du Lac 3',
      postcode: '1204',
      location: 'Genève',
    },
  });
  expect((await api(`/inquiries/${id}/validate`, { method: 'POST', token })).status).toBe(200);
  created = await db.select().from(workshops).where(eq(workshops.inquiryId, id));
});

describe('workshops.school_key', () => {
  it('is written when an inquiry becomes workshops: name collapsed, lower case with accents, and the postcode', async () => {
    expect(created).toHaveLength(3);
    expect(await keysOf(created.map((w) => w.id))).toEqual(Array(3).fill(`école de la rive œst${SEP}1204`));
  });

  it('follows an edit of the institution or the postcode, and no postcode is a postcode of its own', async () => {
    const workshop = created.find((w) => !w.seriesId)!;
    const edit = (institute: string, postcode?: string) =>
      api(`/workshops/${workshop.id}`, {
        method: 'PUT',
        token,
        json: {
          offered_workshop_id: workshop.offeredWorkshopId,
          language: workshop.language,
          date: workshop.date,
          start_time: workshop.startTime,
          end_time: workshop.endTime,
          institute,
          location: 'Genève',
          price_centimes: workshop.priceCentimes,
          ...(postcode ? { postcode } : {}),
        },
      });
    expect((await edit('Collège  Voltaire', '1201')).status).toBe(200);
    expect(await keysOf([workshop.id])).toEqual([`collège voltaire${SEP}1201`]);
    expect((await edit('Collège Voltaire')).status).toBe(200);
    expect(await keysOf([workshop.id])).toEqual([`collège voltaire${SEP}`]);
  });

  it('is computed for a replicated workshop, not copied from its source', async () => {
    const source = created.find((w) => w.seriesId)!;
    const { status, body } = await api('/workshops/replicate', {
      method: 'POST',
      token,
      json: { items: [{ workshop_id: source.id, date: dateIn(90) }] },
    });
    expect(status).toBe(201);
    const copy = (body.data as Array<{ id: number }>)[0]!.id;
    await db.update(workshops).set({ institute: 'ÄUSSERE  Schule' }).where(eq(workshops.id, copy));
    expect(await keysOf([source.id, copy])).toEqual([`école de la rive œst${SEP}1204`, `äussere schule${SEP}1204`]);
  });
});
