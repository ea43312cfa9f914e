import { and, asc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, coachRequests, mailOutbox, workshopCoaches, workshopSeries, workshops } from '../../db/schema';
import type { WorkshopState } from '../../contract/enums';
import { dateIn, seedCatalogue } from '../../test/catalogue';
import { api, createUser, db, sessionFor, outboxFor } from '../../test/factories';
import { submitInquiry } from '../../test/inquiries';
import { atOnce } from '../../test/race';
import { nowSeconds } from '../../lib/tokens';

let catalogue: Awaited<ReturnType<typeof seedCatalogue>>;
let staff: string;

beforeAll(async () => {
  catalogue = await seedCatalogue();
  staff = await sessionFor(await createUser({ role: 'associate' }));
});

const slot = (uid: string, days: number) => ({
  uid,
  workshopId: catalogue.rights.id,
  date: dateIn(days),
  startTime: '08:00',
  endTime: '09:30',
});

/** A validated inquiry whose workshops form one series of `dates` dates (date order). */
async function series(dates = 3) {
  const slots = Array.from({ length: dates }, (_, i) => slot(`s${i}`, 20 + 7 * i));
  const { id, email } = await submitInquiry(catalogue, { slots });
  await api(`/inquiries/${id}/validate`, { method: 'POST', token: staff });
  const rows = await db.select().from(workshops).where(eq(workshops.inquiryId, id)).orderBy(asc(workshops.date));
  return { ids: rows.map((w) => w.id), seriesId: rows[0]!.seriesId!, school: email };
}

const detach = (id: number, token = staff) => api(`/workshops/${id}/detach`, { method: 'POST', token });
const rowsOf = (ids: number[]) =>
  db
    .select({ id: workshops.id, seriesId: workshops.seriesId, type: workshops.type, state: workshops.state })
    .from(workshops)
    .where(inArray(workshops.id, ids))
    .orderBy(asc(workshops.date));

describe('POST /api/workshops/{id}/detach', () => {
  it('takes one date out of a series; the others stay a series, requests and placements stay with each date', async () => {
    const { ids, seriesId, school } = await series(3);
    const coach = await createUser({ role: 'coach', state: 'active' });
    await db.insert(coachRequests).values(ids.map((workshopId) => ({ workshopId, coachId: coach.id, state: 'placed' as const })));
    await db.insert(workshopCoaches).values(ids.map((workshopId) => ({ workshopId, coachId: coach.id, placedAt: nowSeconds() })));
    const mailsBefore = (await db.select().from(mailOutbox)).length;

    const { status, body } = await detach(ids[1]!);
    expect(status).toBe(200);
    expect(body.data.map((w: { id: number; series_id: number | null; type: string }) => [w.id, w.series_id, w.type])).toEqual([
      [ids[0], seriesId, 'series'],
      [ids[1], null, 'single'],
      [ids[2], seriesId, 'series'],
    ]);
    expect((await db.select().from(workshopSeries).where(eq(workshopSeries.id, seriesId))).length).toBe(1);
    const requests = await db.select().from(coachRequests).where(eq(coachRequests.coachId, coach.id));
    expect(requests.map((r) => [r.workshopId, r.state]).sort()).toEqual(ids.map((id) => [id, 'placed']).sort());
    expect((await db.select().from(workshopCoaches).where(eq(workshopCoaches.coachId, coach.id))).length).toBe(3);
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'workshop.detached'), eq(auditLog.entityId, String(ids[1]))));
    expect(audit!.details).toEqual({ series_id: seriesId, remaining: [ids[0], ids[2]], dissolved: false });
    // Detaching tells no one; nothing has changed for them yet.
    expect((await db.select().from(mailOutbox)).length).toBe(mailsBefore);
    expect((await outboxFor(school)).map((m) => m.template)).toEqual(['inquiry-received', 'inquiry-validated']);
  });

  it('then cancels the date alone: the series keeps its state, the mails name only that date', async () => {
    const { ids, school } = await series(3);
    await detach(ids[2]!);
    const cancelled = await api(`/workshops/${ids[2]}/set-state`, {
      method: 'POST',
      token: staff,
      json: { state: 'cancelled', reason: 'Klasse im Lager' },
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.map((w: { id: number }) => w.id)).toEqual([ids[2]]);
    expect((await rowsOf(ids)).map((w) => w.state)).toEqual(['initialized', 'initialized', 'cancelled']);
    const mail = (await outboxFor(school)).at(-1)!;
    expect(mail.template).toBe('workshop-cancelled');
    expect(mail.textBody.match(/^- /gm)).toHaveLength(1);
  });

  it('dissolves a series of two: both dates become single workshops', async () => {
    const { ids, seriesId } = await series(2);
    const { status, body } = await detach(ids[0]!);
    expect(status).toBe(200);
    expect(body.data.map((w: { series_id: number | null; type: string }) => [w.series_id, w.type])).toEqual([
      [null, 'single'],
      [null, 'single'],
    ]);
    expect((await rowsOf(ids)).map((w) => [w.seriesId, w.type])).toEqual([
      [null, 'single'],
      [null, 'single'],
    ]);
    expect(await db.select().from(workshopSeries).where(eq(workshopSeries.id, seriesId))).toEqual([]);
  });

  it.each<WorkshopState>(['coaches_requested', 'to-realize'])('works from %s', async (state) => {
    const { ids } = await series(3);
    await db.update(workshops).set({ state }).where(inArray(workshops.id, ids));
    expect((await detach(ids[0]!)).status).toBe(200);
    expect((await rowsOf(ids)).map((w) => [w.type, w.state])).toEqual([
      ['single', state],
      ['series', state],
      ['series', state],
    ]);
  });

  it.each<WorkshopState>(['done', 'invoiceable', 'invoiced', 'cancelled'])('is refused from %s', async (state) => {
    const { ids, seriesId } = await series(3);
    await db.update(workshops).set({ state }).where(inArray(workshops.id, ids));
    const refused = await detach(ids[0]!);
    expect([refused.status, refused.body.error.code]).toEqual([409, 'invalid_transition']);
    expect((await rowsOf(ids)).every((w) => w.seriesId === seriesId)).toBe(true);
  });

  it('is refused for a workshop outside a series', async () => {
    const { id } = await submitInquiry(catalogue, { slots: [slot('x', 30)] });
    await api(`/inquiries/${id}/validate`, { method: 'POST', token: staff });
    const [single] = await db.select().from(workshops).where(eq(workshops.inquiryId, id));
    const refused = await detach(single!.id);
    expect([refused.status, refused.body.error.code]).toEqual([409, 'invalid_transition']);
    const unknown = await detach(999999);
    expect([unknown.status, unknown.body.error.code]).toEqual([404, 'not_found']);
  });

  it('is for admins and associates only', async () => {
    const { ids, seriesId } = await series(3);
    expect((await api(`/workshops/${ids[0]}/detach`, { method: 'POST' })).status).toBe(401);
    for (const role of ['coach', 'finance'] as const) {
      const refused = await detach(ids[0]!, await sessionFor(await createUser({ role })));
      expect([refused.status, refused.body.error.code]).toEqual([403, 'forbidden']);
    }
    expect((await rowsOf(ids)).every((w) => w.seriesId === seriesId)).toBe(true);
    const admin = await sessionFor(await createUser({ role: 'admin' }));
    expect((await detach(ids[0]!, admin)).status).toBe(200);
  });

  it('never leaves a series of one when two dates are taken out at once (the batch guard)', async () => {
    const { ids, seriesId } = await series(3);
    // Both read a series of three; without the guard each would leave, and the third date would stay a series of one.
    const [first, second] = await atOnce(
      () => detach(ids[0]!),
      () => detach(ids[1]!),
    );
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    expect([first, second].find((r) => r.status === 409)!.body.error.code).toBe('conflict');
    expect((await rowsOf(ids)).filter((w) => w.seriesId === seriesId)).toHaveLength(2);
  });
});
