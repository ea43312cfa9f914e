import { inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { workshopCoaches } from '../../db/schema';
import { api, db, sessionFor, outboxFor } from '../../test/factories';
import { atOnce } from '../../test/race';
import { requestOf, staffingFixture, statesOf, type StaffingFixture } from '../../test/staffing';

let staffing: StaffingFixture;

beforeAll(async () => {
  staffing = await staffingFixture();
});

const placedOn = async (ids: number[]) =>
  db
    .select({ workshopId: workshopCoaches.workshopId, coachId: workshopCoaches.coachId })
    .from(workshopCoaches)
    .where(inArray(workshopCoaches.workshopId, ids));
const templates = async (email: string) => (await outboxFor(email)).map((m) => m.template);
const count = (list: string[], template: string) => list.filter((t) => t === template).length;
/** Two requests at once: one answers with `ok`, the other with 409 and the given code. */
function oneWins(results: { status: number; body: { error?: { code: string } } }[], ok: number, code: string) {
  expect(results.map((r) => r.status).sort()).toEqual([ok, 409].sort());
  const winner = results.findIndex((r) => r.status === ok);
  expect(results[1 - winner]!.body.error?.code).toBe(code);
  return winner;
}

describe('placements racing', () => {
  it('two coaches placed at once on a workshop needing one: one is placed, the other refused', async () => {
    const { first, series, school } = await staffing.plannedWorkshops();
    const [lea, max] = [await staffing.coach(), await staffing.coach()];
    await staffing.ask(first.id, [lea.id, max.id]);

    const results = await atOnce(
      () => staffing.place(first.id, lea.id),
      () => staffing.place(first.id, max.id),
    );

    const winner = oneWins(results, 200, 'conflict');
    const [placed, loser] = winner === 0 ? [lea, max] : [max, lea];
    const ids = series.map((w) => w.id);
    expect(await placedOn(ids)).toEqual(expect.arrayContaining(ids.map((id) => ({ workshopId: id, coachId: placed.id }))));
    expect(await placedOn(ids)).toHaveLength(series.length);
    expect(await statesOf(ids)).toEqual(['to-realize', 'to-realize']);
    for (const w of series) {
      expect((await requestOf(w.id, placed.id))?.state).toBe('placed');
      expect((await requestOf(w.id, loser.id))?.state).toBe('cancelled');
    }
    expect(count(await templates(placed.email), 'coach-placed')).toBe(1);
    expect(await templates(loser.email)).toEqual(['coach-request', 'coach-request-withdrawn']);
    expect(count(await templates(school), 'workshop-staffed')).toBe(1);
  });

  it('the same coach placed twice at once is placed once and mailed once', async () => {
    const { single } = await staffing.plannedWorkshops();
    const lea = await staffing.coach();

    const results = await atOnce(
      () => staffing.place(single.id, lea.id),
      () => staffing.place(single.id, lea.id),
    );

    oneWins(results, 200, 'conflict');
    expect(await placedOn([single.id])).toEqual([{ workshopId: single.id, coachId: lea.id }]);
    expect(await templates(lea.email)).toEqual(['coach-placed']);
  });

  it('two dismissals at once never leave the workshop without a coach', async () => {
    const { single } = await staffing.plannedWorkshops();
    const [lea, max] = [await staffing.coach(), await staffing.coach()];
    expect((await staffing.place(single.id, lea.id)).status).toBe(200);
    expect((await staffing.place(single.id, max.id)).status).toBe(200);

    const results = await atOnce(
      () => staffing.dismiss(single.id, lea.id),
      () => staffing.dismiss(single.id, max.id),
    );

    const winner = oneWins(results, 200, 'conflict');
    const [dismissed, stays] = winner === 0 ? [lea, max] : [max, lea];
    expect(await placedOn([single.id])).toEqual([{ workshopId: single.id, coachId: stays.id }]);
    expect(await statesOf([single.id])).toEqual(['to-realize']);
    expect(count(await templates(dismissed.email), 'coach-dismissed')).toBe(1);
    expect(count(await templates(stays.email), 'coach-dismissed')).toBe(0);
  });

  it('a placement and a dismissal at once: the loser changes nothing', async () => {
    const { single } = await staffing.plannedWorkshops();
    const [lea, max, noa] = [await staffing.coach(), await staffing.coach(), await staffing.coach()];
    await staffing.place(single.id, lea.id);
    await staffing.place(single.id, max.id);

    const [placing, dismissing] = await atOnce(
      () => staffing.place(single.id, noa.id),
      () => staffing.dismiss(single.id, lea.id),
    );

    expect([placing.status, dismissing.status].sort()).toEqual([200, 409]);
    const expected = placing.status === 200 ? [lea.id, max.id, noa.id] : [max.id];
    expect((await placedOn([single.id])).map((p) => p.coachId).sort()).toEqual(expected.sort());
    expect(count(await templates(noa.email), 'coach-placed')).toBe(placing.status === 200 ? 1 : 0);
    expect(count(await templates(lea.email), 'coach-dismissed')).toBe(dismissing.status === 200 ? 1 : 0);
  });
});

describe('requests and answers racing', () => {
  it('asking the same coach twice at once asks (and mails) once', async () => {
    const { first, series } = await staffing.plannedWorkshops();
    const lea = await staffing.coach();

    const results = await atOnce(
      () => staffing.ask(first.id, [lea.id]),
      () => staffing.ask(first.id, [lea.id]),
    );

    oneWins(results, 201, 'conflict');
    for (const w of series) expect((await requestOf(w.id, lea.id))?.state).toBe('new-request');
    expect(await templates(lea.email)).toEqual(['coach-request']);
  });

  it('withdrawing a request twice at once tells the coach once', async () => {
    const { first } = await staffing.plannedWorkshops();
    const lea = await staffing.coach();
    await staffing.ask(first.id, [lea.id]);
    const request = await requestOf(first.id, lea.id);
    const withdraw = () => api(`/workshops/coach-requests/${request!.id}`, { method: 'DELETE', token: staffing.associate });

    const results = await atOnce(withdraw, withdraw);

    oneWins(results, 204, 'conflict');
    expect((await requestOf(first.id, lea.id))?.state).toBe('cancelled');
    expect(await templates(lea.email)).toEqual(['coach-request', 'coach-request-withdrawn']);
  });

  it('a coach declining while staff place them: either placed or declined, never both', async () => {
    const { single } = await staffing.plannedWorkshops();
    const lea = await staffing.coach();
    await staffing.ask(single.id, [lea.id]);
    const request = await requestOf(single.id, lea.id);
    const token = await sessionFor(lea);

    const [placing, answering] = await atOnce(
      () => staffing.place(single.id, lea.id),
      () => api(`/coaches/requests/${request!.id}`, { method: 'PUT', token, json: { answer: 'declined' } }),
    );

    expect([placing.status, answering.status].sort()).toEqual([200, 409]);
    const after = await requestOf(single.id, lea.id);
    const placed = await placedOn([single.id]);
    if (placing.status === 200) {
      expect([after?.state, after?.answeredAt, placed]).toEqual(['placed', null, [{ workshopId: single.id, coachId: lea.id }]]);
      expect(await templates(lea.email)).toEqual(['coach-request', 'coach-placed']);
    } else {
      expect([after?.state, placed]).toEqual(['declined', []]);
      expect(await templates(lea.email)).toEqual(['coach-request']);
    }
  });
});

describe('workshop states racing', () => {
  it('cancelling twice at once cancels once and tells everyone once', async () => {
    const { first, series, school } = await staffing.plannedWorkshops();
    const lea = await staffing.coach();
    await staffing.ask(first.id, [lea.id]);
    const cancel = () =>
      api(`/workshops/${first.id}/set-state`, {
        method: 'POST',
        token: staffing.associate,
        json: { state: 'cancelled', reason: 'Schule geschlossen' },
      });

    const results = await atOnce(cancel, cancel);

    oneWins(results, 200, 'conflict');
    expect(await statesOf(series.map((w) => w.id))).toEqual(['cancelled', 'cancelled']);
    expect(count(await templates(lea.email), 'workshop-cancelled')).toBe(1);
    expect(count(await templates(school), 'workshop-cancelled')).toBe(1);
  });

  it('placing while the workshop is cancelled: never a coach placed on a cancelled workshop', async () => {
    const { single, school } = await staffing.plannedWorkshops();
    const lea = await staffing.coach();
    await staffing.ask(single.id, [lea.id]);

    const [placing, cancelling] = await atOnce(
      () => staffing.place(single.id, lea.id),
      () =>
        api(`/workshops/${single.id}/set-state`, {
          method: 'POST',
          token: staffing.associate,
          json: { state: 'cancelled', reason: 'Schule geschlossen' },
        }),
    );

    expect([placing.status, cancelling.status].sort()).toEqual([200, 409]);
    const request = await requestOf(single.id, lea.id);
    if (cancelling.status === 200) {
      expect([await statesOf([single.id]), request?.state, await placedOn([single.id])]).toEqual([
        ['cancelled'],
        'cancelled',
        [],
      ]);
      expect(await templates(lea.email)).toEqual(['coach-request', 'workshop-cancelled']);
    } else {
      expect([await statesOf([single.id]), request?.state, await placedOn([single.id])]).toEqual([
        ['to-realize'],
        'placed',
        [{ workshopId: single.id, coachId: lea.id }],
      ]);
      expect(await templates(lea.email)).toEqual(['coach-request', 'coach-placed']);
      expect(count(await templates(school), 'workshop-cancelled')).toBe(0);
    }
  });
});
