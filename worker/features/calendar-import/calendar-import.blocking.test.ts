import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { importedBusyTimes, workshopCoaches, workshops } from '../../db/schema';
import { nowSeconds } from '../../lib/tokens';
import { api, db } from '../../test/factories';
import { staffingFixture, type StaffingFixture } from '../../test/staffing';

let fixture: StaffingFixture;

beforeAll(async () => {
  fixture = await staffingFixture();
});

/** A busy time of the coach's imported calendar; without times the whole day. */
const busy = (coachId: number, date: string, startTime: string | null = null, endTime: string | null = null) =>
  db.insert(importedBusyTimes).values({ coachId, date, startTime, endTime });

describe('imported calendar busy times block like manual entries', () => {
  it('the ranking shows a calendar blocker when a busy time meets the workshop, not when it lies beside it', async () => {
    const { first, series } = await fixture.plannedWorkshops();
    const [start, end] = [first.startTime, first.endTime];
    const wholeDay = await fixture.coach();
    const overlapping = await fixture.coach();
    const before = await fixture.coach();
    const otherDay = await fixture.coach();
    await busy(wholeDay.id, series[1]!.date);
    await busy(overlapping.id, first.date, '00:00', addMinutes(start, 1));
    await busy(before.id, first.date, '00:00', start);
    await busy(before.id, first.date, end, '24:00');
    await busy(otherDay.id, dayBefore(first.date));

    const { body } = await api(`/workshops/form-coach-requests?workshop_id=${first.id}`, { token: fixture.associate });
    const byId = new Map(body.data.candidates.map((c: { id: number }) => [c.id, c]));
    expect(byId.get(wholeDay.id)).toMatchObject({ blockers: [{ kind: 'calendar', date: series[1]!.date, workshop_id: null }] });
    expect(byId.get(overlapping.id)).toMatchObject({ blockers: [{ kind: 'calendar', date: first.date, workshop_id: null }] });
    expect(byId.get(before.id)).toMatchObject({ blockers: [] });
    expect(byId.get(otherDay.id)).toMatchObject({ blockers: [] });
  });

  it('a placed coach’s imported busy time shows as a conflict in the allocation form, the allocations overview and the dashboard', async () => {
    const { first } = await fixture.plannedWorkshops();
    const coach = await fixture.coach();
    await db.update(workshops).set({ state: 'to-realize' }).where(eq(workshops.id, first.id));
    await db.insert(workshopCoaches).values({ workshopId: first.id, coachId: coach.id, placedAt: nowSeconds() });
    await busy(coach.id, first.date, first.startTime, first.endTime);

    const form = await api(`/workshops/${first.id}/form-allocations`, { token: fixture.associate });
    expect(form.body.data.placed.find((p: { id: number }) => p.id === coach.id).unavailable).toEqual(
      expect.arrayContaining([{ kind: 'calendar', date: first.date }]),
    );

    const overview = await api(`/workshops/allocations?from=${first.date}&to=${first.date}&coach=${coach.id}`, {
      token: fixture.associate,
    });
    expect(overview.status).toBe(200);
    const load = overview.body.data.coaches.find((c: { id: number }) => c.id === coach.id);
    expect(load.workshops.find((w: { id: number }) => w.id === first.id).unavailable).toEqual(['calendar']);

    const dashboard = await api('/dashboard/de', { token: fixture.associate });
    const conflicts = dashboard.body.data.items.find((i: { key: string }) => i.key === 'coach_conflicts').conflicts;
    expect(conflicts).toContainEqual(
      expect.objectContaining({ coach: expect.objectContaining({ id: coach.id }), reason: 'calendar' }),
    );
  });
});

function addMinutes(time: string, minutes: number): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const total = h * 60 + m + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

function dayBefore(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}
