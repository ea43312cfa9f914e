import { env } from 'cloudflare:test';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { coachLanguages, coachRequests, languages, staffingEscalations, workshops } from '../../db/schema';
import type { WorkshopLanguage } from '../../contract/enums';
import { nowSeconds } from '../../lib/tokens';
import { api, createUser, db, sessionFor, outboxFor } from '../../test/factories';
import { requestOf, staffingFixture, type StaffingFixture } from '../../test/staffing';
import { sendRequestReminders } from '../staffing/reminders';
import { runEscalations } from './escalation.job';

let fixture: StaffingFixture;
let associate: string;
let associateEmail: string;

beforeAll(async () => {
  fixture = await staffingFixture();
  const me = await api('/user', { token: fixture.associate });
  associate = fixture.associate;
  associateEmail = me.body.data.email;
});

const DAY = 86_400;

/** An active coach speaking only `code` (each test uses its own workshop language, so no other test's coach fits). */
async function speaker(code: WorkshopLanguage) {
  const coach = await fixture.coach({ speaks: false });
  const [language] = await db
    .insert(languages)
    .values({ code })
    .onConflictDoUpdate({ target: languages.code, set: { code } })
    .returning();
  await db.insert(coachLanguages).values({ coachId: coach.id, languageId: language!.id });
  return coach;
}

/** A planned series held in `language`, auto-escalating or not, with `silent` asked and reminded at `now`. */
async function unansweredSeries(language: WorkshopLanguage, { autoEscalate = true } = {}) {
  const { series, first } = await fixture.plannedWorkshops();
  const ids = series.map((w) => w.id);
  await db.update(workshops).set({ language, autoEscalate }).where(inArray(workshops.id, ids));
  const silent = await speaker(language);
  expect((await fixture.ask(first.id, [silent.id])).status).toBe(201);
  const now = nowSeconds();
  await sendRequestReminders(db, env, { now: now + 3 * DAY + 60 });
  expect((await requestOf(first.id, silent.id))!.remindedAt).toBe(now + 3 * DAY + 60);
  return { first, ids, silent, due: now + 6 * DAY + 120 };
}

const escalationsOf = (workshopId: number) =>
  db.select().from(staffingEscalations).where(eq(staffingEscalations.workshopId, workshopId));
const mailsTo = async (email: string, template: string) => (await outboxFor(email)).filter((m) => m.template === template);

describe('the staffing-escalations job', () => {
  it('asks the next best coach once, for the whole series, and tells the associate who asked', async () => {
    const { first, ids, silent, due } = await unansweredSeries('it');
    const next = await speaker('it');

    expect(await runEscalations(db, env, { now: due - 3 * DAY })).toEqual({ asked: 0, no_coach: 0 });
    expect(await runEscalations(db, env, { now: due })).toEqual({ asked: 1, no_coach: 0 });
    expect(await runEscalations(db, env, { now: due + DAY })).toEqual({ asked: 0, no_coach: 0 });

    const asked = await db
      .select()
      .from(coachRequests)
      .where(and(eq(coachRequests.coachId, next.id), inArray(coachRequests.workshopId, ids)));
    expect(asked.map((r) => r.state)).toEqual(ids.map(() => 'new-request'));
    const silentRows = await db
      .select()
      .from(coachRequests)
      .where(and(eq(coachRequests.coachId, silent.id), inArray(coachRequests.workshopId, ids)));
    expect(silentRows.map((r) => r.escalatedAt)).toEqual(ids.map(() => due));
    expect(silentRows.map((r) => r.state)).toEqual(ids.map(() => 'new-request'));

    expect(await escalationsOf(first.id)).toMatchObject([{ fromCoachId: silent.id, askedCoachId: next.id, outcome: 'asked' }]);
    expect(await mailsTo(next.email, 'coach-request')).toHaveLength(1);
    const staffMail = (await mailsTo(associateEmail, 'staffing-escalated')).filter((m) =>
      m.textBody.includes(`${silent.firstname} ${silent.lastname}`),
    );
    expect(staffMail).toHaveLength(1);
    expect(staffMail[0]!.textBody).toContain(`Automatisch angefragt wurde nun: ${next.firstname} ${next.lastname}.`);
    expect(staffMail[0]!.textBody).toContain(`/manager/workshops/${first.id}`);
  });

  it('asks once when two runs overlap', async () => {
    const { first, ids, due } = await unansweredSeries('fr');
    const next = await speaker('fr');
    const runs = await Promise.all([runEscalations(db, env, { now: due }), runEscalations(db, env, { now: due })]);
    expect(runs.reduce((sum, counts) => sum + counts.asked, 0)).toBe(1);
    expect(await escalationsOf(first.id)).toHaveLength(1);
    expect(await mailsTo(next.email, 'coach-request')).toHaveLength(1);
    const rows = await db.select().from(coachRequests).where(eq(coachRequests.coachId, next.id));
    expect(rows.map((r) => r.workshopId).sort()).toEqual([...ids].sort());
  });

  it('records no_coach and tells staff when nobody available fits', async () => {
    const { first, silent, due } = await unansweredSeries('es');
    // Requests of the tests before were reminded with this one and may escalate too: count this workshop's only.
    await runEscalations(db, env, { now: due });
    expect(await escalationsOf(first.id)).toMatchObject([{ fromCoachId: silent.id, askedCoachId: null, outcome: 'no_coach' }]);
    const staffMail = (await mailsTo(associateEmail, 'staffing-escalated')).filter((m) =>
      m.textBody.includes(`${silent.firstname} ${silent.lastname}`),
    );
    expect(staffMail).toHaveLength(1);
    expect(staffMail[0]!.textBody).toContain('Es ist keine weitere passende Person verfügbar.');
    await runEscalations(db, env, { now: due + DAY });
    expect(await escalationsOf(first.id)).toHaveLength(1);
  });

  it('leaves workshops without auto-escalation, and requests answered meanwhile, alone', async () => {
    const off = await unansweredSeries('en', { autoEscalate: false });
    await speaker('en');
    await runEscalations(db, env, { now: off.due });
    expect(await escalationsOf(off.first.id)).toHaveLength(0);

    await db.update(workshops).set({ autoEscalate: true }).where(inArray(workshops.id, off.ids));
    await db.update(coachRequests).set({ state: 'declined' }).where(eq(coachRequests.coachId, off.silent.id));
    await runEscalations(db, env, { now: off.due });
    expect(await escalationsOf(off.first.id)).toHaveLength(0);
  });
});

describe('PUT /api/workshops/{id}/auto-escalation', () => {
  it('switches the whole series; only staff', async () => {
    const { first, series } = await fixture.plannedWorkshops();
    const put = (token: string, json: unknown, id = first.id) =>
      api(`/workshops/${id}/auto-escalation`, { method: 'PUT', token, json });
    const on = await put(associate, { enabled: true });
    expect(on.status).toBe(200);
    expect(on.body.data).toEqual({ workshop_id: first.id, auto_escalate: true });
    const stored = await db
      .select({ on: workshops.autoEscalate })
      .from(workshops)
      .where(
        inArray(
          workshops.id,
          series.map((w) => w.id),
        ),
      );
    expect(stored.map((w) => w.on)).toEqual(series.map(() => true));
    const ranking = await api(`/workshops/form-coach-requests?workshop_id=${series[1]!.id}`, { token: associate });
    expect(ranking.body.data.workshop.auto_escalate).toBe(true);

    expect((await put(associate, { enabled: false })).body.data.auto_escalate).toBe(false);
    const coachToken = await sessionFor(await fixture.coach());
    expect((await put(coachToken, { enabled: true })).status).toBe(403);
    expect((await put(associate, { enabled: 'yes' })).status).toBe(422);
    expect((await put(associate, { enabled: true }, 99_999_999)).status).toBe(404);
  });
});

describe('GET /api/staffing-escalations', () => {
  it('lists the last 14 days for staff, newest first', async () => {
    const { first, silent, due } = await unansweredSeries('de');
    const now = nowSeconds();
    await db.insert(staffingEscalations).values([
      { workshopId: first.id, fromCoachId: silent.id, askedCoachId: null, outcome: 'no_coach', createdAt: now - 15 * DAY },
      { workshopId: first.id, fromCoachId: silent.id, askedCoachId: null, outcome: 'no_coach', createdAt: now - 60 },
    ]);
    const { status, body } = await api('/staffing-escalations', { token: associate });
    expect(status).toBe(200);
    const mine = body.data.filter((e: { workshop: { id: number } }) => e.workshop.id === first.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      outcome: 'no_coach',
      workshop: { id: first.id, title: 'Kinderrechte', date: first.date },
      from_coach: { id: silent.id, name: `${silent.firstname} ${silent.lastname}` },
      asked_coach: null,
    });
    expect(due).toBeGreaterThan(now);
    const admin = await sessionFor(await createUser({ role: 'admin' }));
    expect((await api('/staffing-escalations', { token: admin })).status).toBe(200);
    expect((await api('/staffing-escalations', { token: await sessionFor(await fixture.coach()) })).status).toBe(403);
    expect((await api('/staffing-escalations')).status).toBe(401);
  });
});
