import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { coachProfiles, coachRequests, coachSubjects, holidays, subjects, workshopCoaches, workshops } from '../../db/schema';
import { nowSeconds } from '../../lib/tokens';
import { api, db, sessionFor } from '../../test/factories';
import { staffingFixture, type StaffingFixture } from '../../test/staffing';
import { firstBrokenRule } from './eligibility';
import { loadPlan } from './plan.loader';

/*
 * Issue 30, point 6: the staffing plan, the ranking and the coach's open workshops decide with one rule. For a series
 * and one coach per rule, the three agree coach by coach: the plan's `firstBrokenRule`, the ranking's blockers and
 * request state, and the coach's own list (`fits`).
 */

let fixture: StaffingFixture;

beforeAll(async () => {
  fixture = await staffingFixture();
});

type Verdict = { plan: string | null; ranking: boolean; offers: boolean };

async function verdicts(firstId: number, coachIds: number[]): Promise<Map<number, Verdict>> {
  const context = await loadPlan(db, { workshopIds: [firstId] });
  const unit = context.instance.units.find((u) => u.id === firstId)!;
  const ranking = await api(`/workshops/form-coach-requests?workshop_id=${firstId}`, { token: fixture.associate });
  const candidates = new Map(
    (
      ranking.body.data.candidates as {
        id: number;
        blockers: unknown[];
        placed: boolean;
        request_state: string | null;
      }[]
    ).map((c) => [c.id, c]),
  );
  const result = new Map<number, Verdict>();
  for (const id of coachIds) {
    const coach = context.instance.coaches.find((c) => c.id === id)!;
    const candidate = candidates.get(id);
    const held = candidate?.placed || ['new-request', 'approved', 'declined'].includes(candidate?.request_state ?? '');
    const token = await sessionFor({ id });
    const listed = (await api('/coach/offerable-workshops', { token })).body.data as { workshop_id: number; fits: boolean }[];
    result.set(id, {
      plan: firstBrokenRule(unit, coach, context.instance.travelGapMinutes),
      ranking: candidate !== undefined && candidate.blockers.length === 0 && !held,
      offers: listed.find((w) => w.workshop_id === firstId)?.fits ?? false,
    });
  }
  return result;
}

describe('one rule for the staffing plan, the ranking and the coach’s open workshops', () => {
  it('agrees coach by coach on every hard rule', async () => {
    const { first, series } = await fixture.plannedWorkshops();
    // Seats for everyone: the asked coach holds one, and the series stays in every list.
    await db.update(workshops).set({ coachesNeeded: 5 }).where(eq(workshops.seriesId, first.seriesId!));
    const [otherSubject] = await db.insert(subjects).values({}).returning();
    const at = (date: string, start: string, end: string) => ({ date, startTime: start, endTime: end });

    const fits = await fixture.coach();
    const noSubjects = await fixture.coach({ teaches: false });
    const wrongLanguage = await fixture.coach({ speaks: false });
    const wrongSubject = await fixture.coach({ teaches: false });
    await db.insert(coachSubjects).values({ coachId: wrongSubject.id, subjectId: otherSubject!.id });
    const onHoliday = await fixture.coach();
    await db.insert(holidays).values({ coachId: onHoliday.id, fromDate: series[1]!.date, toDate: series[1]!.date });

    // Another workshop that day: right before the first date (within the travel gap), or long before it.
    const clashing = await fixture.coach();
    const farApart = await fixture.coach();
    const minutes = Number(first.startTime.slice(0, 2)) * 60 + Number(first.startTime.slice(3, 5));
    const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    for (const [coach, span] of [
      [clashing, at(first.date, hhmm(minutes - 75), hhmm(minutes - 10))],
      [farApart, at(first.date, hhmm(minutes - 240), hhmm(minutes - 180))],
    ] as const) {
      const other = await fixture.plannedWorkshops();
      await db.update(workshops).set(span).where(eq(workshops.id, other.single.id));
      await db.insert(workshopCoaches).values({ workshopId: other.single.id, coachId: coach.id, placedAt: nowSeconds() });
    }

    // A monthly maximum the series would pass: one workshop in the month of its first date already, at most one.
    const atMax = await fixture.coach();
    await db
      .insert(coachProfiles)
      .values({ userId: atMax.id, workloadMonthMax: 2 })
      .onConflictDoUpdate({
        target: coachProfiles.userId,
        set: { workloadMonthMax: 1 },
      });
    const held = await fixture.plannedWorkshops();
    await db
      .update(workshops)
      .set({ date: series[0]!.date.slice(0, 8) + '28', startTime: '18:00', endTime: '19:00' })
      .where(eq(workshops.id, held.single.id));
    await db.insert(workshopCoaches).values({ workshopId: held.single.id, coachId: atMax.id, placedAt: nowSeconds() });

    const asked = await fixture.coach();
    const declined = await fixture.coach();
    const withdrawn = await fixture.coach();
    await fixture.ask(first.id, [asked.id, declined.id, withdrawn.id]);
    await db.update(coachRequests).set({ state: 'declined' }).where(eq(coachRequests.coachId, declined.id));
    await db.update(coachRequests).set({ state: 'cancelled' }).where(eq(coachRequests.coachId, withdrawn.id));

    const expected = new Map<number, string | null>([
      [fits.id, null],
      [noSubjects.id, null],
      [wrongLanguage.id, 'language'],
      [wrongSubject.id, 'subject'],
      [onHoliday.id, 'holiday'],
      [clashing.id, 'placement'],
      [farApart.id, null],
      [atMax.id, 'month_max'],
      [asked.id, 'excluded'],
      [declined.id, 'excluded'],
      [withdrawn.id, null],
    ]);
    const seen = await verdicts(first.id, [...expected.keys()]);
    for (const [id, rule] of expected) {
      const verdict = seen.get(id)!;
      expect(verdict.plan, `coach ${id}`).toBe(rule);
      expect(verdict, `coach ${id}`).toEqual({ plan: rule, ranking: rule === null, offers: rule === null });
    }
  });
});
