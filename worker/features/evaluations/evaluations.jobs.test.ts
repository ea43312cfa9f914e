import { env } from 'cloudflare:test';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { evaluations, mailOutbox, userSettings, workshopSeries, workshops, type WorkshopState } from '../../db/schema';
import { runJob } from '../../jobs/schedule';
import { hashToken, nowSeconds } from '../../lib/tokens';
import { dateIn, seedCatalogue } from '../../test/catalogue';
import { createUser, db } from '../../test/factories';
import { atOnce } from '../../test/race';
import { PUBLIC_LINK_DAYS } from '../../contract/evaluations/evaluations.limits';
import { closeExpiredLinks, remindOpenCoachEvaluations, sendThreeMonthEvaluations } from './evaluations.jobs';

const DAY = 86_400;
const runDaily = () => runJob('evaluations', db, env);

let offeredWorkshopId: number;
beforeAll(async () => {
  offeredWorkshopId = (await seedCatalogue()).rights.id;
});

let n = 0;
/** A workshop held `daysAgo` days ago, written directly (no inquiry: the language is the workshop's). */
async function heldWorkshop(
  daysAgo: number,
  { state = 'done', language = 'it', contactEmail = `teacher${++n}-${Date.now()}@school.test`, seriesId = null } = {} as {
    state?: WorkshopState;
    language?: 'de' | 'fr' | 'it' | 'en' | 'es';
    contactEmail?: string | null;
    seriesId?: number | null;
  },
) {
  const [workshop] = await db
    .insert(workshops)
    .values({
      offeredWorkshopId,
      state,
      language,
      seriesId,
      type: seriesId ? 'series' : 'single',
      date: dateIn(-daysAgo),
      startTime: '08:00',
      endTime: '09:30',
      durationMinutes: 90,
      institute: 'Scuola Media',
      location: 'Lugano',
      priceCentimes: 45000,
      contactFirstname: 'Noa',
      contactLastname: 'Rossi',
      contactEmail,
    })
    .returning();
  return workshop!;
}

const threeMonthsOf = (workshopIds: number[]) =>
  db
    .select()
    .from(evaluations)
    .where(and(inArray(evaluations.workshopId, workshopIds), eq(evaluations.kind, 'after_3_months')));
const mailsTo = (recipient: string, template: string) =>
  db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, recipient), eq(mailOutbox.template, template)));

describe('the 3-month questionnaire', () => {
  it('goes once, about 90 days after the workshop, to the teacher in the school’s language', async () => {
    const due = await heldWorkshop(95);
    const fallback = await heldWorkshop(100, { state: 'invoiced', language: 'es' });
    const tooEarly = await heldWorkshop(80);
    const tooOld = await heldWorkshop(130);
    const cancelled = await heldWorkshop(95, { state: 'cancelled' });
    const noContact = await heldWorkshop(95, { contactEmail: null });
    const before = nowSeconds();

    await runDaily();
    await runDaily();

    const [created, ...others] = await threeMonthsOf([due.id]);
    expect(others).toEqual([]);
    expect(created).toMatchObject({ state: 'open', language: 'it', recipientEmail: due.contactEmail, questionnaireId: 3 });
    expect(created!.sentAt).toBeGreaterThanOrEqual(before);
    expect(created!.expiresAt! - created!.sentAt!).toBe(PUBLIC_LINK_DAYS * DAY);
    const [mail, ...again] = await mailsTo(due.contactEmail!, 'evaluation-3-months');
    expect(again).toEqual([]);
    expect(mail).toMatchObject({ language: 'it', carriesSecret: true });
    expect(mail!.textBody.startsWith('Buongiorno Noa Rossi,\n\n')).toBe(true);
    const token = /\/it\/evaluations\/([A-Za-z0-9_-]+)\n/.exec(mail!.textBody)![1]!;
    expect(token).toHaveLength(43);
    expect(hashToken(token)).toBe(created!.publicTokenHash);

    expect((await threeMonthsOf([fallback.id]))[0]!.language).toBe('de');
    expect(await threeMonthsOf([tooEarly.id, tooOld.id, cancelled.id, noContact.id])).toEqual([]);
    expect(await mailsTo(tooEarly.contactEmail!, 'evaluation-3-months')).toEqual([]);
    expect(await mailsTo(cancelled.contactEmail!, 'evaluation-3-months')).toEqual([]);
  });

  it('two runs at once create one questionnaire and send one mail', async () => {
    const due = await heldWorkshop(92);
    await atOnce(
      () => sendThreeMonthEvaluations(db, env),
      () => sendThreeMonthEvaluations(db, env),
    );
    expect(await threeMonthsOf([due.id])).toHaveLength(1);
    expect(await mailsTo(due.contactEmail!, 'evaluation-3-months')).toHaveLength(1);
  });

  it('goes once for a series, after its last date that took place', async () => {
    const [series] = await db.insert(workshopSeries).values({}).returning();
    const contactEmail = `series${Date.now()}@school.test`;
    const first = await heldWorkshop(105, { seriesId: series!.id, contactEmail });
    const last = await heldWorkshop(98, { seriesId: series!.id, contactEmail });
    await heldWorkshop(91, { seriesId: series!.id, contactEmail, state: 'cancelled' });
    await sendThreeMonthEvaluations(db, env);
    await sendThreeMonthEvaluations(db, env);
    expect((await threeMonthsOf([first.id, last.id])).map((e) => e.workshopId)).toEqual([last.id]);
    expect(await mailsTo(contactEmail, 'evaluation-3-months')).toHaveLength(1);
  });
});

/** A coach's evaluation of a workshop, open since `openDays` days ago. */
async function coachEvaluation(values: Partial<typeof evaluations.$inferInsert> = {}) {
  const coach = await createUser({ role: 'coach', state: 'active', language: 'fr' });
  const workshop = await heldWorkshop(20);
  const [evaluation] = await db
    .insert(evaluations)
    .values({ workshopId: workshop.id, kind: 'by_coach', coachId: coach.id, questionnaireId: 2, ...values })
    .returning();
  return { coach, evaluation: evaluation! };
}
const remindersTo = (email: string) => mailsTo(email, 'evaluation-coach-reminder');

describe('the 7-day reminder of a coach’s evaluation', () => {
  it('goes once to a coach whose evaluation is open for 7 days, and again only after it was sent back', async () => {
    const now = nowSeconds();
    const due = await coachEvaluation({ sentAt: now - 8 * DAY });
    const recent = await coachEvaluation({ sentAt: now - 6 * DAY });
    const submitted = await coachEvaluation({ sentAt: now - 8 * DAY, state: 'pending' });
    const returned = await coachEvaluation({ sentAt: now - 30 * DAY, remindedAt: now - 22 * DAY, returnedAt: now - 7 * DAY });
    const returnedLately = await coachEvaluation({
      sentAt: now - 30 * DAY,
      remindedAt: now - 22 * DAY,
      returnedAt: now - 2 * DAY,
    });

    await runDaily();
    await runDaily();

    const [mail, ...again] = await remindersTo(due.coach.email);
    expect(again).toEqual([]);
    expect(mail).toMatchObject({ language: 'fr', recipientUserId: due.coach.id });
    expect(mail!.textBody).toContain(`/fr/manager/evaluations/${due.evaluation.id}\n`);
    expect(await remindersTo(returned.coach.email)).toHaveLength(1);
    for (const quiet of [recent, submitted, returnedLately]) expect(await remindersTo(quiet.coach.email)).toEqual([]);
    const [row] = await db.select().from(evaluations).where(eq(evaluations.id, due.evaluation.id));
    expect(row!.remindedAt).toBeGreaterThanOrEqual(now);
  });

  it('skips a coach who switched reminders off', async () => {
    const quiet = await coachEvaluation({ sentAt: nowSeconds() - 8 * DAY });
    const reminded = await coachEvaluation({ sentAt: nowSeconds() - 8 * DAY });
    await db.insert(userSettings).values({
      userId: quiet.coach.id,
      notifications: { coachRequests: true, reminders: false, news: true, inquiries: true, profileChanges: true },
    });

    await runDaily();

    expect(await remindersTo(quiet.coach.email)).toEqual([]);
    expect(await remindersTo(reminded.coach.email)).toHaveLength(1);
  });

  it('two runs at once remind once', async () => {
    const { coach } = await coachEvaluation({ sentAt: nowSeconds() - 9 * DAY });
    await atOnce(
      () => remindOpenCoachEvaluations(db, env),
      () => remindOpenCoachEvaluations(db, env),
    );
    expect(await remindersTo(coach.email)).toHaveLength(1);
  });
});

describe('closing expired public links', () => {
  it('completes open public evaluations past their expiry and leaves the others', async () => {
    const now = nowSeconds();
    const workshop = await heldWorkshop(70);
    const other = await heldWorkshop(10);
    const rows = await db
      .insert(evaluations)
      .values([
        { workshopId: workshop.id, kind: 'by_audience', publicTokenHash: `x${now}a`, expiresAt: now - 10 },
        { workshopId: workshop.id, kind: 'after_3_months', publicTokenHash: `x${now}b`, expiresAt: now - 10 },
        { workshopId: other.id, kind: 'by_audience', publicTokenHash: `x${now}c`, expiresAt: now + 50 * DAY },
      ])
      .returning();
    const { evaluation: coaching } = await coachEvaluation({ sentAt: now - DAY });

    expect(await closeExpiredLinks(db, now)).toBeGreaterThanOrEqual(2);
    expect(await closeExpiredLinks(db, now)).toBe(0);

    const states = await db
      .select({ id: evaluations.id, state: evaluations.state })
      .from(evaluations)
      .where(inArray(evaluations.id, [...rows.map((r) => r.id), coaching.id]));
    expect(new Map(states.map((s) => [s.id, s.state]))).toEqual(
      new Map([
        [rows[0]!.id, 'completed'],
        [rows[1]!.id, 'completed'],
        [rows[2]!.id, 'open'],
        [coaching.id, 'open'],
      ]),
    );
  });
});
