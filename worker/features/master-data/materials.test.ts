import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { materialOrderItems, materialOrders, materials, workshops } from '../../db/schema';
import { invalidFields, malformedIds } from '../../test/bad-input';
import { seedCatalogue } from '../../test/catalogue';
import { api, createUser, db, sessionFor } from '../../test/factories';
import { submitInquiry } from '../../test/inquiries';

const tokens: Record<'admin' | 'associate' | 'coach' | 'finance', string> = { admin: '', associate: '', coach: '', finance: '' };
let coachId: number;

beforeAll(async () => {
  for (const role of ['admin', 'associate', 'coach', 'finance'] as const) {
    const user = await createUser({ role });
    if (role === 'coach') coachId = user.id;
    tokens[role] = await sessionFor(user);
  }
});

const base = '/master-data/materials';
let n = 0;
const body = (overrides: Record<string, unknown> = {}) => ({
  title: `Broschüre ${++n}`,
  description: 'Für Zyklus 2',
  format: 'A5',
  storage_location: 'Lager Bern',
  stock: 40,
  orderable_by_coaches: true,
  visible_for_coaches: true,
  visible_for_associates: true,
  visible_for_finance: false,
  active: true,
  ...overrides,
});
const create = (json: unknown, token = tokens.associate) => api(base, { method: 'POST', token, json });
const update = (id: number, json: unknown, token = tokens.associate) => api(`${base}/${id}`, { method: 'PUT', token, json });
const remove = (id: number | string, token = tokens.associate) => api(`${base}/${id}`, { method: 'DELETE', token });
const list = (query = '', token = tokens.associate) => api(`${base}${query}`, { token });

/** A material order of a planned workshop that contains the material. */
async function orderContaining(materialId: number) {
  const { id: inquiryId } = await submitInquiry(await seedCatalogue());
  await api(`/inquiries/${inquiryId}/validate`, { method: 'POST', token: tokens.associate });
  const [workshop] = await db.select().from(workshops).where(eq(workshops.inquiryId, inquiryId)).limit(1);
  const [order] = await db
    .insert(materialOrders)
    .values({ coachId, workshopId: workshop!.id, orderedAt: Math.floor(Date.now() / 1000) })
    .returning();
  await db.insert(materialOrderItems).values({ orderId: order!.id, materialId, quantity: 2 });
  return order!;
}

describe('the materials catalogue', () => {
  it('creates, lists, searches, changes and deletes a material', async () => {
    const created = await create(body({ title: ' Plakat «Menschenrechte» ', description: '', format: null, stock: 12 }));
    expect(created.status).toBe(201);
    const material = created.body.data;
    expect(material).toEqual({
      id: expect.any(Number),
      title: 'Plakat «Menschenrechte»',
      description: null,
      format: null,
      storage_location: 'Lager Bern',
      stock: 12,
      orderable_by_coaches: true,
      visible_for_coaches: true,
      visible_for_associates: true,
      visible_for_finance: false,
      active: true,
      position: expect.any(Number),
      order_count: 0,
    });
    const later = await create(body({ storage_location: 'Dépôt Lausanne' }), tokens.admin);
    expect(later.body.data.position).toBeGreaterThan(material.position);

    const all = await list();
    expect(all.status).toBe(200);
    const ids = all.body.data.map((m: { id: number }) => m.id);
    expect(ids.indexOf(later.body.data.id)).toBeGreaterThan(ids.indexOf(material.id));

    const found = await list(`?q=${encodeURIComponent('plakat lager')}`);
    expect(found.body.data.map((m: { id: number }) => m.id)).toEqual([material.id]);
    expect((await list('?q=lausanne')).body.data.map((m: { id: number }) => m.id)).toEqual([later.body.data.id]);

    const changed = await update(material.id, body({ title: 'Plakat A2', stock: 0, active: false, position: 7 }));
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ id: material.id, title: 'Plakat A2', stock: 0, active: false, position: 7 });
    // Without a position the material keeps its place.
    const kept = await update(material.id, body({ title: 'Plakat A1' }));
    expect(kept.body.data).toMatchObject({ title: 'Plakat A1', position: 7, active: true });

    expect((await remove(material.id)).status).toBe(204);
    expect(await db.select().from(materials).where(eq(materials.id, material.id))).toEqual([]);
    expect((await remove(material.id)).status).toBe(404);
  });

  it('refuses to delete a material that orders contain, naming how many; deactivating it still works', async () => {
    const material = (await create(body())).body.data;
    await orderContaining(material.id);
    await orderContaining(material.id);
    const listed = (await list()).body.data.find((m: { id: number }) => m.id === material.id);
    expect(listed.order_count).toBe(2);

    const refused = await remove(material.id);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('in_use');
    expect(refused.body.error.message).toMatch(/Used by 2 material orders/);
    expect(await db.select().from(materials).where(eq(materials.id, material.id))).toHaveLength(1);

    const deactivated = await update(material.id, body({ title: material.title, active: false }));
    expect(deactivated.status).toBe(200);
    expect(deactivated.body.data).toMatchObject({ active: false, order_count: 2 });
  });

  it('answers 404 for a material that does not exist', async () => {
    expect((await update(999_999, body())).status).toBe(404);
    expect((await remove(999_999)).status).toBe(404);
  });
});

describe('who may keep materials', () => {
  it('refuses anonymous callers with 401', async () => {
    expect((await api(base)).status).toBe(401);
    expect((await api(base, { method: 'POST', json: body() })).status).toBe(401);
    expect((await api(`${base}/1`, { method: 'PUT', json: body() })).status).toBe(401);
    expect((await api(`${base}/1`, { method: 'DELETE' })).status).toBe(401);
  });

  it('refuses coaches and finance with 403 and changes nothing', async () => {
    const material = (await create(body())).body.data;
    for (const token of [tokens.coach, tokens.finance]) {
      expect((await list('', token)).status).toBe(403);
      expect((await create(body(), token)).status).toBe(403);
      expect((await update(material.id, body({ stock: 1 }), token)).status).toBe(403);
      expect((await remove(material.id, token)).status).toBe(403);
    }
    const [stored] = await db.select().from(materials).where(eq(materials.id, material.id));
    expect(stored).toMatchObject({ stock: 40 });
  });
});

describe('bad input on materials', () => {
  it('names each bad field', async () => {
    expect(await invalidFields(create({ stock: -1, title: ' ', active: 'yes', position: 1.5 }))).toEqual({
      title: 'required',
      stock: 'number_expected',
      active: 'choice_invalid',
      position: 'number_expected',
    });
    expect(await invalidFields(create(body({ stock: undefined, title: 'x'.repeat(201), format: 'y'.repeat(201) })))).toEqual({
      stock: 'required',
      title: 'too_long',
      format: 'too_long',
    });
    expect(await invalidFields(create(body({ stock: 2.5 })))).toEqual({ stock: 'number_expected' });
    expect(await invalidFields(update(1, body({ stock: 1_000_001 })))).toEqual({ stock: 'number_expected' });
  });

  it('refuses malformed ids and searches', async () => {
    for (const id of malformedIds) {
      expect((await remove(id)).status, id).toBe(422);
      expect((await update(id as unknown as number, body())).status, id).toBe(422);
    }
    expect((await list(`?q=${'x'.repeat(101)}`)).status).toBe(422);
  });
});
