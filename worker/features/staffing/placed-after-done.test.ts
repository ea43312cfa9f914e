import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, coachFees, evaluations, workshopCoaches, workshops } from '../../db/schema';
import { addDays, todayInZurich } from '../../contract/lib/dates';
import { api, db, outboxFor, sessionFor } from '../../test/factories';
import { staffingFixture, type StaffingFixture } from '../../test/staffing';

/*
 * Issue 30, point 8: a coach recorded on a workshop after it was marked done (a stand-in, or a placement staff forgot)
 * gets what the done transition gives every placed coach: the fee and their evaluation, with its mail.
 */

let fixture: StaffingFixture;

beforeAll(async () => {
  fixture = await staffingFixture();
});

/** A series held last week with one coach placed, marked done: fee, evaluations and mails exist for that coach. */
async function doneSeries() {
  const { first, series } = await fixture.plannedWorkshops();
  const ids = series.map((w) => w.id);
  for (const [index, w] of series.entries()) {
    await db
      .update(workshops)
      .set({ date: addDays(todayInZurich(), -8 + index) })
      .where(eq(workshops.id, w.id));
  }
  const original = await fixture.coach();
  expect((await fixture.place(first.id, original.id)).status).toBe(200);
  const done = await api(`/workshops/${first.id}/set-state`, {
    method: 'POST',
    token: fixture.associate,
    json: { state: 'done' },
  });
  expect(done.status).toBe(200);
  return { first, ids, original };
}

describe('placing a coach on a workshop that is done', () => {
  it('records the coach on every date, with their fee and evaluation and its mail; nothing else changes', async () => {
    const { first, ids, original } = await doneSeries();
    const standIn = await fixture.coach({ language: 'fr' });
    const outboxBefore = (await outboxFor(original.email)).length;

    const placed = await fixture.place(first.id, standIn.id);
    expect(placed.status).toBe(200);
    expect(placed.body.data.placed.map((c: { id: number }) => c.id).sort()).toEqual([original.id, standIn.id].sort());
    const states = await db.select({ state: workshops.state }).from(workshops).where(inArray(workshops.id, ids));
    expect(states.map((s) => s.state)).toEqual(['done', 'done']);

    const placements = await db.select().from(workshopCoaches).where(eq(workshopCoaches.coachId, standIn.id));
    expect(placements.map((p) => p.workshopId).sort()).toEqual([...ids].sort());
    const fees = await db.select().from(coachFees).where(eq(coachFees.coachId, standIn.id));
    expect(fees.map((f) => [f.workshopId, f.state]).sort()).toEqual(ids.map((id) => [id, 'pending']).sort());
    const own = await db
      .select()
      .from(evaluations)
      .where(and(eq(evaluations.coachId, standIn.id), eq(evaluations.kind, 'by_coach')));
    expect(own.map((e) => e.workshopId).sort()).toEqual([...ids].sort());
    expect(own.every((e) => e.language === 'fr' && e.state === 'open')).toBe(true);

    const mails = await outboxFor(standIn.email);
    expect(mails.map((m) => m.template)).toEqual(['evaluation-coach']);
    expect(mails[0]!.language).toBe('fr');
    // The coach placed before and the school hear nothing new; no second evaluation or fee for the first coach.
    expect((await outboxFor(original.email)).length).toBe(outboxBefore);
    expect(await db.select().from(coachFees).where(eq(coachFees.coachId, original.id))).toHaveLength(2);
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'workshop.coach_assigned'), eq(auditLog.entityId, String(first.id))))
      .orderBy(auditLog.id)
      .limit(1)
      .offset(1);
    expect(audit?.details).toMatchObject({ coach: standIn.id, after_done: true });

    // The coach sees it among their evaluations to fill in.
    const list = await api('/evaluations', { token: await sessionFor(standIn) });
    const listed = list.body.data as { state: string; workshop: { id: number } }[];
    expect(listed.map((e) => [e.workshop.id, e.state]).sort()).toEqual(ids.map((id) => [id, 'open']).sort());

    const again = await fixture.place(first.id, standIn.id);
    expect([again.status, again.body.error.code]).toEqual([409, 'conflict']);
  });

  it('refuses once the workshop is invoiceable: correct it back to done first', async () => {
    const { first } = await doneSeries();
    const invoiceable = await api(`/workshops/${first.id}/set-state`, {
      method: 'POST',
      token: fixture.associate,
      json: { state: 'invoiceable' },
    });
    expect(invoiceable.status).toBe(200);
    const late = await fixture.coach();
    const refused = await fixture.place(first.id, late.id);
    expect([refused.status, refused.body.error.code]).toEqual([409, 'invalid_transition']);
    expect(await db.select().from(coachFees).where(eq(coachFees.coachId, late.id))).toEqual([]);
  });
});
