import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { coachProfiles, materialOrders, materials, workshops } from '../../db/schema';
import { todayInZurich } from '../../contract/lib/dates';
import { orderDeadline, orderingOpen } from '../../lib/working-days';
import { api, createUser, db, sessionFor, outboxFor } from '../../test/factories';
import { atOnce } from '../../test/race';
import { staffingFixture, type StaffingFixture } from '../../test/staffing';

/** Each test plans, validates and staffs its own workshops: more than vitest's 5 s on a busy machine. */
const SLOW = 20_000;

let staffing: StaffingFixture;
let associate: string;
let admin: { id: number; email: string };
let material: Record<'brochure' | 'poster' | 'handbook' | 'retired' | 'hidden', typeof materials.$inferSelect>;

const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const today = todayInZurich();
/** The nearest workshop date still open for orders today, and the day before it (closed): weekends and holidays aside. */
let firstOpen = today;
while (!orderingOpen(firstOpen, today)) firstOpen = addDays(firstOpen, 1);
const lastClosed = addDays(firstOpen, -1);

beforeAll(async () => {
  staffing = await staffingFixture();
  associate = staffing.associate;
  admin = await createUser({ role: 'admin' });
  const tag = Math.random().toString(36).slice(2, 7);
  const rows = await db
    .insert(materials)
    .values([
      { title: `Broschüre ${tag}`, format: 'A5', orderableByCoaches: true, stock: 50, position: 1 },
      { title: `Plakat ${tag}`, format: 'A2', orderableByCoaches: true, stock: 3, position: 2 },
      { title: `Handbuch ${tag}`, orderableByCoaches: false, stock: 10, position: 3 },
      { title: `Alt ${tag}`, orderableByCoaches: true, active: false, stock: 10, position: 4 },
      { title: `Intern ${tag}`, orderableByCoaches: true, visibleForCoaches: false, stock: 10, position: 5 },
    ])
    .returning();
  const [brochure, poster, handbook, retired, hidden] = rows;
  material = { brochure: brochure!, poster: poster!, handbook: handbook!, retired: retired!, hidden: hidden! };
});

/** A coach placed on a single workshop on `date`, signed in. */
async function placedCoach(date = addDays(today, 30)) {
  const { single } = await staffing.plannedWorkshops();
  await db.update(workshops).set({ date }).where(eq(workshops.id, single.id));
  const user = await staffing.coach();
  expect((await staffing.place(single.id, user.id)).status).toBe(200);
  return { user, token: await sessionFor(user), workshopId: single.id };
}

const order = (token: string, workshopId: number, items = [{ material_id: material.brochure.id, quantity: 2 }], extra = {}) =>
  api('/orders', { method: 'POST', token, json: { workshop_id: workshopId, items, ...extra } });

const stockOf = async (id: number) =>
  (await db.select({ stock: materials.stock }).from(materials).where(eq(materials.id, id)))[0]!.stock;

describe('GET /api/orders/material', () => {
  it(
    'gives a coach the orderable materials and their placed upcoming workshops, each with its deadline',
    async () => {
      const { user, token, workshopId } = await placedCoach(firstOpen);
      const closed = await staffing.plannedWorkshops();
      await db.update(workshops).set({ date: lastClosed }).where(eq(workshops.id, closed.single.id));
      expect((await staffing.place(closed.single.id, user.id)).status).toBe(200);
      // Not theirs, cancelled, and past workshops are not offered.
      const other = await placedCoach();
      const cancelled = await staffing.plannedWorkshops();
      expect((await staffing.place(cancelled.single.id, user.id)).status).toBe(200);
      await db.update(workshops).set({ state: 'cancelled' }).where(eq(workshops.id, cancelled.single.id));
      const past = await staffing.plannedWorkshops();
      expect((await staffing.place(past.single.id, user.id)).status).toBe(200);
      await db
        .update(workshops)
        .set({ date: addDays(today, -1) })
        .where(eq(workshops.id, past.single.id));

      const { status, body } = await api('/orders/material', { token });
      expect(status).toBe(200);
      const ids = body.data.materials.map((m: { id: number }) => m.id);
      expect(ids).toEqual(expect.arrayContaining([material.brochure.id, material.poster.id]));
      for (const refused of [material.handbook, material.retired, material.hidden]) expect(ids).not.toContain(refused.id);
      expect(body.data.workshops).toEqual([
        expect.objectContaining({ id: closed.single.id, date: lastClosed, deadline: orderDeadline(lastClosed), open: false }),
        expect.objectContaining({
          id: workshopId,
          date: firstOpen,
          deadline: orderDeadline(firstOpen),
          open: true,
          title: 'Diskriminierung und Rassismus',
        }),
      ]);
      expect(body.data.workshops.map((w: { id: number }) => w.id)).not.toContain(other.workshopId);
    },
    SLOW,
  );

  it(
    'is for coaches only',
    async () => {
      expect((await api('/orders/material')).status).toBe(401);
      for (const role of ['admin', 'associate', 'finance'] as const) {
        const token = await sessionFor(await createUser({ role }));
        expect((await api('/orders/material', { token })).status).toBe(403);
      }
    },
    SLOW,
  );
});

describe('POST /api/orders', () => {
  it(
    'orders material up to the deadline day, with the profile address, and mails the team',
    async () => {
      const { user, token, workshopId } = await placedCoach(firstOpen);
      await db
        .insert(coachProfiles)
        .values({ userId: user.id, street: 'Lorrainestrasse 12', postcode: '3013', location: 'Bern' })
        .onConflictDoUpdate({
          target: coachProfiles.userId,
          set: { street: 'Lorrainestrasse 12', postcode: '3013', location: 'Bern' },
        });
      const items = [
        { material_id: material.brochure.id, quantity: 25 },
        { material_id: material.poster.id, quantity: 1 },
      ];
      const { status, body } = await order(token, workshopId, items, { remarks: 'Bitte bis Montag an die Schule' });
      expect(status).toBe(201);
      expect(body.data).toMatchObject({
        state: 'ordered',
        workshop: { id: workshopId, deadline: orderDeadline(firstOpen) },
        coach: { id: user.id },
        remarks: 'Bitte bis Montag an die Schule',
        shipping_address: `${user.firstname} ${user.lastname}, Lorrainestrasse 12, 3013 Bern`,
      });
      // A coach does not see the stock.
      expect(body.data.items).toEqual([
        expect.objectContaining({ material_id: material.brochure.id, quantity: 25, stock: null }),
        expect.objectContaining({ material_id: material.poster.id, quantity: 1, stock: null }),
      ]);
      // The team: every active admin and associate, in their language, with a link to the list.
      const mails = (await outboxFor(admin.email)).filter((m) => m.template === 'material-order-new');
      expect(mails).toHaveLength(1);
      expect(mails[0]!.textBody).toContain(`${user.firstname} ${user.lastname} hat Material für diesen Workshop bestellt`);
      expect(mails[0]!.textBody).toContain(`- 25 × ${material.brochure.title} (A5)`);
      expect(mails[0]!.textBody).toContain('Lieferhinweis:\nBitte bis Montag an die Schule');
      expect(mails[0]!.textBody).toContain('http://localhost:8787/de/manager/material-orders');
      // Nothing left the store yet.
      expect(await stockOf(material.brochure.id)).toBe(material.brochure.stock);
    },
    SLOW,
  );

  it(
    'refuses an order after the deadline with a message naming the deadline date',
    async () => {
      const { token, workshopId } = await placedCoach(lastClosed);
      const { status, body } = await order(token, workshopId);
      expect([status, body.error.code]).toEqual([422, 'order_deadline_passed']);
      expect(body.error.message).toContain(orderDeadline(lastClosed));
      expect(await db.select().from(materialOrders).where(eq(materialOrders.workshopId, workshopId))).toEqual([]);
    },
    SLOW,
  );

  it(
    'refuses material that coaches may not order, naming the item',
    async () => {
      const { token, workshopId } = await placedCoach();
      for (const refused of [material.handbook, material.retired, material.hidden, { id: 999_999 }]) {
        const { status, body } = await order(token, workshopId, [
          { material_id: material.brochure.id, quantity: 1 },
          { material_id: refused.id, quantity: 1 },
        ]);
        expect([status, body.error.fields]).toEqual([
          422,
          [expect.objectContaining({ path: 'items.1.material_id', message: 'material_not_orderable' })],
        ]);
      }
      expect(await db.select().from(materialOrders).where(eq(materialOrders.workshopId, workshopId))).toEqual([]);
    },
    SLOW,
  );

  it(
    'refuses someone else’s workshop (404), a cancelled one (409) and one that does not exist (404)',
    async () => {
      const mine = await placedCoach();
      const theirs = await placedCoach();
      expect((await order(mine.token, theirs.workshopId)).status).toBe(404);
      expect((await order(mine.token, 999_999)).status).toBe(404);
      await api(`/workshops/${mine.workshopId}/set-state`, {
        method: 'POST',
        token: associate,
        json: { state: 'cancelled', reason: 'Schule geschlossen' },
      });
      const cancelled = await order(mine.token, mine.workshopId);
      expect([cancelled.status, cancelled.body.error.code]).toEqual([409, 'invalid_transition']);
    },
    SLOW,
  );

  it(
    'validates quantities and items',
    async () => {
      const { token, workshopId } = await placedCoach();
      const fieldOf = async (items: unknown) => (await order(token, workshopId, items as never)).body.error.fields[0];
      expect(await fieldOf([{ material_id: material.brochure.id, quantity: 0 }])).toMatchObject({
        path: 'items.0.quantity',
        message: 'quantity_invalid',
      });
      expect(await fieldOf([{ material_id: material.brochure.id, quantity: 1000 }])).toMatchObject({
        message: 'quantity_invalid',
      });
      expect(await fieldOf([{ material_id: material.brochure.id, quantity: 1.5 }])).toMatchObject({
        message: 'quantity_invalid',
      });
      expect(await fieldOf([])).toMatchObject({ path: 'items', message: 'required' });
      expect(
        await fieldOf([
          { material_id: material.brochure.id, quantity: 1 },
          { material_id: material.brochure.id, quantity: 2 },
        ]),
      ).toMatchObject({ path: 'items.1.material_id', message: 'duplicate_material' });
      const long = await order(token, workshopId, undefined, { remarks: 'x'.repeat(2001) });
      expect(long.body.error.fields[0]).toMatchObject({ path: 'remarks', message: 'too_long' });
    },
    SLOW,
  );

  it(
    'is for coaches only',
    async () => {
      const { workshopId } = await placedCoach();
      expect((await api('/orders', { method: 'POST', json: { workshop_id: workshopId, items: [] } })).status).toBe(401);
      for (const role of ['admin', 'associate', 'finance'] as const) {
        const token = await sessionFor(await createUser({ role }));
        expect((await order(token, workshopId)).status).toBe(403);
      }
    },
    SLOW,
  );
});

describe('GET /api/orders', () => {
  it(
    'shows a coach only their own orders; staff all, open first and oldest first, filtered by state and workshop',
    async () => {
      const lea = await placedCoach();
      const max = await placedCoach();
      const first = (await order(lea.token, lea.workshopId)).body.data.id as number;
      const second = (await order(max.token, max.workshopId)).body.data.id as number;
      const sent = (await order(max.token, max.workshopId)).body.data.id as number;
      await db.update(materialOrders).set({ orderedAt: 1_000 }).where(eq(materialOrders.id, second));
      expect((await api(`/orders/${sent}/set-sent`, { method: 'POST', token: associate })).status).toBe(200);

      const own = await api('/orders?per_page=100', { token: lea.token });
      expect(own.body.data.items.map((o: { id: number }) => o.id)).toEqual([first]);

      const all = await api('/orders?per_page=100', { token: associate });
      const ids = all.body.data.items.map((o: { id: number }) => o.id);
      expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first));
      expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(sent));
      expect(all.body.data.items.find((o: { id: number }) => o.id === first).items[0].stock).toEqual(expect.any(Number));

      const ofWorkshop = await api(`/orders?workshop_id=${max.workshopId}`, { token: associate });
      expect(ofWorkshop.body.data.items.map((o: { id: number }) => o.id)).toEqual([second, sent]);
      const sentOnly = await api(`/orders?workshop_id=${max.workshopId}&state=sent`, { token: associate });
      expect(sentOnly.body.data).toMatchObject({ total: 1, items: [{ id: sent, state: 'sent', sent_by: expect.any(String) }] });
      expect((await api('/orders?state=lost', { token: associate })).status).toBe(422);
    },
    SLOW,
  );

  it(
    'is for coaches and staff',
    async () => {
      expect((await api('/orders')).status).toBe(401);
      expect((await api('/orders', { token: await sessionFor(await createUser({ role: 'finance' })) })).status).toBe(403);
      expect((await api('/orders', { token: await sessionFor(admin) })).status).toBe(200);
    },
    SLOW,
  );
});

describe('POST /api/orders/{id}/set-sent', () => {
  it(
    'marks the order sent, takes the pieces from the stock and mails the coach',
    async () => {
      const { user, token, workshopId } = await placedCoach();
      await db.insert(coachProfiles).values({ userId: user.id, salutation: 1 }).onConflictDoNothing();
      const before = await stockOf(material.brochure.id);
      const id = (await order(token, workshopId, [{ material_id: material.brochure.id, quantity: 4 }])).body.data.id;

      const { status, body } = await api(`/orders/${id}/set-sent`, { method: 'POST', token: associate });
      expect(status).toBe(200);
      expect(body.data).toMatchObject({ state: 'sent', sent_at: expect.any(Number), sent_by: expect.any(String) });
      expect(await stockOf(material.brochure.id)).toBe(before - 4);
      const mails = (await outboxFor(user.email)).filter((m) => m.template === 'material-order-sent');
      expect(mails).toHaveLength(1);
      expect(mails[0]!.textBody).toMatch(new RegExp(`^Sehr geehrte Frau ${user.lastname}\n\nIhre Materialbestellung`));
      expect(mails[0]!.textBody).toContain(`- 4 × ${material.brochure.title} (A5)`);

      const again = await api(`/orders/${id}/set-sent`, { method: 'POST', token: associate });
      expect([again.status, again.body.error.code]).toEqual([409, 'invalid_transition']);
      expect(await stockOf(material.brochure.id)).toBe(before - 4);
    },
    SLOW,
  );

  it(
    'refuses when the store holds too little, naming the material',
    async () => {
      const { token, workshopId } = await placedCoach();
      await db.update(materials).set({ stock: 3 }).where(eq(materials.id, material.poster.id));
      const id = (await order(token, workshopId, [{ material_id: material.poster.id, quantity: 5 }])).body.data.id;
      const { status, body } = await api(`/orders/${id}/set-sent`, { method: 'POST', token: associate });
      expect([status, body.error.code]).toEqual([409, 'stock_insufficient']);
      expect(body.error.message).toContain(`${material.poster.title} (ordered 5, in store 3)`);
      expect(await stockOf(material.poster.id)).toBe(3);
    },
    SLOW,
  );

  it(
    'two clicks at once subtract the stock once and mail the coach once',
    async () => {
      const { user, token, workshopId } = await placedCoach();
      const before = await stockOf(material.brochure.id);
      const id = (await order(token, workshopId, [{ material_id: material.brochure.id, quantity: 3 }])).body.data.id;
      const send = () => api(`/orders/${id}/set-sent`, { method: 'POST', token: associate });

      const results = await atOnce(send, send);

      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(results.find((r) => r.status === 409)!.body.error.code).toBe('conflict');
      expect(await stockOf(material.brochure.id)).toBe(before - 3);
      expect((await outboxFor(user.email)).filter((m) => m.template === 'material-order-sent')).toHaveLength(1);
    },
    SLOW,
  );

  it(
    'two orders racing for the last pieces never drive the stock below zero',
    async () => {
      const a = await placedCoach();
      const b = await placedCoach();
      await db.update(materials).set({ stock: 3 }).where(eq(materials.id, material.poster.id));
      const first = (await order(a.token, a.workshopId, [{ material_id: material.poster.id, quantity: 2 }])).body.data.id;
      const second = (await order(b.token, b.workshopId, [{ material_id: material.poster.id, quantity: 2 }])).body.data.id;

      const results = await atOnce(
        () => api(`/orders/${first}/set-sent`, { method: 'POST', token: associate }),
        () => api(`/orders/${second}/set-sent`, { method: 'POST', token: associate }),
      );

      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(await stockOf(material.poster.id)).toBe(1);
    },
    SLOW,
  );

  it(
    'is for admin and associates; 404 for an order that does not exist',
    async () => {
      const { token, workshopId } = await placedCoach();
      const id = (await order(token, workshopId)).body.data.id;
      expect((await api(`/orders/${id}/set-sent`, { method: 'POST' })).status).toBe(401);
      expect((await api(`/orders/${id}/set-sent`, { method: 'POST', token })).status).toBe(403);
      const finance = await sessionFor(await createUser({ role: 'finance' }));
      expect((await api(`/orders/${id}/set-sent`, { method: 'POST', token: finance })).status).toBe(403);
      expect((await api('/orders/999999/set-sent', { method: 'POST', token: associate })).status).toBe(404);
      expect((await api(`/orders/${id}/set-sent`, { method: 'POST', token: await sessionFor(admin) })).status).toBe(200);
    },
    SLOW,
  );
});

describe('POST /api/orders/{id}/cancel', () => {
  it(
    'lets a coach cancel their own open order, never another’s; the stock stays',
    async () => {
      const lea = await placedCoach();
      const max = await placedCoach();
      const before = await stockOf(material.brochure.id);
      const id = (await order(lea.token, lea.workshopId)).body.data.id;
      expect((await api(`/orders/${id}/cancel`, { method: 'POST', token: max.token })).status).toBe(404);
      const { status, body } = await api(`/orders/${id}/cancel`, { method: 'POST', token: lea.token });
      expect(status).toBe(200);
      expect(body.data).toMatchObject({ state: 'cancelled', cancelled_at: expect.any(Number), cancelled_by: expect.any(String) });
      expect(await stockOf(material.brochure.id)).toBe(before);
      // The team learns that there is nothing to pack; the coach, who did it, gets no mail.
      const withdrawn = (await outboxFor(admin.email)).filter(
        (m) =>
          m.template === 'material-order-cancelled-by-coach' && m.textBody.includes(`${lea.user.firstname} ${lea.user.lastname}`),
      );
      expect(withdrawn).toHaveLength(1);
      expect(withdrawn[0]!.textBody).toContain('hat die Materialbestellung für diesen Workshop zurückgezogen');
      expect(withdrawn[0]!.textBody).toContain(`- 2 × ${material.brochure.title} (A5)`);
      expect((await outboxFor(lea.user.email)).filter((m) => m.template.startsWith('material-order-cancelled'))).toEqual([]);
      const again = await api(`/orders/${id}/cancel`, { method: 'POST', token: associate });
      expect([again.status, again.body.error.code]).toEqual([409, 'invalid_transition']);
    },
    SLOW,
  );

  it(
    'lets a coach cancel only up to the order deadline; staff still can after it',
    async () => {
      const { user, token, workshopId } = await placedCoach(firstOpen);
      const id = (await order(token, workshopId)).body.data.id;
      // The workshop moved closer: ordering (and so the coach's cancelling) is closed now.
      await db.update(workshops).set({ date: lastClosed }).where(eq(workshops.id, workshopId));
      const late = await api(`/orders/${id}/cancel`, { method: 'POST', token });
      expect([late.status, late.body.error.code]).toEqual([422, 'order_deadline_passed']);
      expect(late.body.error.message).toContain(orderDeadline(lastClosed));
      expect((await api(`/orders/${id}/cancel`, { method: 'POST', token: associate })).body.data.state).toBe('cancelled');
      // Staff cancelled it: the coach is told it will not come, in their language.
      const told = (await outboxFor(user.email)).filter((m) => m.template === 'material-order-cancelled-by-staff');
      expect(told).toHaveLength(1);
      expect(told[0]!.subject).toMatch(/^Materialbestellung storniert: /);
      expect(told[0]!.textBody).toContain('Wir haben Ihre Materialbestellung für diesen Workshop storniert');
      expect(told[0]!.textBody).toContain('http://localhost:8787/de/manager/material-orders');
    },
    SLOW,
  );

  it(
    'lets staff cancel any open order but not a sent one; not finance',
    async () => {
      const { token, workshopId } = await placedCoach();
      const open = (await order(token, workshopId)).body.data.id;
      const sent = (await order(token, workshopId)).body.data.id;
      await api(`/orders/${sent}/set-sent`, { method: 'POST', token: associate });
      const finance = await sessionFor(await createUser({ role: 'finance' }));
      expect((await api(`/orders/${open}/cancel`, { method: 'POST', token: finance })).status).toBe(403);
      expect((await api(`/orders/${open}/cancel`, { method: 'POST' })).status).toBe(401);
      expect((await api(`/orders/${open}/cancel`, { method: 'POST', token: associate })).body.data.state).toBe('cancelled');
      expect((await api(`/orders/${sent}/cancel`, { method: 'POST', token: associate })).status).toBe(409);
      expect((await api('/orders/999999/cancel', { method: 'POST', token: associate })).status).toBe(404);
    },
    SLOW,
  );
});

describe('open orders follow the workshop and the coach', () => {
  const statesOf = async (ids: number[]) =>
    (await db.select().from(materialOrders).where(inArray(materialOrders.id, ids)).orderBy(materialOrders.id)).map(
      (o) => o.state,
    );

  it(
    'cancelling the workshop cancels its open orders, a sent one stays sent',
    async () => {
      const { token, workshopId } = await placedCoach();
      const open = (await order(token, workshopId)).body.data.id;
      const sent = (await order(token, workshopId)).body.data.id;
      await api(`/orders/${sent}/set-sent`, { method: 'POST', token: associate });
      const cancelled = await api(`/workshops/${workshopId}/set-state`, {
        method: 'POST',
        token: associate,
        json: { state: 'cancelled', reason: 'Schule geschlossen' },
      });
      expect(cancelled.status).toBe(200);
      expect(await statesOf([open, sent])).toEqual(['cancelled', 'sent']);
    },
    SLOW,
  );

  it(
    'dismissing the coach who ordered cancels their open orders, not a colleague’s',
    async () => {
      const { user, token, workshopId } = await placedCoach();
      const colleague = await staffing.coach();
      expect((await staffing.place(workshopId, colleague.id)).status).toBe(200);
      const theirs = (await order(token, workshopId)).body.data.id;
      const colleagues = (await order(await sessionFor(colleague), workshopId)).body.data.id;
      expect((await staffing.dismiss(workshopId, user.id)).status).toBe(200);
      expect(await statesOf([theirs, colleagues])).toEqual(['cancelled', 'ordered']);
      const [row] = await db.select().from(materialOrders).where(eq(materialOrders.id, theirs));
      expect(row!.cancelledAt).toEqual(expect.any(Number));
    },
    SLOW,
  );
});
