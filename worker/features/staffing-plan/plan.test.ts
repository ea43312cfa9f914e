import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  coachOffers,
  coachProfiles,
  coachRequests,
  holidays,
  importedBusyTimes,
  schoolHolidays,
  unavailabilities,
  workshopCoaches,
  workshops,
} from '../../db/schema';
import { nowSeconds } from '../../lib/tokens';
import { dateIn } from '../../test/catalogue';
import { api, createUser, db, sessionFor, outboxFor } from '../../test/factories';
import { atOnce } from '../../test/race';
import { staffingFixture, statesOf, type StaffingFixture } from '../../test/staffing';

let staffing: StaffingFixture;
let associate: string;

beforeAll(async () => {
  staffing = await staffingFixture();
  associate = staffing.associate;
});

interface PlanLine {
  id: number;
  offered: boolean;
  subject_fit: boolean;
  month_load: number;
  month_max: number | null;
}
interface Unit {
  workshop_id: number;
  seats: number;
  dates: { workshop_id: number; date: string; school_holidays: unknown[] }[];
  proposals: PlanLine[];
  alternatives: PlanLine[];
  missing: number;
  blocked_by: { rule: string; coaches: number }[];
}

/** The plan of the next six weeks (the fixture's workshops lie 20–27 days ahead). */
async function plan(): Promise<Unit[]> {
  const { status, body } = await api(`/workshops/staffing-plan?from=${dateIn(0)}&to=${dateIn(42)}`, { token: associate });
  expect(status).toBe(200);
  return body.data.units;
}
const unitOf = (units: Unit[], workshopId: number) => units.find((u) => u.workshop_id === workshopId)!;
const offeredCoaches = (unit: Unit) => [...unit.proposals, ...unit.alternatives].map((c) => c.id);
const send = (lines: { workshop_id: number; coach_ids: number[] }[], token = associate) =>
  api('/workshops/staffing-plan/requests', { method: 'POST', token, json: { lines, message: 'Danke!' } });
const offer = (workshopId: number, coachId: number) => db.insert(coachOffers).values({ workshopId, coachId, note: 'Gern' });

describe('GET /api/workshops/staffing-plan', () => {
  it('lists a series as one unit with all its dates, the single workshop apart, and proposes a fitting coach', async () => {
    const { first, series, single } = await staffing.plannedWorkshops();
    const eager = await staffing.coach();
    await offer(first.id, eager.id);

    const units = await plan();
    const unit = unitOf(units, first.id);
    expect(unit.dates.map((d) => d.workshop_id)).toEqual(series.map((w) => w.id));
    expect(unit).toMatchObject({ seats: 1, missing: 0, blocked_by: [] });
    expect(unit.dates[0]!.school_holidays).toEqual([]);
    expect(units.some((u) => u.workshop_id === series[1]!.id)).toBe(false);
    expect(unitOf(units, single.id).dates).toHaveLength(1);
    // Offering themselves weighs most: the coach is proposed, with the reason shown.
    expect(unit.proposals).toHaveLength(1);
    expect(unit.proposals[0]).toMatchObject({ id: eager.id, offered: true, subject_fit: true });
    for (const line of unit.alternatives) expect(line.id).not.toBe(eager.id);
  });

  it('shows the school holidays of the school’s canton on the dates they cover', async () => {
    const { first, series } = await staffing.plannedWorkshops();
    // The fixture's school is in Lugano (6900, Ticino).
    await db.insert(schoolHolidays).values({
      canton: 'TI',
      schoolYear: '2026/27',
      name: 'Vacanze di carnevale',
      fromDate: first.date,
      toDate: first.date,
    });

    const unit = unitOf(await plan(), first.id);
    expect(unit.dates[0]!.school_holidays).toEqual([
      { canton: 'TI', name: 'Vacanze di carnevale', from_date: first.date, to_date: first.date },
    ]);
    expect(unit.dates[1]!.date).toBe(series[1]!.date);
    expect(unit.dates[1]!.school_holidays).toEqual([]);
  });

  it('defaults to next month (Zurich) and refuses a period backwards or over 93 days', async () => {
    const today = dateIn(0);
    const [y, m] = today.split('-').map(Number) as [number, number];
    const nextMonth = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
    const { status, body } = await api('/workshops/staffing-plan', { token: associate });
    expect(status).toBe(200);
    expect(body.data.from).toBe(`${nextMonth}-01`);
    expect(body.data.to.slice(0, 7)).toBe(nextMonth);
    expect(body.data.travel_gap_minutes).toBe(30);

    const backwards = await api(`/workshops/staffing-plan?from=${dateIn(10)}&to=${dateIn(5)}`, { token: associate });
    expect(backwards.status).toBe(422);
    const tooLong = await api(`/workshops/staffing-plan?from=${dateIn(0)}&to=${dateIn(94)}`, { token: associate });
    expect(tooLong.status).toBe(422);
  });

  it('never offers a coach who is busy (each kind) or at the month maximum, and refuses to ask them', async () => {
    const { first, series } = await staffing.plannedWorkshops();
    const blockedDay = await staffing.coach();
    await db.insert(unavailabilities).values({ coachId: blockedDay.id, kind: 'blocked_day', date: series[1]!.date });
    const onHoliday = await staffing.coach();
    await db.insert(holidays).values({ coachId: onHoliday.id, fromDate: first.date, toDate: first.date });
    const mornings = await staffing.coach();
    await db.insert(unavailabilities).values({ coachId: mornings.id, kind: 'time_of_day', timeOfDay: 'before_noon' });
    const calendar = await staffing.coach();
    await db.insert(importedBusyTimes).values({ coachId: calendar.id, date: first.date, startTime: '09:00', endTime: '10:00' });
    // Placed on another workshop ending 10 minutes before this one starts: inside the 30-minute travel gap.
    const placed = await staffing.coach();
    const other = await staffing.plannedWorkshops();
    await db
      .update(workshops)
      .set({ date: first.date, startTime: '06:30', endTime: '07:50' })
      .where(eq(workshops.id, other.single.id));
    await db.insert(workshopCoaches).values({ workshopId: other.single.id, coachId: placed.id, placedAt: nowSeconds() });
    const full = await staffing.coach();
    await db
      .insert(coachProfiles)
      .values({ userId: full.id, workloadMonthMax: 0 })
      .onConflictDoUpdate({
        target: coachProfiles.userId,
        set: { workloadMonthMax: 0 },
      });
    const busy = {
      blocked_day: blockedDay,
      holiday: onHoliday,
      time_of_day: mornings,
      calendar,
      placement: placed,
      month_max: full,
    };
    for (const coach of Object.values(busy)) await offer(first.id, coach.id);

    const unit = unitOf(await plan(), first.id);
    for (const coach of Object.values(busy)) expect(offeredCoaches(unit)).not.toContain(coach.id);

    for (const [rule, coach] of Object.entries(busy)) {
      const { status, body } = await send([{ workshop_id: first.id, coach_ids: [coach.id] }]);
      expect(status, rule).toBe(409);
      expect(body.error.code).toBe('plan_rule_broken');
      expect(body.error.message).toContain(`: ${rule}`);
    }
    expect(await db.select().from(coachRequests).where(eq(coachRequests.workshopId, first.id))).toEqual([]);
  });

  it('explains a workshop nobody can take by the rule that blocks it', async () => {
    const { first } = await staffing.plannedWorkshops();
    await db.update(workshops).set({ language: 'es' }).where(eq(workshops.seriesId, first.seriesId!));
    await staffing.coach();
    // More coaches who are not active than who do not speak Spanish: still not what blocks the workshop.
    for (let i = 0; i < 40; i++) await createUser({ role: 'coach', state: i % 2 ? 'inactive' : 'incomplete' });

    const unit = unitOf(await plan(), first.id);
    expect(unit.proposals).toEqual([]);
    expect(unit.missing).toBe(1);
    expect(unit.blocked_by[0]!.rule).toBe('language');
    expect(unit.blocked_by[0]!.coaches).toBeGreaterThan(0);
    const notEligible = unit.blocked_by.at(-1)!;
    expect(notEligible.rule).toBe('not_eligible');
    expect(notEligible.coaches).toBeGreaterThan(unit.blocked_by[0]!.coaches);
  });

  it('is for admins and associates only', async () => {
    const coach = await sessionFor(await staffing.coach());
    const finance = await sessionFor(await createUser({ role: 'finance' }));
    expect((await api('/workshops/staffing-plan', { token: coach })).status).toBe(403);
    expect((await api('/workshops/staffing-plan', { token: finance })).status).toBe(403);
    expect((await api('/workshops/staffing-plan')).status).toBe(401);
    expect((await send([{ workshop_id: 1, coach_ids: [1] }], coach)).status).toBe(403);
    const admin = await sessionFor(await createUser({ role: 'admin' }));
    expect((await api('/workshops/staffing-plan', { token: admin })).status).toBe(200);
  });
});

describe('POST /api/workshops/staffing-plan/requests', () => {
  it('asks every line at once, every date of a series, and mails each coach once listing all their requests', async () => {
    const { first, series, single } = await staffing.plannedWorkshops();
    const [lea, max] = [await staffing.coach({ language: 'fr' }), await staffing.coach()];

    const { status, body } = await send([
      { workshop_id: first.id, coach_ids: [lea.id] },
      { workshop_id: single.id, coach_ids: [lea.id, max.id] },
    ]);
    expect(status).toBe(201);
    expect(body.data).toEqual({
      asked: [
        { workshop_id: first.id, coach_ids: [lea.id] },
        { workshop_id: single.id, coach_ids: [lea.id, max.id] },
      ],
      coaches_mailed: 2,
    });
    const rows = await db
      .select({ workshopId: coachRequests.workshopId, coachId: coachRequests.coachId, state: coachRequests.state })
      .from(coachRequests)
      .where(inArray(coachRequests.workshopId, [...series.map((w) => w.id), single.id]));
    expect(rows).toHaveLength(4);
    expect(rows.every((r) => r.state === 'new-request')).toBe(true);
    expect(await statesOf([...series.map((w) => w.id), single.id])).toEqual(Array(3).fill('coaches_requested'));

    const leaMails = await outboxFor(lea.email);
    expect(leaMails.map((m) => m.template)).toEqual(['coach-requests-batch']);
    expect(leaMails[0]!.language).toBe('fr');
    expect(leaMails[0]!.textBody.match(/\/coach-request\//g)).toHaveLength(2);
    expect(leaMails[0]!.textBody).toContain('Danke!');
    const maxMails = await outboxFor(max.email);
    expect(maxMails.map((m) => m.template)).toEqual(['coach-request']);

    // Asked already: the plan no longer offers them, and asking again is refused.
    const unit = unitOf(await plan(), first.id);
    expect(unit).toBeUndefined();
    const again = await send([{ workshop_id: single.id, coach_ids: [lea.id] }]);
    expect(again.status).toBe(409);
  });

  it('refuses two lines of one coach that overlap within the travel gap', async () => {
    const a = await staffing.plannedWorkshops();
    const b = await staffing.plannedWorkshops();
    await db.update(workshops).set({ startTime: '09:45', endTime: '11:00' }).where(eq(workshops.id, b.single.id));
    await db.update(workshops).set({ date: a.first.date }).where(eq(workshops.id, b.single.id));
    const coach = await staffing.coach();

    const { status, body } = await send([
      { workshop_id: a.first.id, coach_ids: [coach.id] },
      { workshop_id: b.single.id, coach_ids: [coach.id] },
    ]);
    expect(status).toBe(409);
    expect(body.error.message).toContain(': taken');
    expect(await db.select().from(coachRequests).where(eq(coachRequests.coachId, coach.id))).toEqual([]);
  });

  it('sent twice at once asks once and mails once', async () => {
    const { first, series } = await staffing.plannedWorkshops();
    const coach = await staffing.coach();
    const lines = [{ workshop_id: first.id, coach_ids: [coach.id] }];

    const results = await atOnce(
      () => send(lines),
      () => send(lines),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const refused = results.find((r) => r.status === 409)!;
    expect(['conflict', 'plan_rule_broken']).toContain(refused.body.error.code);
    const rows = await db
      .select()
      .from(coachRequests)
      .where(
        and(
          inArray(
            coachRequests.workshopId,
            series.map((w) => w.id),
          ),
          eq(coachRequests.coachId, coach.id),
        ),
      );
    expect(rows).toHaveLength(2);
    expect(await outboxFor(coach.email)).toHaveLength(1);
  });

  it('answers 404 for a workshop that does not exist and 422 for an inactive coach', async () => {
    const { single } = await staffing.plannedWorkshops();
    expect((await send([{ workshop_id: 999_999, coach_ids: [1] }])).status).toBe(404);
    const inactive = await createUser({ role: 'coach', state: 'inactive' });
    const { status, body } = await send([{ workshop_id: single.id, coach_ids: [inactive.id] }]);
    expect(status).toBe(422);
    expect(body.error.code).toBe('validation_failed');
  });
});
