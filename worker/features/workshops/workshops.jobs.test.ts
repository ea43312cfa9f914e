import { env } from 'cloudflare:test';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  auditLog,
  coachFees,
  evaluations,
  mailOutbox,
  offeredWorkshops,
  workshopCoaches,
  workshopSeries,
  workshops,
} from '../../db/schema';
import { runJob } from '../../jobs/schedule';
import { dateIn, seedCatalogue } from '../../test/catalogue';
import { createUser, db } from '../../test/factories';
import { atOnce } from '../../test/race';
import { markPastWorkshopsDone } from './workshops.jobs';

let offeredWorkshopId: number;
beforeAll(async () => {
  offeredWorkshopId = (await seedCatalogue()).rights.id;
  await db.update(offeredWorkshops).set({ coachFeeCentimes: 20000 }).where(eq(offeredWorkshops.id, offeredWorkshopId));
});

/** `to-realize` workshops on these days from today, with a school contact and one placed coach each (one series if several). */
async function toRealize(days: number[], state: 'to-realize' | 'coaches_requested' = 'to-realize') {
  const [series] = days.length > 1 ? await db.insert(workshopSeries).values({}).returning() : [];
  const contactEmail = `school-${Math.random().toString(36).slice(2)}@example.test`;
  const coach = await createUser({ role: 'coach', state: 'active' });
  const rows = [];
  for (const day of days) {
    const [workshop] = await db
      .insert(workshops)
      .values({
        offeredWorkshopId,
        seriesId: series?.id ?? null,
        state,
        date: dateIn(day),
        startTime: '08:00',
        endTime: '09:30',
        durationMinutes: 90,
        institute: 'Schule Matte',
        location: 'Bern',
        priceCentimes: 45000,
        contactEmail,
      })
      .returning();
    await db.insert(workshopCoaches).values({ workshopId: workshop!.id, coachId: coach.id, placedAt: 1 });
    rows.push(workshop!);
  }
  return { ids: rows.map((w) => w.id), contactEmail, coach };
}

const statesOf = async (ids: number[]) =>
  (await db.select({ state: workshops.state }).from(workshops).where(inArray(workshops.id, ids))).map((w) => w.state);
const templatesTo = async (email: string) =>
  (await db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email))).map((m) => m.template).sort();

describe('the workshops-done job', () => {
  it('makes a past to-realize workshop done with the side effects of done, audited as automatic; a second run does nothing', async () => {
    const past = await toRealize([-1]);
    const today = await toRealize([0]);
    const planning = await toRealize([-3], 'coaches_requested');

    const first = await runJob('workshops-done', db, env);
    const second = await runJob('workshops-done', db, env);

    expect(first.done).toBeGreaterThanOrEqual(1);
    expect(second).toEqual({ done: 0, skipped: 0 });
    expect(await statesOf(past.ids)).toEqual(['done']);
    expect(await statesOf(today.ids)).toEqual(['to-realize']);
    expect(await statesOf(planning.ids)).toEqual(['coaches_requested']);
    const fees = await db.select().from(coachFees).where(eq(coachFees.workshopId, past.ids[0]!));
    expect(fees).toMatchObject([{ coachId: past.coach.id, amountCentimes: 20000, state: 'pending' }]);
    const kinds = (await db.select().from(evaluations).where(eq(evaluations.workshopId, past.ids[0]!))).map((e) => e.kind);
    expect(kinds.sort()).toEqual(['by_audience', 'by_coach']);
    expect(await templatesTo(past.contactEmail)).toEqual(['evaluation-audience']);
    expect(await templatesTo(past.coach.email)).toEqual(['evaluation-coach']);
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'workshop.state'), eq(auditLog.entityId, String(past.ids[0]))));
    expect(audit).toMatchObject([
      { actorUserId: null, details: { from: 'to-realize', to: 'done', reason: null, automatic: true } },
    ]);
  });

  it('makes a series done once all its dates have passed, not before', async () => {
    const passed = await toRealize([-9, -2]);
    const running = await toRealize([-2, 5]);

    await markPastWorkshopsDone(db, env);

    expect(await statesOf(passed.ids)).toEqual(['done', 'done']);
    expect(await statesOf(running.ids)).toEqual(['to-realize', 'to-realize']);
    // One evaluation mail per date to the school, one mail naming both dates to the coach.
    expect(await templatesTo(passed.contactEmail)).toEqual(['evaluation-audience', 'evaluation-audience']);
    expect(await templatesTo(passed.coach.email)).toEqual(['evaluation-coach']);
  });

  it('two runs at once change each workshop once and send each mail once', async () => {
    const past = await toRealize([-4]);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});

    await atOnce(
      () => markPastWorkshopsDone(db, env),
      () => markPastWorkshopsDone(db, env),
    );

    expect(await statesOf(past.ids)).toEqual(['done']);
    expect(await templatesTo(past.contactEmail)).toEqual(['evaluation-audience']);
    expect(await templatesTo(past.coach.email)).toEqual(['evaluation-coach']);
    expect(await db.select().from(coachFees).where(eq(coachFees.workshopId, past.ids[0]!))).toHaveLength(1);
    // The run that lost the race was refused by set-state's guard and says so.
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`"workshop_id":${past.ids[0]}`));
    warn.mockRestore();
  });
});
