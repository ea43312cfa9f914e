import { env } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  coachProfiles,
  coachRequests,
  holidays,
  inquiries,
  mailOutbox,
  materialOrders,
  organisation,
  workshopCoaches,
  workshops,
} from '../../db/schema';
import { signLink } from '../../lib/signed-links';
import { nowSeconds } from '../../lib/tokens';
import { api, createUser, db, sessionFor, outboxFor } from '../../test/factories';
import { requestOf, staffingFixture, statesOf, type StaffingFixture } from '../../test/staffing';
import { sendRequestReminders } from './reminders';

let associate: string;
let plannedWorkshops: StaffingFixture['plannedWorkshops'];
let coach: StaffingFixture['coach'];
let ask: StaffingFixture['ask'];

beforeAll(async () => {
  ({ associate, plannedWorkshops, coach, ask } = await staffingFixture());
});

describe('GET /api/workshops/form-coach-requests (ranking)', () => {
  it('ranks available, fitting coaches first and shows why others do not fit', async () => {
    const { first, series, single } = await plannedWorkshops();
    const good = await coach();
    const wrongLanguage = await coach({ speaks: false });
    const onHoliday = await coach();
    await db.insert(holidays).values({ coachId: onHoliday.id, fromDate: series[1]!.date, toDate: series[1]!.date });
    const busy = await coach();
    // Another workshop at the same time as the first of the series (the plan's rule: within the travel gap).
    const other = await plannedWorkshops();
    await db
      .update(workshops)
      .set({ date: first.date, startTime: first.startTime, endTime: first.endTime })
      .where(eq(workshops.id, other.single.id));
    await db.insert(workshopCoaches).values({ workshopId: other.single.id, coachId: busy.id, placedAt: nowSeconds() });

    const { status, body } = await api(`/workshops/form-coach-requests?workshop_id=${first.id}`, { token: associate });
    expect(status).toBe(200);
    expect(body.data.workshop.dates.map((d: { workshop_id: number }) => d.workshop_id)).toEqual(series.map((w) => w.id));
    const byId = new Map(body.data.candidates.map((c: { id: number }) => [c.id, c]));
    expect(byId.get(good.id)).toMatchObject({ speaks_language: true, knows_subject: true, blockers: [] });
    // The staffing plan's rule: a coach who does not speak the language cannot give it.
    expect(byId.get(wrongLanguage.id)).toMatchObject({
      speaks_language: false,
      blockers: [{ kind: 'language', date: first.date, workshop_id: null }],
    });
    expect(byId.get(onHoliday.id)).toMatchObject({ blockers: [{ kind: 'holiday', date: series[1]!.date, workshop_id: null }] });
    expect(byId.get(busy.id)).toMatchObject({
      blockers: [{ kind: 'conflict', date: first.date, workshop_id: other.single.id }],
      workshops_this_season: expect.any(Number),
    });
    const order = body.data.candidates.map((c: { id: number }) => c.id);
    expect(order.indexOf(good.id)).toBeLessThan(order.indexOf(onHoliday.id));
    expect(order.indexOf(good.id)).toBeLessThan(order.indexOf(busy.id));
    expect(order.indexOf(onHoliday.id)).toBeLessThan(order.indexOf(wrongLanguage.id));
    expect(single.id).not.toBe(first.id);
  });

  it('is for admin and associates', async () => {
    const { first } = await plannedWorkshops();
    for (const role of ['coach', 'finance'] as const) {
      const token = await sessionFor(await createUser({ role }));
      expect((await api(`/workshops/form-coach-requests?workshop_id=${first.id}`, { token })).status).toBe(403);
    }
  });
});

describe('GET /api/workshops/{id}/coach-requests', () => {
  it('lists the requests of a workshop and answers 404 for one that does not exist', async () => {
    const { first } = await plannedWorkshops();
    const asked = await coach();
    await ask(first.id, [asked.id]);
    const listed = await api(`/workshops/${first.id}/coach-requests`, { token: associate });
    expect(listed.body.data.map((r: { coach: { id: number } }) => r.coach.id)).toEqual([asked.id]);
    const missing = await api('/workshops/999999/coach-requests', { token: associate });
    expect([missing.status, missing.body.error.code]).toEqual([404, 'not_found']);
  });
});

describe('POST /api/workshops/{id}/coach-requests', () => {
  it('needs at least one person', async () => {
    const { first } = await plannedWorkshops();
    const { status, body } = await ask(first.id, []);
    expect([status, body.error.fields[0]]).toEqual([
      422,
      expect.objectContaining({ path: 'coach_ids', message: 'at_least_one_person' }),
    ]);
  });

  it('asks coaches for the whole series, moves it to coaches_requested and mails each coach once with a link', async () => {
    const { first, series } = await plannedWorkshops();
    const lea = await coach({ language: 'fr' });
    await db.insert(coachProfiles).values({ userId: lea.id, salutation: 1 });
    const max = await coach();
    const { status, body } = await ask(first.id, [lea.id, max.id]);
    expect(status).toBe(201);
    expect(body.data.map((r: { state: string }) => r.state)).toEqual(['new-request', 'new-request']);
    for (const w of series) {
      expect((await requestOf(w.id, lea.id))?.state).toBe('new-request');
    }
    expect(await statesOf(series.map((w) => w.id))).toEqual(['coaches_requested', 'coaches_requested']);
    const mails = await outboxFor(lea.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ template: 'coach-request', language: 'fr' });
    // The answer link opens the page in the coach's language.
    expect(mails[0]!.textBody).toMatch(/http:\/\/localhost:8787\/fr\/coach-request\/[\w.-]+/);
    expect(mails[0]!.textBody).toContain('Bitte Beamer mitnehmen');
    // Formal in the coach's language, with her salutation; the workshop's language, duration and place.
    expect(mails[0]!.textBody).toMatch(/^Madame,\n\n/);
    expect(mails[0]!.textBody).toMatch(/\nLangue\u202f: allemand\nDurée\u202f: \d+ (heures?|minutes)\nLieu\u202f: \S/);
    expect((await outboxFor(max.email))[0]!.textBody).toMatch(new RegExp(`^Guten Tag ${max.firstname} ${max.lastname}\n`));

    // Asking again does not ask (or mail) twice.
    await ask(first.id, [lea.id]);
    expect(await outboxFor(lea.email)).toHaveLength(1);
  });

  it('refuses inactive coaches, finance and coaches', async () => {
    const { first } = await plannedWorkshops();
    const inactive = await createUser({ role: 'coach', state: 'inactive' });
    expect((await ask(first.id, [inactive.id])).body.error.fields[0].message).toBe('coach_not_active');
    const active = await coach();
    expect((await ask(first.id, [active.id], await sessionFor(await createUser({ role: 'finance' })))).status).toBe(403);
    expect((await ask(first.id, [active.id], await sessionFor(active))).status).toBe(403);
  });
});

describe('a coach answers', () => {
  it('answers their own request for the whole series; the badge count drops; others’ requests are not theirs', async () => {
    const { first, series } = await plannedWorkshops();
    const lea = await coach();
    await ask(first.id, [lea.id]);
    const token = await sessionFor(lea);
    const before = await api('/basedata/manager', { token });
    const own = await api('/coaches/requests', { token });
    // The badge counts what the requests page lists: the series of two dates once.
    const listedOpen = own.body.data.filter((r: { state: string }) => r.state === 'new-request');
    expect([before.body.data.pending_coach_requests, listedOpen.length]).toEqual([1, 1]);
    const item = own.body.data.find((r: { workshop: { id: number } }) => r.workshop.id === first.id);
    expect(item.workshop.series_dates).toEqual([series[1]!.date]);
    expect(item.workshop).toMatchObject({ institute: 'Scuola Media Lugano', grade: 'Zyklus 3', title: 'Kinderrechte' });

    const answered = await api(`/coaches/requests/${item.id}`, {
      method: 'PUT',
      token,
      json: { answer: 'approved', comment: 'Gerne' },
    });
    expect(answered.status).toBe(200);
    expect(answered.body.data).toMatchObject({ state: 'approved', answer_message: 'Gerne' });
    for (const w of series) expect((await requestOf(w.id, lea.id))?.state).toBe('approved');
    const after = await api('/basedata/manager', { token });
    expect(after.body.data.pending_coach_requests).toBe(0);

    const other = await sessionFor(await coach());
    expect(
      (await api(`/coaches/requests/${item.id}`, { method: 'PUT', token: other, json: { answer: 'declined' } })).status,
    ).toBe(404);
    expect(
      (await api(`/coaches/requests/${item.id}`, { method: 'PUT', token: associate, json: { answer: 'declined' } })).status,
    ).toBe(403);
  });

  it('answers through the signed mail link; expired, tampered and foreign links are refused', async () => {
    const { first } = await plannedWorkshops();
    const lea = await coach();
    await ask(first.id, [lea.id]);
    const [mail] = await outboxFor(lea.email);
    const token = decodeURIComponent(/\/coach-request\/([\w.%-]+)/.exec(mail!.textBody)![1]!);

    const view = await api(`/coaches/requests/link/${token}`);
    expect(view.body.data).toMatchObject({ state: 'new-request', workshop: { id: first.id } });
    const answered = await api(`/coaches/requests/link/${token}`, { method: 'POST', json: { answer: 'declined' } });
    expect(answered.body.data.state).toBe('declined');

    const tampered = `${token.slice(0, -3)}${token.slice(-3) === 'AAA' ? 'BBB' : 'AAA'}`;
    expect((await api(`/coaches/requests/link/${tampered}`)).body.error.code).toBe('token_invalid');
    const secret = new TextEncoder().encode(env.SIGNING_SECRET);
    const expired = await new SignJWT({ purpose: 'coach-request', coach: lea.id })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(first.id))
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(secret);
    expect((await api(`/coaches/requests/link/${expired}`)).body.error.code).toBe('token_invalid');
    const otherPurpose = await signLink(env, 'file-download', String(first.id), 300, { coach: lea.id });
    expect((await api(`/coaches/requests/link/${otherPurpose}`)).body.error.code).toBe('token_invalid');
  });
});

describe('placement', () => {
  it('placing the needed coach makes the series to-realize, withdraws the other open requests and tells everyone', async () => {
    const { first, series, school } = await plannedWorkshops();
    await db.update(inquiries).set({ gender: 1 }).where(eq(inquiries.id, first.inquiryId!));
    const [lea, max] = [await coach(), await coach({ language: 'it' })];
    await ask(first.id, [lea.id, max.id]);
    const { status, body } = await api(`/workshops/${first.id}/assign-coach`, {
      method: 'POST',
      token: associate,
      json: { coach_id: lea.id },
    });
    expect(status).toBe(200);
    expect(body.data.placed.map((p: { id: number }) => p.id)).toEqual([lea.id]);
    expect(await statesOf(series.map((w) => w.id))).toEqual(['to-realize', 'to-realize']);
    for (const w of series) {
      expect((await requestOf(w.id, lea.id))?.state).toBe('placed');
      expect((await requestOf(w.id, max.id))?.state).toBe('cancelled');
    }
    const placed = (await outboxFor(lea.email)).find((m) => m.template === 'coach-placed');
    expect(placed?.textBody).toContain('Noa Rossi');
    expect(placed?.textBody).toContain('091 123 45 67');
    expect((await outboxFor(max.email)).map((m) => m.template)).toContain('coach-request-withdrawn');
    const staffed = (await outboxFor(school)).find((m) => m.template === 'workshop-staffed');
    expect(staffed?.textBody).toContain(`${lea.firstname} ${lea.lastname}`);
    expect(staffed?.textBody).toContain(lea.email);
    // The school's contact is the inquiry's: greeted with the inquiry's salutation.
    expect(staffed?.textBody).toMatch(/^Sehr geehrte Frau Rossi\n\n/);
  });

  it('a workshop needing two coaches is staffed with the second placement', async () => {
    const { single } = await plannedWorkshops();
    await db.update(workshops).set({ coachesNeeded: 2 }).where(eq(workshops.id, single.id));
    const [lea, max, noa] = [await coach(), await coach(), await coach()];
    await ask(single.id, [lea.id, max.id, noa.id]);
    await api(`/workshops/${single.id}/assign-coach`, { method: 'POST', token: associate, json: { coach_id: lea.id } });
    expect(await statesOf([single.id])).toEqual(['coaches_requested']);
    expect((await requestOf(single.id, noa.id))?.state).toBe('new-request');
    await api(`/workshops/${single.id}/assign-coach`, { method: 'POST', token: associate, json: { coach_id: max.id } });
    expect(await statesOf([single.id])).toEqual(['to-realize']);
    expect((await requestOf(single.id, noa.id))?.state).toBe('cancelled');
  });

  it('never dismisses the last coach; with two placed, one can go and is told', async () => {
    const { first } = await plannedWorkshops();
    const [lea, max] = [await coach(), await coach()];
    await api(`/workshops/${first.id}/assign-coach`, { method: 'POST', token: associate, json: { coach_id: lea.id } });
    const last = await api(`/workshops/${first.id}/dismiss-coach`, {
      method: 'POST',
      token: associate,
      json: { coach_id: lea.id },
    });
    expect([last.status, last.body.error.code, last.body.error.message]).toEqual([
      409,
      'last_coach',
      'Bitte zuerst eine neue Person zuteilen',
    ]);

    await api(`/workshops/${first.id}/assign-coach`, { method: 'POST', token: associate, json: { coach_id: max.id } });
    // Forced: no route orders material yet (materials issue). Lea's open order goes with her, Max's stays.
    const ordered = { workshopId: first.id, state: 'ordered' as const, orderedAt: nowSeconds() };
    await db.insert(materialOrders).values([
      { ...ordered, coachId: lea.id },
      { ...ordered, coachId: max.id },
    ]);
    const { status, body } = await api(`/workshops/${first.id}/dismiss-coach`, {
      method: 'POST',
      token: associate,
      json: { coach_id: lea.id },
    });
    expect(status).toBe(200);
    expect(body.data.placed.map((p: { id: number }) => p.id)).toEqual([max.id]);
    expect((await requestOf(first.id, lea.id))?.state).toBe('cancelled');
    expect((await outboxFor(lea.email)).map((m) => m.template)).toContain('coach-dismissed');
    const orders = await db.select().from(materialOrders).where(eq(materialOrders.workshopId, first.id));
    expect(orders.map((o) => [o.coachId, o.state]).sort()).toEqual(
      [
        [lea.id, 'cancelled'],
        [max.id, 'ordered'],
      ].sort(),
    );
  });

  it('a placed coach can no longer answer; finance cannot place', async () => {
    const { first } = await plannedWorkshops();
    const lea = await coach();
    await ask(first.id, [lea.id]);
    await api(`/workshops/${first.id}/assign-coach`, { method: 'POST', token: associate, json: { coach_id: lea.id } });
    const request = await requestOf(first.id, lea.id);
    const again = await api(`/coaches/requests/${request!.id}`, {
      method: 'PUT',
      token: await sessionFor(lea),
      json: { answer: 'declined' },
    });
    expect([again.status, again.body.error.code]).toEqual([409, 'invalid_transition']);
    const finance = await sessionFor(await createUser({ role: 'finance' }));
    expect(
      (await api(`/workshops/${first.id}/assign-coach`, { method: 'POST', token: finance, json: { coach_id: lea.id } })).status,
    ).toBe(403);
  });

  it('cancelling the workshop withdraws the requests and tells the coaches', async () => {
    const { first, series } = await plannedWorkshops();
    const lea = await coach();
    await ask(first.id, [lea.id]);
    await api(`/workshops/${first.id}/set-state`, {
      method: 'POST',
      token: associate,
      json: { state: 'cancelled', reason: 'Schule geschlossen' },
    });
    for (const w of series) expect((await requestOf(w.id, lea.id))?.state).toBe('cancelled');
    expect((await outboxFor(lea.email)).map((m) => m.template)).toContain('workshop-cancelled');
    // The coach sees why: the workshop itself is cancelled (the SPA says "Abgesagt", not "Zurückgezogen").
    const own = await api('/coaches/requests', { token: await sessionFor(lea) });
    expect(own.body.data).toMatchObject([{ state: 'cancelled', workshop: { id: first.id, state: 'cancelled' } }]);
  });

  it('staff withdraw an open request', async () => {
    const { first } = await plannedWorkshops();
    const lea = await coach();
    await ask(first.id, [lea.id]);
    const request = await requestOf(first.id, lea.id);
    expect((await api(`/workshops/coach-requests/${request!.id}`, { method: 'DELETE', token: associate })).status).toBe(204);
    expect((await requestOf(first.id, lea.id))?.state).toBe('cancelled');
    // Withdrawn while the workshop goes on: the coach sees a withdrawn request of a workshop that is not cancelled.
    const own = await api('/coaches/requests', { token: await sessionFor(lea) });
    expect(own.body.data).toMatchObject([{ state: 'cancelled', workshop: { id: first.id, state: 'coaches_requested' } }]);
  });
});

describe('request times', () => {
  const hourAgo = () => nowSeconds() - 3600;
  const staffView = async (workshopId: number, coachId: number) => {
    const { body } = await api(`/workshops/${workshopId}/coach-requests`, { token: associate });
    return body.data.find((r: { coach: { id: number } }) => r.coach.id === coachId);
  };

  it('keeps requested_at through answer and placement; updated_at and answered_at tell what changed when', async () => {
    const { first, series } = await plannedWorkshops();
    const lea = await coach();
    await ask(first.id, [lea.id]);
    const askedAt = hourAgo();
    for (const w of series) {
      await db.update(coachRequests).set({ createdAt: askedAt, updatedAt: askedAt }).where(eq(coachRequests.workshopId, w.id));
    }
    const token = await sessionFor(lea);
    const [own] = (await api('/coaches/requests', { token })).body.data;
    const answered = await api(`/coaches/requests/${own.id}`, { method: 'PUT', token, json: { answer: 'approved' } });
    expect(answered.body.data.requested_at).toBe(askedAt);
    expect(answered.body.data.answered_at).toBeGreaterThan(askedAt);
    expect(answered.body.data.updated_at).toBe(answered.body.data.answered_at);
    expect(await staffView(first.id, lea.id)).toMatchObject({
      requested_at: askedAt,
      answered_at: answered.body.data.answered_at,
    });

    // The answer was an hour ago too; placing changes only updated_at.
    await db
      .update(coachRequests)
      .set({ answeredAt: askedAt + 60, updatedAt: askedAt + 60 })
      .where(eq(coachRequests.coachId, lea.id));
    expect(
      (await api(`/workshops/${first.id}/assign-coach`, { method: 'POST', token: associate, json: { coach_id: lea.id } })).status,
    ).toBe(200);
    const placed = await staffView(first.id, lea.id);
    expect(placed).toMatchObject({ state: 'placed', requested_at: askedAt, answered_at: askedAt + 60 });
    expect(placed.updated_at).toBeGreaterThan(askedAt + 60);
  });

  it('asking a coach again is a new request with a new request time', async () => {
    const { single } = await plannedWorkshops();
    const lea = await coach();
    await ask(single.id, [lea.id]);
    const token = await sessionFor(lea);
    const [own] = (await api('/coaches/requests', { token })).body.data;
    await api(`/coaches/requests/${own.id}`, { method: 'PUT', token, json: { answer: 'declined' } });
    await db.update(coachRequests).set({ createdAt: hourAgo(), answeredAt: hourAgo() }).where(eq(coachRequests.id, own.id));
    expect((await ask(single.id, [lea.id])).status).toBe(201);
    const again = await staffView(single.id, lea.id);
    expect(again).toMatchObject({ state: 'new-request', answered_at: null });
    expect(again.requested_at).toBeGreaterThan(hourAgo() + 60);
    expect(again.updated_at).toBe(again.requested_at);
  });
});

describe('reminders (cron)', () => {
  it('reminds once about requests unanswered for 3 days', async () => {
    const { first } = await plannedWorkshops();
    const lea = await coach();
    await ask(first.id, [lea.id]);
    const now = nowSeconds();
    expect(await sendRequestReminders(db, env, { now })).toBe(0);
    await sendRequestReminders(db, env, { now: now + 3 * 86_400 + 60 });
    const reminders = (await outboxFor(lea.email)).filter((m) => m.template === 'coach-request-reminder');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.textBody).toContain('Kinderrechte');
    await sendRequestReminders(db, env, { now: now + 4 * 86_400 });
    expect(
      (await db.select().from(mailOutbox).where(eq(mailOutbox.recipient, lea.email))).filter(
        (m) => m.template === 'coach-request-reminder',
      ),
    ).toHaveLength(1);
  });
});

describe('reminders after the configured days', () => {
  it('waits for organisation.request_reminder_days', async () => {
    const { first } = await plannedWorkshops();
    const lea = await coach();
    await ask(first.id, [lea.id]);
    const now = nowSeconds();
    await db.update(organisation).set({ requestReminderDays: 5 });
    try {
      await sendRequestReminders(db, env, { now: now + 3 * 86_400 + 60 });
      expect((await requestOf(first.id, lea.id))!.remindedAt).toBeNull();
      await sendRequestReminders(db, env, { now: now + 5 * 86_400 + 60 });
      expect((await requestOf(first.id, lea.id))!.remindedAt).toBe(now + 5 * 86_400 + 60);
    } finally {
      await db.update(organisation).set({ requestReminderDays: 3 });
    }
  });
});

describe('the school’s private link', () => {
  const statusOf = async (school: string) => {
    const [mail] = (await outboxFor(school)).filter((m) => /\/inquiry\//.test(m.textBody));
    const token = /\/inquiry\/([A-Za-z0-9_-]+)/.exec(mail!.textBody)![1]!;
    const { status, body } = await api(`/inquiries/view/${token}`);
    expect(status).toBe(200);
    return body.data.workshops.map((w: { date: string; status: string; trainers: unknown[] }) => [w.date, w.status, w.trainers]);
  };

  it('shows each workshop’s state in the school’s terms, the placed trainers’ names only, and cancellations', async () => {
    const { first, series, single, school } = await plannedWorkshops();
    const byDate = [...series, single].sort((a, b) => a.date.localeCompare(b.date));
    const expected = (status: (id: number) => [string, unknown[]]) => byDate.map((w) => [w.date, ...status(w.id)]);
    expect(await statusOf(school)).toEqual(expected(() => ['planned', []]));

    const lea = await coach();
    await ask(first.id, [lea.id]);
    expect(await statusOf(school)).toEqual(expected(() => ['planned', []]));
    expect(
      (await api(`/workshops/${first.id}/assign-coach`, { method: 'POST', token: associate, json: { coach_id: lea.id } })).status,
    ).toBe(200);
    const inSeries = (id: number) => series.some((w) => w.id === id);
    const named = [{ firstname: lea.firstname, lastname: lea.lastname }];
    expect(await statusOf(school)).toEqual(expected((id) => (inSeries(id) ? ['confirmed', named] : ['planned', []])));

    await api(`/workshops/${first.id}/set-state`, {
      method: 'POST',
      token: associate,
      json: { state: 'cancelled', reason: 'Schule geschlossen' },
    });
    expect(await statusOf(school)).toEqual(expected((id) => (inSeries(id) ? ['cancelled', []] : ['planned', []])));
  });
});
