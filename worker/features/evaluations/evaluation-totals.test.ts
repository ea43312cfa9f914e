import { env } from 'cloudflare:test';
import { and, asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { evaluations, mailOutbox, workshopCoaches, workshops } from '../../db/schema';
import { generateToken, hashToken, nowSeconds } from '../../lib/tokens';
import { dateIn, seedCatalogue } from '../../test/catalogue';
import { api, createUser, db, sessionFor } from '../../test/factories';
import { staffingFixture } from '../../test/staffing';
import { sendThreeMonthEvaluations } from './evaluations.jobs';
import { addLinkTotals, periodBuckets, recomputedEvaluationTotals } from './evaluation-totals';

/**
 * The evaluation totals (decision 023) are written only by the routes that make answers count and by a workshop's
 * edit: after every step below the kept rows must equal the totals recomputed from the answers, and the statistics
 * read from them must equal the figures worked out by hand.
 */

describe('periodBuckets', () => {
  it('splits a period into whole months and the days around them', () => {
    expect(periodBuckets({ from: '2025-11-30', to: '2026-11-29' })).toEqual({
      months: { from: '2025-12', to: '2026-10' },
      days: [
        { from: '2025-11-30', to: '2025-11-30' },
        { from: '2026-11-01', to: '2026-11-29' },
      ],
    });
    expect(periodBuckets({ from: '2026-01-01', to: '2026-12-31' })).toEqual({
      months: { from: '2026-01', to: '2026-12' },
      days: [],
    });
    expect(periodBuckets({ from: '2028-02-01', to: '2028-02-29' })).toEqual({
      months: { from: '2028-02', to: '2028-02' },
      days: [],
    });
    expect(periodBuckets({ from: '2026-02-01', to: '2026-02-28' })).toEqual({
      months: { from: '2026-02', to: '2026-02' },
      days: [],
    });
    expect(periodBuckets({ from: '2026-03-05', to: '2026-03-05' })).toEqual({
      months: null,
      days: [{ from: '2026-03-05', to: '2026-03-05' }],
    });
    expect(periodBuckets({ from: '2026-01-15', to: '2026-02-10' })).toEqual({
      months: null,
      days: [
        { from: '2026-01-15', to: '2026-01-31' },
        { from: '2026-02-01', to: '2026-02-10' },
      ],
    });
    expect(periodBuckets({ from: '2026-01-02', to: '2026-03-31' })).toEqual({
      months: { from: '2026-02', to: '2026-03' },
      days: [{ from: '2026-01-02', to: '2026-01-31' }],
    });
  });
});

let catalogue: Awaited<ReturnType<typeof seedCatalogue>>;
let associate: string;
let march: { id: number };
let april: { id: number };

type Question = { id: number; type: string; key: string };
type TotalRow = Record<string, string | number>;

async function doneWorkshop(offeredWorkshopId: number, date: string) {
  const [row] = await db
    .insert(workshops)
    .values({
      offeredWorkshopId,
      date,
      startTime: '09:00',
      endTime: '10:30',
      durationMinutes: 90,
      institute: `Schule ${date}`,
      location: 'Bern',
      priceCentimes: 45000,
      numberParticipants: 22,
      state: 'done',
    })
    .returning();
  return row!;
}

/** The kept rows, in the order of the recomputation. */
async function keptTotals() {
  const [links, answers, coaches] = await Promise.all([
    db.all<TotalRow>(
      sql`SELECT kind, span, bucket, offered_workshop_id, evaluations, responses FROM evaluation_link_totals ORDER BY 1, 2, 3, 4`,
    ),
    db.all<TotalRow>(sql`SELECT kind, span, bucket, offered_workshop_id, question_id, rating, choices, answers
      FROM evaluation_answer_totals ORDER BY 1, 2, 3, 4, 5, 6, 7`),
    db.all<TotalRow>(
      sql`SELECT coach_id, span, bucket, evaluations, ratings, rating_sum FROM evaluation_coach_totals ORDER BY 1, 2, 3`,
    ),
  ]);
  return { links, answers, coaches };
}

async function expectTotalsRecomputed() {
  const kept = await keptTotals();
  expect(kept).toEqual(await recomputedEvaluationTotals(db));
  return kept;
}

/** A public link, inserted with its totals as the lifecycle and the 3-month job do (the last test goes through them). */
async function publicLink(workshopId: number, kind: 'by_audience' | 'after_3_months') {
  const token = generateToken();
  await db.batch([
    db.insert(evaluations).values({
      workshopId,
      kind,
      questionnaireId: kind === 'by_audience' ? 1 : 3,
      state: 'open',
      publicTokenHash: hashToken(token),
      expiresAt: nowSeconds() + 86_400,
      language: 'de',
      sentAt: nowSeconds(),
    }),
    addLinkTotals(db, sql`e.public_token_hash = ${hashToken(token)}`),
  ]);
  const page = await api(`/evaluations/public/${token}`);
  return { token, questions: page.body.data.questionnaire.questions as Question[] };
}

const answersFor = (questions: Question[], rating: number, choice: number) =>
  questions.map((q) =>
    q.type === 'rating'
      ? { questionId: q.id, rating }
      : q.type === 'text'
        ? { questionId: q.id, text: 'Gut' }
        : { questionId: q.id, choices: [choice] },
  );

async function respond(link: { token: string; questions: Question[] }, rating: number, choice: number) {
  const submitted = await api(`/evaluations/public/${link.token}`, {
    method: 'POST',
    json: { deviceId: `device-${crypto.randomUUID()}`, answers: answersFor(link.questions, rating, choice) },
  });
  expect(submitted.status).toBe(201);
}

/** A placed coach's open evaluation of the workshop, and how the coach submits it. */
async function coachEvaluation(workshopId: number) {
  const coach = await createUser({ role: 'coach' });
  await db.insert(workshopCoaches).values({ workshopId, coachId: coach.id, placedAt: 1 });
  const [row] = await db
    .insert(evaluations)
    .values({ workshopId, kind: 'by_coach', coachId: coach.id, questionnaireId: 2, state: 'open', sentAt: nowSeconds() })
    .returning();
  const token = await sessionFor(coach);
  const detail = await api(`/evaluations/${row!.id}`, { token });
  const questions = detail.body.data.questionnaire.questions as Question[];
  const submit = async (rating: number) => {
    const saved = await api(`/evaluations/${row!.id}`, {
      method: 'PUT',
      token,
      json: { answers: answersFor(questions, rating, 0), submit: true },
    });
    expect(saved.status).toBe(200);
  };
  return { id: row!.id, coach, submit };
}

const validate = async (id: number) =>
  expect((await api(`/evaluations/${id}/set-validated`, { method: 'POST', token: associate })).status).toBe(200);
const byAudience = async (query: string) => (await api(`/evaluations/by-audience?${query}`, { token: associate })).body.data;
const byCoach = async (query: string) => (await api(`/evaluations/by-coach?${query}`, { token: associate })).body.data;

beforeAll(async () => {
  catalogue = await seedCatalogue();
  associate = await sessionFor(await createUser({ role: 'associate' }));
  march = await doneWorkshop(catalogue.rights.id, '2030-03-31');
  april = await doneWorkshop(catalogue.racism.id, '2030-04-01');
});

describe('evaluation totals, kept by the routes that make answers count', () => {
  it('adds each submitted class response, per month and per day, and the statistics read them', async () => {
    await expectTotalsRecomputed();
    const marchLink = await publicLink(march.id, 'by_audience');
    await respond(marchLink, 5, 0);
    await respond(marchLink, 4, 1);
    await respond(await publicLink(april.id, 'by_audience'), 2, 1);
    await respond(await publicLink(april.id, 'after_3_months'), 3, 0);
    const kept = await expectTotalsRecomputed();
    // Both spans of every link: 2 responses in March, 1 + 1 in April.
    expect(kept.links).toEqual([
      {
        kind: 'after_3_months',
        span: 'day',
        bucket: '2030-04-01',
        offered_workshop_id: catalogue.racism.id,
        evaluations: 1,
        responses: 1,
      },
      {
        kind: 'after_3_months',
        span: 'month',
        bucket: '2030-04',
        offered_workshop_id: catalogue.racism.id,
        evaluations: 1,
        responses: 1,
      },
      {
        kind: 'by_audience',
        span: 'day',
        bucket: '2030-03-31',
        offered_workshop_id: catalogue.rights.id,
        evaluations: 1,
        responses: 2,
      },
      {
        kind: 'by_audience',
        span: 'day',
        bucket: '2030-04-01',
        offered_workshop_id: catalogue.racism.id,
        evaluations: 1,
        responses: 1,
      },
      {
        kind: 'by_audience',
        span: 'month',
        bucket: '2030-03',
        offered_workshop_id: catalogue.rights.id,
        evaluations: 1,
        responses: 2,
      },
      {
        kind: 'by_audience',
        span: 'month',
        bucket: '2030-04',
        offered_workshop_id: catalogue.racism.id,
        evaluations: 1,
        responses: 1,
      },
    ]);

    // Whole months, edge days only, both: the same figures (4 ratings a response: 5 and 4 → 4.5; 2).
    for (const period of ['from=2030-03-01&to=2030-04-30', 'from=2030-03-31&to=2030-04-01', 'from=2030-03-15&to=2030-06-30']) {
      const data = await byAudience(period);
      expect(
        Object.fromEntries(
          data.offered_workshops.map(
            (row: { offered_workshop_id: number; workshops: number; responses: number; average: number }) => [
              row.offered_workshop_id,
              [row.workshops, row.responses, row.average],
            ],
          ),
        ),
      ).toEqual({ [catalogue.rights.id]: [1, 2, 4.5], [catalogue.racism.id]: [1, 1, 2] });
    }
    // Only April's first day: March's responses are out.
    expect((await byAudience('from=2030-04-01&to=2030-04-01')).offered_workshops).toEqual([
      expect.objectContaining({ offered_workshop_id: catalogue.racism.id, workshops: 1, responses: 1, average: 2 }),
    ]);
  });

  it('adds a coach evaluation when it is validated, not when it is submitted or sent back', async () => {
    const first = await coachEvaluation(march.id);
    await first.submit(2);
    await expectTotalsRecomputed();
    expect((await byCoach('from=2030-03-01&to=2030-04-30')).coaches).toEqual([]);
    // Sent back while pending (a correction): still nothing counts; the corrected answers count once validated.
    const sentBack = await api(`/evaluations/${first.id}/send-back`, {
      method: 'POST',
      token: associate,
      json: { comment: 'Bitte die Ziele genauer bewerten' },
    });
    expect(sentBack.status).toBe(200);
    await expectTotalsRecomputed();
    await first.submit(4);
    await validate(first.id);
    const second = await coachEvaluation(april.id);
    await second.submit(5);
    await validate(second.id);
    const kept = await expectTotalsRecomputed();
    expect(kept.coaches).toHaveLength(4);

    // 3 ratings each: 4 and 5.
    expect((await byCoach('from=2030-03-31&to=2030-04-30')).coaches).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: first.coach.id, workshops: 1, ratings: 3, average: 4, last_workshop_date: '2030-03-31' }),
        expect.objectContaining({ id: second.coach.id, workshops: 1, ratings: 3, average: 5, last_workshop_date: '2030-04-01' }),
      ]),
    );
    const aprilOnly = (await byCoach('from=2030-04-01&to=2030-04-30')).coaches;
    expect(aprilOnly.map((coach: { id: number }) => coach.id)).toEqual([second.coach.id]);
  });

  it('moves a workshop’s figures when its date and offered workshop change, leaving no empty rows', async () => {
    const edit = {
      offered_workshop_id: catalogue.racism.id,
      language: 'de',
      date: '2030-05-06',
      start_time: '09:00',
      end_time: '10:30',
      institute: 'Schule 2030-03-31',
      location: 'Bern',
      price_centimes: 45000,
    };
    expect((await api(`/workshops/${march.id}`, { method: 'PUT', token: associate, json: edit })).status).toBe(200);
    const kept = await expectTotalsRecomputed();
    expect(kept.links.some((row) => String(row.bucket).startsWith('2030-03'))).toBe(false);
    expect(kept.answers.some((row) => String(row.bucket).startsWith('2030-03'))).toBe(false);
    expect(kept.coaches.some((row) => String(row.bucket).startsWith('2030-03'))).toBe(false);
    expect((await byAudience('from=2030-03-01&to=2030-03-31')).offered_workshops).toEqual([]);
    // Racism now: April (4 ratings of 2) and the moved workshop (4 of 5, 4 of 4): 44 / 12 = 3.67 → 3.7.
    expect((await byAudience('from=2030-04-01&to=2030-05-31')).offered_workshops).toEqual([
      expect.objectContaining({ offered_workshop_id: catalogue.racism.id, workshops: 2, responses: 3, average: 3.7 }),
    ]);
    expect((await byCoach('from=2030-05-06&to=2030-05-06')).coaches).toEqual([
      expect.objectContaining({ workshops: 1, ratings: 3, average: 4, last_workshop_date: '2030-05-06' }),
    ]);

    // Saved again unchanged: the figures stay where they are.
    expect((await api(`/workshops/${march.id}`, { method: 'PUT', token: associate, json: edit })).status).toBe(200);
    expect(await expectTotalsRecomputed()).toEqual(kept);
  });
});

describe('evaluation totals, kept by the lifecycle of the public links', () => {
  it('counts the links made when a workshop is done and by the 3-month job, and drops the unanswered ones a cancellation deletes', async () => {
    const staffing = await staffingFixture();
    const planned = await staffing.plannedWorkshops();
    const ids = planned.series.map((w) => w.id);
    const coach = await staffing.coach();
    expect((await staffing.place(ids[0]!, coach.id)).status).toBe(200);
    await db
      .update(workshops)
      .set({ date: dateIn(-3) })
      .where(eq(workshops.id, ids[0]!));
    await db
      .update(workshops)
      .set({ date: dateIn(-2) })
      .where(eq(workshops.id, ids[1]!));
    const setState = (state: string, reason?: string) =>
      api(`/workshops/${ids[0]}/set-state`, { method: 'POST', token: staffing.associate, json: { state, reason } });

    expect((await setState('done')).status).toBe(200);
    const links = await expectTotalsRecomputed();
    expect(links.links.filter((row) => row.bucket === dateIn(-3) || row.bucket === dateIn(-2))).toEqual([
      expect.objectContaining({ kind: 'by_audience', span: 'day', bucket: dateIn(-3), evaluations: 1, responses: 0 }),
      expect.objectContaining({ kind: 'by_audience', span: 'day', bucket: dateIn(-2), evaluations: 1, responses: 0 }),
    ]);

    // The class of the first date answers (its link from the school's mail).
    const [mail] = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, planned.school), eq(mailOutbox.template, 'evaluation-audience')))
      .orderBy(asc(mailOutbox.id));
    const token = /\/evaluations\/([^/\s]+)\n/.exec(mail!.textBody)![1]!;
    const page = await api(`/evaluations/public/${token}`);
    await respond({ token, questions: page.body.data.questionnaire.questions as Question[] }, 4, 0);
    await expectTotalsRecomputed();

    // Three months later the teachers get the 3-month questionnaire.
    expect(await sendThreeMonthEvaluations(db, env, nowSeconds() + 92 * 86_400)).toBeGreaterThan(0);
    const later = await expectTotalsRecomputed();
    // (a series: for its last date).
    expect(later.links.some((row) => row.kind === 'after_3_months' && row.bucket === dateIn(-2))).toBe(true);

    // Cancelled: the unanswered links go (and their counts), the answered one stays.
    expect((await setState('cancelled', 'Schule geschlossen')).status).toBe(200);
    const after = await expectTotalsRecomputed();
    expect(after.links.filter((row) => row.span === 'day' && (row.bucket === dateIn(-3) || row.bucket === dateIn(-2)))).toEqual([
      expect.objectContaining({ kind: 'by_audience', bucket: dateIn(-3), evaluations: 1, responses: 1 }),
    ]);
  }, 30_000);
});
