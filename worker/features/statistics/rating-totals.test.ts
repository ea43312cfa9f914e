import { beforeAll, describe, expect, it } from 'vitest';
import { evaluationQuestionnaires, evaluations, workshopCoaches, workshops } from '../../db/schema';
import { desc, eq } from 'drizzle-orm';
import { generateToken, hashToken, nowSeconds } from '../../lib/tokens';
import { seedCatalogue } from '../../test/catalogue';
import { api, createUser, db, sessionFor } from '../../test/factories';

/**
 * The report's evaluation averages come from evaluation_rating_totals: these tests add answers only through the real
 * routes (public submit, coach submit, validation) and read the report after each step.
 */

let catalogue: Awaited<ReturnType<typeof seedCatalogue>>;
let associate: string;
let workshopId: number;

const newestQuestionnaire = async (kind: 'by_audience' | 'by_coach') =>
  (
    await db
      .select({ id: evaluationQuestionnaires.id })
      .from(evaluationQuestionnaires)
      .where(eq(evaluationQuestionnaires.kind, kind))
      .orderBy(desc(evaluationQuestionnaires.version))
      .limit(1)
  )[0]!.id;

beforeAll(async () => {
  catalogue = await seedCatalogue();
  associate = await sessionFor(await createUser({ role: 'associate' }));
  const [row] = await db
    .insert(workshops)
    .values({
      offeredWorkshopId: catalogue.rights.id,
      date: '2020-09-14',
      startTime: '09:00',
      endTime: '10:30',
      durationMinutes: 90,
      institute: 'Schule',
      location: 'Bern',
      priceCentimes: 45000,
      numberParticipants: 22,
      state: 'done',
    })
    .returning();
  workshopId = row!.id;
});

type Row = { kind: string; key: string; answers: number; average: number | null };
async function averages(kind: string) {
  const { status, body } = await api(`/statistics?school_year=2020&offered_workshop_id=${catalogue.rights.id}`, {
    token: associate,
  });
  expect(status).toBe(200);
  return Object.fromEntries(
    (body.data.evaluations as Row[]).filter((row) => row.kind === kind).map((row) => [row.key, [row.answers, row.average]]),
  );
}

type Question = { id: number; type: string };
const answersFor = (questions: Question[], rating: number) =>
  questions.map((q) =>
    q.type === 'rating'
      ? { questionId: q.id, rating }
      : q.type === 'text'
        ? { questionId: q.id, text: 'Gut' }
        : { questionId: q.id, choices: [0] },
  );

describe('evaluation averages in the report, through the routes that make answers count', () => {
  it('adds each submitted response of the class', async () => {
    const token = generateToken();
    await db.insert(evaluations).values({
      workshopId,
      kind: 'by_audience',
      questionnaireId: await newestQuestionnaire('by_audience'),
      state: 'open',
      publicTokenHash: hashToken(token),
      expiresAt: nowSeconds() + 86_400,
      language: 'de',
      sentAt: nowSeconds(),
    });
    const page = await api(`/evaluations/public/${token}`);
    const questions = page.body.data.questionnaire.questions as Question[];
    expect((await averages('by_audience')).overall).toEqual([0, null]);
    for (const [device, rating] of [
      ['device-a', 5],
      ['device-b', 4],
    ] as const) {
      const submitted = await api(`/evaluations/public/${token}`, {
        method: 'POST',
        json: { deviceId: `${device}-${crypto.randomUUID()}`, answers: answersFor(questions, rating) },
      });
      expect(submitted.status).toBe(201);
    }
    const after = await averages('by_audience');
    expect(after.overall).toEqual([2, 4.5]);
    expect(after.understanding).toEqual([2, 4.5]);
  });

  it('adds a coach’s evaluation once it is validated, not when it is submitted', async () => {
    const coach = await createUser({ role: 'coach' });
    await db.insert(workshopCoaches).values({ workshopId, coachId: coach.id, placedAt: 1 });
    const [evaluation] = await db
      .insert(evaluations)
      .values({
        workshopId,
        kind: 'by_coach',
        coachId: coach.id,
        questionnaireId: await newestQuestionnaire('by_coach'),
        state: 'open',
        sentAt: nowSeconds(),
        language: 'de',
      })
      .returning();
    const coachToken = await sessionFor(coach);
    const detail = await api(`/evaluations/${evaluation!.id}`, { token: coachToken });
    const questions = detail.body.data.questionnaire.questions as Question[];
    const saved = await api(`/evaluations/${evaluation!.id}`, {
      method: 'PUT',
      token: coachToken,
      json: { answers: answersFor(questions, 2), submit: true },
    });
    expect(saved.status).toBe(200);
    expect((await averages('by_coach')).goals_reached).toEqual([0, null]);
    const validated = await api(`/evaluations/${evaluation!.id}/set-validated`, { method: 'POST', token: associate });
    expect(validated.status).toBe(200);
    expect((await averages('by_coach')).goals_reached).toEqual([1, 2]);
    // The class's figures are untouched.
    expect((await averages('by_audience')).overall).toEqual([2, 4.5]);
  });
});
