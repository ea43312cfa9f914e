import { eq } from 'drizzle-orm';
import { evaluations, workshopCoaches } from '../db/schema';
import { api, db, sessionFor } from './factories';
import type { StaffingFixture } from './staffing';

/** Version 1 of the by_coach questionnaire, written by migration 0011. */
export const BY_COACH_QUESTIONNAIRE = 2;

/** A planned workshop with a placed coach and the coach's open evaluation of it (as the lifecycle creates it). */
export async function openEvaluation(staffing: StaffingFixture, options: { language?: 'de' | 'fr' | 'it' | 'en' } = {}) {
  const { single } = await staffing.plannedWorkshops();
  const coach = await staffing.coach({ language: options.language });
  await db.insert(workshopCoaches).values({ workshopId: single.id, coachId: coach.id, placedAt: 1 });
  const [evaluation] = await db
    .insert(evaluations)
    .values({
      workshopId: single.id,
      kind: 'by_coach',
      coachId: coach.id,
      questionnaireId: BY_COACH_QUESTIONNAIRE,
      state: 'open',
      sentAt: 1_800_000_000,
      language: coach.language,
    })
    .returning();
  return { id: evaluation!.id, workshop: single, coach, token: await sessionFor(coach) };
}

export type OpenEvaluation = Awaited<ReturnType<typeof openEvaluation>>;

export const saveEvaluation = (evaluation: OpenEvaluation, answers: unknown[], submit: boolean) =>
  api(`/evaluations/${evaluation.id}`, { method: 'PUT', token: evaluation.token, json: { answers, submit } });

/** Answers to every question of the evaluation's questionnaire (ids read from it, not assumed). */
export async function completeAnswers(evaluation: OpenEvaluation) {
  const { body } = await api(`/evaluations/${evaluation.id}`, { token: evaluation.token });
  const questions = body.data.questionnaire.questions as { id: number; type: string }[];
  return questions.map((q) =>
    q.type === 'rating'
      ? { questionId: q.id, rating: 4 }
      : q.type === 'text'
        ? { questionId: q.id, text: 'Die Klasse war sehr interessiert.' }
        : { questionId: q.id, choices: [0] },
  );
}

export const evaluationRow = async (id: number) => (await db.select().from(evaluations).where(eq(evaluations.id, id)))[0]!;
