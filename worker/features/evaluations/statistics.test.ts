import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  evaluationAnswers,
  evaluationQuestionnaires,
  evaluationQuestions,
  evaluationQuestionTranslations,
  evaluationResponses,
  evaluations,
  workshops,
} from '../../db/schema';
import { malformedIds } from '../../test/bad-input';
import { dateIn, seedCatalogue } from '../../test/catalogue';
import { api, createUser, db, sessionFor } from '../../test/factories';
import { rebuildEvaluationTotals } from './evaluation-totals';
import { averageOf } from './statistics.aggregate';

/**
 * A hand-computed fixture (docs/decisions/023): every expected figure below is worked out from the rows inserted
 * in beforeAll, in the comments beside it.
 */
type Answer = { key: string; rating?: number; choices?: number[]; text?: string };

let questionIds: Record<string, Record<string, number>> = {};
let v2Questionnaire = 0;
const created: number[] = [];

async function workshopOn(offeredWorkshopId: number, date: string) {
  const [row] = await db
    .insert(workshops)
    .values({
      offeredWorkshopId,
      date,
      startTime: '08:00',
      endTime: '10:00',
      durationMinutes: 120,
      institute: `Schule ${date}`,
      location: 'Bern',
      priceCentimes: 45000,
      state: 'done',
    })
    .returning();
  created.push(row!.id);
  return row!;
}

async function evaluation(
  workshopId: number,
  kind: 'by_coach' | 'by_audience' | 'after_3_months',
  state: 'open' | 'pending' | 'completed',
  coachId: number | null,
  responses: Array<{ answers: Answer[]; submitted?: boolean }>,
  questions = kind === 'by_coach' ? questionIds.by_coach! : questionIds[kind]!,
) {
  const [row] = await db.insert(evaluations).values({ workshopId, kind, state, coachId }).returning();
  let device = 0;
  for (const response of responses) {
    const [saved] = await db
      .insert(evaluationResponses)
      .values({
        evaluationId: row!.id,
        deviceHash: coachId ? null : `device-${row!.id}-${++device}`,
        submittedAt: response.submitted === false ? null : 1_900_000_000,
      })
      .returning();
    await db.insert(evaluationAnswers).values(
      response.answers.map((answer) => ({
        responseId: saved!.id,
        questionId: questions[answer.key]!,
        rating: answer.rating ?? null,
        choices: answer.choices ?? null,
        text: answer.text ?? null,
      })),
    );
  }
  return row!;
}

const coachAnswers = (goals: number, engagement: number, preparation: number, atmosphere: number, text?: string): Answer[] => [
  { key: 'goals_reached', rating: goals },
  { key: 'class_engagement', rating: engagement },
  { key: 'school_preparation', rating: preparation },
  { key: 'atmosphere', choices: [atmosphere] },
  ...(text ? [{ key: 'observations', text }] : []),
];
const audienceAnswers = (o: number, u: number, r: number, e: number, intentions: number[], comment?: string): Answer[] => [
  { key: 'overall', rating: o },
  { key: 'understanding', rating: u },
  { key: 'relevance', rating: r },
  { key: 'engagement', rating: e },
  { key: 'intentions', choices: intentions },
  ...(comment ? [{ key: 'comment', text: comment }] : []),
];

let anna: { id: number };
let ben: { id: number };
let carla: { id: number };
let catalogue: Awaited<ReturnType<typeof seedCatalogue>>;
let workshopA: { id: number };
let workshopB: { id: number };
let token: string;

/** Version 2 of the coach questionnaire: the same keys, new wording for goals_reached (de, fr; no it). */
async function coachQuestionnaireV2() {
  const [v1] = await db.select().from(evaluationQuestionnaires).where(eq(evaluationQuestionnaires.id, 2));
  const [v2] = await db
    .insert(evaluationQuestionnaires)
    .values({ kind: 'by_coach', version: v1!.version + 100 })
    .returning();
  v2Questionnaire = v2!.id;
  const old = await db.select().from(evaluationQuestions).where(eq(evaluationQuestions.questionnaireId, 2));
  const ids: Record<string, number> = {};
  for (const question of old) {
    const [copy] = await db
      .insert(evaluationQuestions)
      .values({ questionnaireId: v2!.id, position: question.position, key: question.key, type: question.type, required: true })
      .returning();
    ids[question.key] = copy!.id;
    const translations = await db
      .select()
      .from(evaluationQuestionTranslations)
      .where(eq(evaluationQuestionTranslations.questionId, question.id));
    await db.insert(evaluationQuestionTranslations).values(
      translations
        .filter((t) => question.key !== 'goals_reached' || t.language === 'de' || t.language === 'fr')
        .map((t) => ({
          questionId: copy!.id,
          language: t.language,
          text: question.key === 'goals_reached' ? `V2 ${t.language}: Ziele` : t.text,
          options: t.options,
        })),
    );
  }
  return ids;
}

async function keysOf(questionnaireId: number) {
  const rows = await db.select().from(evaluationQuestions).where(eq(evaluationQuestions.questionnaireId, questionnaireId));
  return Object.fromEntries(rows.map((row) => [row.key, row.id]));
}

beforeAll(async () => {
  questionIds = { by_audience: await keysOf(1), by_coach: await keysOf(2), after_3_months: await keysOf(3) };
  const v2 = await coachQuestionnaireV2();
  catalogue = await seedCatalogue();
  anna = await createUser({ role: 'coach' });
  ben = await createUser({ role: 'coach' });
  carla = await createUser({ role: 'coach' });
  token = await sessionFor(await createUser({ role: 'associate' }));

  // Anna: two validated evaluations (March with version 1, May with version 2) — the only ones that count.
  const march = await workshopOn(catalogue.rights.id, '2031-03-10');
  await evaluation(march.id, 'by_coach', 'completed', anna.id, [{ answers: coachAnswers(5, 4, 3, 0, 'Sehr engagierte Klasse') }]);
  const may = await workshopOn(catalogue.rights.id, '2031-05-20');
  await evaluation(may.id, 'by_coach', 'completed', anna.id, [{ answers: coachAnswers(4, 2, 5, 1, 'Zweiter Text') }], v2);
  // Not counted: pending (submitted, not validated), an open draft, a validated one outside the period.
  const april = await workshopOn(catalogue.rights.id, '2031-04-01');
  await evaluation(april.id, 'by_coach', 'pending', anna.id, [{ answers: coachAnswers(1, 1, 1, 2, 'Pending text') }]);
  const draft = await workshopOn(catalogue.rights.id, '2031-04-02');
  await evaluation(draft.id, 'by_coach', 'open', anna.id, [{ answers: coachAnswers(1, 1, 1, 2), submitted: false }]);
  const later = await workshopOn(catalogue.rights.id, '2031-08-01');
  await evaluation(later.id, 'by_coach', 'completed', anna.id, [{ answers: coachAnswers(1, 1, 1, 2) }]);
  // Ben: one validated evaluation, all threes.
  await evaluation(march.id, 'by_coach', 'completed', ben.id, [{ answers: coachAnswers(3, 3, 3, 0) }]);
  // Carla: validated 10 days ago (in the default period) and 400 days ago (outside it).
  const recent = await workshopOn(catalogue.rights.id, dateIn(-10));
  await evaluation(recent.id, 'by_coach', 'completed', carla.id, [{ answers: coachAnswers(2, 2, 2, 0) }]);
  const old = await workshopOn(catalogue.rights.id, dateIn(-400));
  await evaluation(old.id, 'by_coach', 'completed', carla.id, [{ answers: coachAnswers(5, 5, 5, 0) }]);

  // By the audience: workshop A (rights) two submitted responses and a draft; workshop B (racism) one response.
  workshopA = await workshopOn(catalogue.rights.id, '2031-03-15');
  await evaluation(workshopA.id, 'by_audience', 'open', null, [
    { answers: audienceAnswers(5, 4, 4, 5, [0, 2], 'Toll') },
    { answers: audienceAnswers(3, 4, 2, 5, [2]) },
    { answers: audienceAnswers(1, 1, 1, 1, [1], 'Entwurf'), submitted: false },
  ]);
  workshopB = await workshopOn(catalogue.racism.id, '2031-04-15');
  await evaluation(workshopB.id, 'by_audience', 'completed', null, [{ answers: audienceAnswers(4, 3, 4, 4, [1]) }]);
  await evaluation(workshopA.id, 'after_3_months', 'completed', null, [
    {
      answers: [
        { key: 'lasting_impact', rating: 5 },
        { key: 'recommend', rating: 4 },
      ],
    },
  ]);
  // Written directly, so added up here as the submit and validate batches do (evaluation-totals.test.ts goes through them).
  await db.batch(rebuildEvaluationTotals(db));
});

afterAll(async () => {
  await db.delete(evaluations).where(inArray(evaluations.workshopId, created));
  await db.delete(evaluationQuestionnaires).where(eq(evaluationQuestionnaires.id, v2Questionnaire));
});

const period = 'from=2031-03-01&to=2031-06-30';

describe('averageOf', () => {
  it('rounds half up to one decimal from integer sums', () => {
    expect([averageOf(49, 20), averageOf(7, 3), averageOf(8, 3), averageOf(23, 6), averageOf(0, 0)]).toEqual([
      2.5,
      2.3,
      2.7,
      3.8,
      null,
    ]);
  });
});

describe('GET /api/evaluations/by-coach', () => {
  it('lists coaches with validated evaluations only, with their key figures', async () => {
    const { status, body } = await api(`/evaluations/by-coach?${period}`, { token });
    expect(status).toBe(200);
    expect(body.data.period).toEqual({ from: '2031-03-01', to: '2031-06-30' });
    const mine = body.data.coaches.filter((c: { id: number }) => [anna.id, ben.id, carla.id].includes(c.id));
    // Anna: 5+4+3 and 4+2+5 = 23 over 6 ratings = 3.83 → 3.8; Ben: 9/3 = 3.0; Carla has none in 2031.
    expect(mine).toEqual([
      expect.objectContaining({ id: anna.id, workshops: 2, ratings: 6, average: 3.8, last_workshop_date: '2031-05-20' }),
      expect.objectContaining({ id: ben.id, workshops: 1, ratings: 3, average: 3, last_workshop_date: '2031-03-10' }),
    ]);
    expect(body.data.coach).toBeNull();
  });

  it('details one coach: per key across versions, wording of the newest version, texts, trend', async () => {
    const fr = await sessionFor(await createUser({ role: 'admin', language: 'fr' }));
    const { status, body } = await api(`/evaluations/by-coach?${period}&coach_id=${anna.id}`, { token: fr });
    expect(status).toBe(200);
    const { summary, questions, texts, trend } = body.data.coach;
    expect(summary).toMatchObject({ id: anna.id, workshops: 2, ratings: 6, average: 3.8 });
    const byKey = Object.fromEntries(questions.map((q: { key: string }) => [q.key, q]));
    expect(Object.keys(byKey)).toEqual(['goals_reached', 'class_engagement', 'school_preparation', 'atmosphere']);
    // goals_reached: 5 (v1) and 4 (v2) merged → 4.5; wording of v2 in French.
    expect(byKey.goals_reached).toMatchObject({ text: 'V2 fr: Ziele', answers: 2, average: 4.5, distribution: [0, 0, 0, 1, 1] });
    expect(byKey.class_engagement).toMatchObject({ answers: 2, average: 3, distribution: [0, 1, 0, 1, 0] });
    expect(byKey.school_preparation).toMatchObject({ answers: 2, average: 4, distribution: [0, 0, 1, 0, 1] });
    expect(byKey.atmosphere.answers).toBe(2);
    expect(byKey.atmosphere.choices.slice(0, 3)).toEqual([1, 1, 0]);
    expect(byKey.atmosphere.average).toBeNull();
    // The pending and the draft texts are not there; newest workshop first.
    expect(texts.total).toBe(2);
    expect(texts.items.map((t: { text: string }) => t.text)).toEqual(['Zweiter Text', 'Sehr engagierte Klasse']);
    expect(texts.items[0]).toMatchObject({ key: 'observations', date: '2031-05-20', title: 'Droits de l’enfant' });
    // March 12/3 = 4.0, May 11/3 = 3.67 → 3.7; April and June empty.
    expect(trend).toEqual({
      unit: 'month',
      points: [
        { period: '2031-03', ratings: 3, average: 4 },
        { period: '2031-04', ratings: 0, average: null },
        { period: '2031-05', ratings: 3, average: 3.7 },
        { period: '2031-06', ratings: 0, average: null },
      ],
    });
  });

  it('falls back to German wording, and per quarter over long periods', async () => {
    const it_ = await sessionFor(await createUser({ role: 'associate', language: 'it' }));
    const { body } = await api(`/evaluations/by-coach?from=2029-01-01&to=2031-12-31&coach_id=${anna.id}`, { token: it_ });
    expect(body.data.coach.questions[0]).toMatchObject({ key: 'goals_reached', text: 'V2 de: Ziele', answers: 3 });
    expect(body.data.coach.trend.unit).toBe('quarter');
    expect(body.data.coach.trend.points).toHaveLength(12);
    // Q1: 12/3; Q2: 11/3 → 3.7; Q3: the August one, 1+1+1 → 1.0.
    expect(body.data.coach.trend.points.slice(8, 11)).toEqual([
      { period: '2031-Q1', ratings: 3, average: 4 },
      { period: '2031-Q2', ratings: 3, average: 3.7 },
      { period: '2031-Q3', ratings: 3, average: 1 },
    ]);
  });

  it('defaults to the last 12 months', async () => {
    const { body } = await api(`/evaluations/by-coach?coach_id=${carla.id}`, { token });
    expect(body.data.coach.summary).toMatchObject({ workshops: 1, ratings: 3, average: 2, last_workshop_date: dateIn(-10) });
    expect(body.data.period.to).toBe(dateIn(0));
  });

  it('answers empty figures for a coach without evaluations, 404 for someone who is not a coach', async () => {
    const { body } = await api(`/evaluations/by-coach?${period}&coach_id=${carla.id}`, { token });
    expect(body.data.coach.summary).toMatchObject({ workshops: 0, ratings: 0, average: null, last_workshop_date: null });
    expect(body.data.coach.questions.every((q: { answers: number }) => q.answers === 0)).toBe(true);
    const associate = await createUser({ role: 'associate' });
    expect((await api(`/evaluations/by-coach?coach_id=${associate.id}`, { token })).status).toBe(404);
  });
});

describe('GET /api/evaluations/by-audience', () => {
  it('sums submitted responses per offered workshop and per workshop, drafts left out', async () => {
    const { status, body } = await api(`/evaluations/by-audience?${period}`, { token });
    expect(status).toBe(200);
    const offered = body.data.offered_workshops.filter((o: { offered_workshop_id: number }) =>
      [catalogue.rights.id, catalogue.racism.id].includes(o.offered_workshop_id),
    );
    // Rights: 5,4,4,5 and 3,4,2,5 = 32/8 = 4.0; Racism: 4,3,4,4 = 15/4 = 3.75 → 3.8 (half up).
    expect(offered.map((o: object) => ({ ...o, questions: undefined }))).toEqual([
      {
        offered_workshop_id: catalogue.racism.id,
        title: 'Diskriminierung und Rassismus',
        workshops: 1,
        responses: 1,
        average: 3.8,
      },
      { offered_workshop_id: catalogue.rights.id, title: 'Kinderrechte', workshops: 1, responses: 2, average: 4 },
    ]);
    const rights = offered[1].questions;
    expect(rights.map((q: { key: string }) => q.key)).toEqual(['overall', 'understanding', 'relevance', 'engagement']);
    expect(rights[0]).toMatchObject({ answers: 2, average: 4, distribution: [0, 0, 1, 0, 1] });
    expect(rights[2]).toMatchObject({ answers: 2, average: 3, distribution: [0, 1, 0, 1, 0] });
    const rows = body.data.workshops.items.filter((w: { workshop_id: number }) =>
      [workshopA.id, workshopB.id].includes(w.workshop_id),
    );
    expect(rows).toEqual([
      expect.objectContaining({
        workshop_id: workshopB.id,
        date: '2031-04-15',
        responses: 1,
        average: 3.8,
        title: 'Diskriminierung und Rassismus',
      }),
      expect.objectContaining({
        workshop_id: workshopA.id,
        date: '2031-03-15',
        responses: 2,
        average: 4,
        institute: 'Schule 2031-03-15',
      }),
    ]);
  });

  it('filters by offered workshop, pages, and details one workshop with choices and texts', async () => {
    const query = `${period}&offered_workshop_id=${catalogue.rights.id}&per_page=1&workshop_id=${workshopA.id}`;
    const { body } = await api(`/evaluations/by-audience?${query}`, { token });
    expect(body.data.offered_workshops.map((o: { offered_workshop_id: number }) => o.offered_workshop_id)).toEqual([
      catalogue.rights.id,
    ]);
    expect(body.data.workshops).toMatchObject({ total: 1, page: 1, per_page: 1 });
    const { row, questions, texts } = body.data.workshop;
    expect(row).toMatchObject({ workshop_id: workshopA.id, responses: 2, average: 4 });
    const intentions = questions.find((q: { key: string }) => q.key === 'intentions');
    // [0, 2] and [2]: option 0 once, option 2 twice, from two answers; the draft's [1] not counted.
    expect(intentions).toMatchObject({ type: 'multiple_choice', answers: 2, average: null });
    expect(intentions.choices.slice(0, 3)).toEqual([1, 0, 2]);
    expect(texts).toEqual({
      total: 1,
      items: [expect.objectContaining({ text: 'Toll', key: 'comment', workshop_id: workshopA.id })],
    });
  });

  it('pages the workshops, latest first', async () => {
    const { body } = await api(`/evaluations/by-audience?from=2031-03-15&to=2031-04-15&per_page=1&page=2`, { token });
    expect(body.data.workshops).toMatchObject({
      total: 2,
      page: 2,
      items: [expect.objectContaining({ workshop_id: workshopA.id })],
    });
  });

  it('counts the 3-month answers under their own kind', async () => {
    const { body } = await api(`/evaluations/by-audience?${period}&kind=after_3_months&workshop_id=${workshopA.id}`, { token });
    expect(body.data.kind).toBe('after_3_months');
    expect(body.data.workshop.row).toMatchObject({ responses: 1, average: 4.5 });
    expect(body.data.workshop.questions.find((q: { key: string }) => q.key === 'lasting_impact')).toMatchObject({ average: 5 });
    expect((await api(`/evaluations/by-audience?workshop_id=999999`, { token })).status).toBe(404);
  });
});

describe('statistics: permissions and bad input', () => {
  it('is for admin and associate only', async () => {
    for (const path of ['/evaluations/by-coach', '/evaluations/by-audience']) {
      expect((await api(path)).status).toBe(401);
      for (const role of ['coach', 'finance'] as const) {
        const { status, body } = await api(path, { token: await sessionFor(await createUser({ role })) });
        expect([status, body.error.code]).toEqual([403, 'forbidden']);
      }
      expect((await api(path, { token: await sessionFor(await createUser({ role: 'admin' })) })).status).toBe(200);
    }
  });

  it('answers 422 on bad dates, periods, ids and kinds', async () => {
    const cases: Array<[string, string, string]> = [
      ['/evaluations/by-coach?from=2026-02-30', 'from', 'date_invalid'],
      ['/evaluations/by-coach?from=2026-05-01&to=2026-04-30', 'to', 'end_date_before_start'],
      ['/evaluations/by-audience?from=2010-01-01&to=2026-01-01', 'to', 'range_too_long'],
      ['/evaluations/by-audience?kind=by_coach', 'kind', ''],
      ['/evaluations/by-audience?per_page=101', 'per_page', ''],
      ...malformedIds.map((id): [string, string, string] => [`/evaluations/by-coach?coach_id=${id}`, 'coach_id', '']),
      ...malformedIds.map((id): [string, string, string] => [`/evaluations/by-audience?workshop_id=${id}`, 'workshop_id', '']),
    ];
    for (const [path, field, message] of cases) {
      const { status, body } = await api(path, { token });
      expect([path, status]).toEqual([path, 422]);
      const issue = body.error.fields.find((f: { path: string }) => f.path === field);
      expect(issue, path).toBeDefined();
      if (message) expect(issue.message).toBe(message);
    }
  });
});
