import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { coachRequests, workshopCoaches, workshops } from '../../db/schema';
import { todayInZurich } from '../../contract/lib/dates';
import { api, createUser, db, sessionFor, outboxFor } from '../../test/factories';
import { requestOf, staffingFixture, statesOf, type StaffingFixture } from '../../test/staffing';

let staffing: StaffingFixture;
let admin: string;

beforeAll(async () => {
  staffing = await staffingFixture();
  admin = await sessionFor(await createUser({ role: 'admin' }));
});

const templates = async (email: string) => (await outboxFor(email)).map((m) => m.template);
const placedOn = (ids: number[]) =>
  db
    .select({ workshopId: workshopCoaches.workshopId, coachId: workshopCoaches.coachId })
    .from(workshopCoaches)
    .where(inArray(workshopCoaches.workshopId, ids));
const requestsFor = (coachId: number) => db.select().from(coachRequests).where(eq(coachRequests.coachId, coachId));
const answer = (requestId: number, token: string, body: { answer: 'approved' | 'declined'; comment?: string }) =>
  api(`/coaches/requests/${requestId}`, { method: 'PUT', token, json: body });
const setState = (workshopId: number, state: string) =>
  api(`/workshops/${workshopId}/set-state`, {
    method: 'POST',
    token: staffing.associate,
    json: { state, reason: 'Schule geschlossen' },
  });
/** The answer link of the coach's request mail. */
const linkOf = async (email: string) => {
  const mail = (await outboxFor(email)).find((m) => m.template === 'coach-request');
  return decodeURIComponent(/\/coach-request\/([\w.%-]+)/.exec(mail!.textBody)![1]!);
};

describe('inactive coaches', () => {
  it('are neither asked nor placed: 422 coach_not_active, no row, no mail', async () => {
    const { first, series } = await staffing.plannedWorkshops();
    const inactive = await createUser({ role: 'coach', state: 'inactive' });
    const active = await staffing.coach();

    const asked = await staffing.ask(first.id, [active.id, inactive.id]);
    const placed = await staffing.place(first.id, inactive.id);

    for (const res of [asked, placed]) {
      expect([res.status, res.body.error.code, res.body.error.fields[0].message]).toEqual([
        422,
        'validation_failed',
        'coach_not_active',
      ]);
    }
    expect(await requestsFor(inactive.id)).toEqual([]);
    expect(await requestsFor(active.id)).toEqual([]);
    expect(await placedOn(series.map((w) => w.id))).toEqual([]);
    expect(await statesOf(series.map((w) => w.id))).toEqual(['initialized', 'initialized']);
    expect(await templates(inactive.email)).toEqual([]);
    expect(await templates(active.email)).toEqual([]);
  });

  it('cannot use the answer link of their request mail any more', async () => {
    const { first } = await staffing.plannedWorkshops();
    const lea = await staffing.coach();
    await staffing.ask(first.id, [lea.id]);
    const token = await linkOf(lea.email);
    expect((await api(`/coaches/requests/link/${token}`)).status).toBe(200);

    await api(`/coaches/${lea.id}/set-state`, { method: 'POST', token: admin, json: { state: 'inactive' } });
    const before = await requestOf(first.id, lea.id);
    const view = await api(`/coaches/requests/link/${token}`);
    const answered = await api(`/coaches/requests/link/${token}`, { method: 'POST', json: { answer: 'approved' } });

    expect([view.status, view.body.error.code]).toEqual([404, 'not_found']);
    expect([answered.status, answered.body.error.code]).toEqual([404, 'not_found']);
    expect(await requestOf(first.id, lea.id)).toEqual(before);
    expect(before).toMatchObject({ state: 'cancelled', answeredAt: null });
  });
});

describe('placing', () => {
  it('the same coach twice: 409 conflict, one allocation per workshop, one placement mail', async () => {
    const { first, series } = await staffing.plannedWorkshops();
    const lea = await staffing.coach();
    expect((await staffing.place(first.id, lea.id)).status).toBe(200);

    const again = await staffing.place(first.id, lea.id);

    expect([again.status, again.body.error.code]).toEqual([409, 'conflict']);
    expect(await placedOn(series.map((w) => w.id))).toEqual(series.map((w) => ({ workshopId: w.id, coachId: lea.id })));
    expect(await templates(lea.email)).toEqual(['coach-placed']);
  });

  it('a coach who declined is refused until asked again and available', async () => {
    const { single } = await staffing.plannedWorkshops();
    const lea = await staffing.coach();
    await staffing.ask(single.id, [lea.id]);
    const request = await requestOf(single.id, lea.id);
    await answer(request!.id, await sessionFor(lea), { answer: 'declined', comment: 'Ferien' });

    const refused = await staffing.place(single.id, lea.id);

    expect([refused.status, refused.body.error.code]).toEqual([409, 'invalid_transition']);
    expect(await requestOf(single.id, lea.id)).toMatchObject({ state: 'declined', answerMessage: 'Ferien' });
    expect(await placedOn([single.id])).toEqual([]);
    expect(await templates(lea.email)).toEqual(['coach-request']);
  });
});

describe('cancelled and done workshops', () => {
  it('cancelled ones are neither staffed nor asked, done ones not asked: 409 invalid_transition, nothing changes', async () => {
    const { first, series, single } = await staffing.plannedWorkshops();
    const [lea, max] = [await staffing.coach(), await staffing.coach()];
    // The series is cancelled; the single workshop is given (to-realize, then done on its day).
    expect((await setState(first.id, 'cancelled')).status).toBe(200);
    expect((await staffing.place(single.id, lea.id)).status).toBe(200);
    await db.update(workshops).set({ date: todayInZurich() }).where(eq(workshops.id, single.id));
    expect((await setState(single.id, 'done')).status).toBe(200);
    const mailsBefore = { lea: await templates(lea.email), max: await templates(max.email) };

    // Placing on a done workshop records who gave it (placed-after-done.test.ts); asking makes no sense any more.
    const refused = [
      await staffing.ask(first.id, [max.id]),
      await staffing.place(first.id, max.id),
      await staffing.ask(single.id, [max.id]),
    ];
    for (const res of refused) expect([res.status, res.body.error.code]).toEqual([409, 'invalid_transition']);
    const dismissed = await staffing.dismiss(single.id, lea.id);

    expect([dismissed.status, dismissed.body.error.code]).toEqual([409, 'invalid_transition']);
    expect(await statesOf(series.map((w) => w.id))).toEqual(['cancelled', 'cancelled']);
    expect(await statesOf([single.id])).toEqual(['done']);
    expect(await requestsFor(max.id)).toEqual([]);
    expect(await placedOn([...series.map((w) => w.id), single.id])).toEqual([{ workshopId: single.id, coachId: lea.id }]);
    expect({ lea: await templates(lea.email), max: await templates(max.email) }).toEqual(mailsBefore);
  });
});

describe('a coach changing their answer', () => {
  it('may switch between available and not available for the whole series until placed or withdrawn', async () => {
    const { first, series } = await staffing.plannedWorkshops();
    const lea = await staffing.coach();
    await staffing.ask(first.id, [lea.id]);
    const request = await requestOf(first.id, lea.id);
    const token = await sessionFor(lea);

    const steps = [
      { answer: 'approved', comment: 'Gerne' },
      { answer: 'declined', comment: 'Doch keine Zeit' },
      { answer: 'approved', comment: 'Es geht doch' },
    ] as const;
    for (const step of steps) {
      const res = await answer(request!.id, token, step);
      expect([res.status, res.body.data.state, res.body.data.answer_message]).toEqual([200, step.answer, step.comment]);
      for (const w of series) {
        expect(await requestOf(w.id, lea.id)).toMatchObject({ state: step.answer, answerMessage: step.comment });
      }
    }

    await api(`/workshops/coach-requests/${request!.id}`, { method: 'DELETE', token: staffing.associate });
    const late = await answer(request!.id, token, { answer: 'approved', comment: 'Noch da?' });

    expect([late.status, late.body.error.code]).toEqual([409, 'invalid_transition']);
    for (const w of series)
      expect(await requestOf(w.id, lea.id)).toMatchObject({ state: 'cancelled', answerMessage: 'Es geht doch' });
  });

  it('cannot answer for a cancelled workshop', async () => {
    const { single } = await staffing.plannedWorkshops();
    const lea = await staffing.coach();
    await staffing.ask(single.id, [lea.id]);
    const request = await requestOf(single.id, lea.id);
    await setState(single.id, 'cancelled');

    const res = await answer(request!.id, await sessionFor(lea), { answer: 'approved' });

    expect([res.status, res.body.error.code]).toEqual([409, 'invalid_transition']);
    expect(await requestOf(single.id, lea.id)).toMatchObject({ state: 'cancelled', answeredAt: null });
  });
});

describe('asking a coach who declined again', () => {
  it('reopens the request without the old answer and mails the coach again', async () => {
    const { first, series } = await staffing.plannedWorkshops();
    const lea = await staffing.coach();
    await staffing.ask(first.id, [lea.id]);
    const request = await requestOf(first.id, lea.id);
    await answer(request!.id, await sessionFor(lea), { answer: 'declined', comment: 'Ferien' });

    const again = await staffing.ask(first.id, [lea.id]);

    expect(again.status).toBe(201);
    expect(again.body.data).toEqual([expect.objectContaining({ id: request!.id, state: 'new-request', answer_message: null })]);
    for (const w of series) {
      expect(await requestOf(w.id, lea.id)).toMatchObject({ state: 'new-request', answerMessage: null, answeredAt: null });
    }
    expect(await templates(lea.email)).toEqual(['coach-request', 'coach-request']);
  });
});

describe('withdrawing', () => {
  it('a placed request is refused: the coach stays placed and gets no mail', async () => {
    const { single } = await staffing.plannedWorkshops();
    const lea = await staffing.coach();
    await staffing.ask(single.id, [lea.id]);
    await staffing.place(single.id, lea.id);
    const request = await requestOf(single.id, lea.id);

    const res = await api(`/workshops/coach-requests/${request!.id}`, { method: 'DELETE', token: staffing.associate });

    expect([res.status, res.body.error.code]).toEqual([409, 'invalid_transition']);
    expect(await requestOf(single.id, lea.id)).toMatchObject({ state: 'placed' });
    expect(await placedOn([single.id])).toEqual([{ workshopId: single.id, coachId: lea.id }]);
    expect(await templates(lea.email)).toEqual(['coach-request', 'coach-placed']);
  });
});
