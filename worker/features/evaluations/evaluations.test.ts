import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, evaluationAnswers, evaluationResponses, evaluations } from '../../db/schema';
import {
  BY_COACH_QUESTIONNAIRE,
  completeAnswers,
  evaluationRow,
  openEvaluation as openEvaluationOf,
  saveEvaluation as save,
} from '../../test/coach-evaluations';
import { api, createUser, db, sessionFor } from '../../test/factories';
import { atOnce } from '../../test/race';
import { staffingFixture, type StaffingFixture } from '../../test/staffing';

/** Each test plans its own workshop through an inquiry: more than vitest's 5 s on a busy machine. */
const SLOW = 20_000;

let staffing: StaffingFixture;
let admin: string;
let finance: string;

beforeAll(async () => {
  staffing = await staffingFixture();
  admin = await sessionFor(await createUser({ role: 'admin' }));
  finance = await sessionFor(await createUser({ role: 'finance' }));
});

const openEvaluation = (options: { language?: 'de' | 'fr' | 'it' | 'en' } = {}) => openEvaluationOf(staffing, options);
const detail = (id: number, token: string) => api(`/evaluations/${id}`, { token });
const stateOf = evaluationRow;

describe('the coach’s own evaluations', () => {
  it(
    'lists only the coach’s own, open first, with the workshop and the state filter',
    async () => {
      const first = await openEvaluation();
      const other = await openEvaluation();
      const { status, body } = await api('/evaluations', { token: first.token });
      expect(status).toBe(200);
      expect(body.data.map((e: { id: number }) => e.id)).toEqual([first.id]);
      expect(body.data[0]).toMatchObject({
        state: 'open',
        workshop: { id: first.workshop.id, date: first.workshop.date, institute: first.workshop.institute },
        review_comment: null,
      });
      expect(body.data[0].workshop.title).not.toBe('');
      expect((await api('/evaluations?state=pending', { token: first.token })).body.data).toEqual([]);
      expect((await api('/evaluations?state=nope', { token: first.token })).status).toBe(422);
      // Another coach's evaluation is not theirs to read.
      expect((await detail(other.id, first.token)).status).toBe(404);
      expect(
        (await api(`/evaluations/${other.id}`, { method: 'PUT', token: first.token, json: { answers: [], submit: false } }))
          .status,
      ).toBe(404);
    },
    SLOW,
  );

  it(
    'orders open, then pending, then completed',
    async () => {
      const { single } = await staffing.plannedWorkshops();
      const second = await staffing.plannedWorkshops();
      const coach = await staffing.coach();
      const token = await sessionFor(coach);
      const rows = await db
        .insert(evaluations)
        .values([
          {
            workshopId: single.id,
            kind: 'by_coach',
            coachId: coach.id,
            questionnaireId: BY_COACH_QUESTIONNAIRE,
            state: 'completed',
          },
          {
            workshopId: second.single.id,
            kind: 'by_coach',
            coachId: coach.id,
            questionnaireId: BY_COACH_QUESTIONNAIRE,
            state: 'pending',
          },
          {
            workshopId: second.first.id,
            kind: 'by_coach',
            coachId: coach.id,
            questionnaireId: BY_COACH_QUESTIONNAIRE,
            state: 'open',
          },
        ])
        .returning();
      const { body } = await api('/evaluations', { token });
      expect(body.data.map((e: { state: string }) => e.state)).toEqual(['open', 'pending', 'completed']);
      expect(body.data.map((e: { id: number }) => e.id)).toEqual([rows[2]!.id, rows[1]!.id, rows[0]!.id]);
    },
    SLOW,
  );

  it(
    'staff and finance have no own list; finance may not read one either',
    async () => {
      const evaluation = await openEvaluation();
      expect((await api('/evaluations', { token: staffing.associate })).status).toBe(403);
      expect((await api('/evaluations', { token: finance })).status).toBe(403);
      expect((await api('/evaluations')).status).toBe(401);
      expect((await detail(evaluation.id, finance)).status).toBe(403);
      expect((await detail(evaluation.id, admin)).status).toBe(200);
      expect((await detail(evaluation.id, staffing.associate)).status).toBe(200);
      // Only the coach fills it in.
      const put = await api(`/evaluations/${evaluation.id}`, {
        method: 'PUT',
        token: admin,
        json: { answers: [], submit: false },
      });
      expect(put.status).toBe(403);
    },
    SLOW,
  );

  it(
    'answers 404 for the public kinds',
    async () => {
      const { single } = await staffing.plannedWorkshops();
      const [audience] = await db
        .insert(evaluations)
        .values({ workshopId: single.id, kind: 'by_audience', questionnaireId: 1, publicTokenHash: `h-${single.id}` })
        .returning();
      expect((await detail(audience!.id, staffing.associate)).status).toBe(404);
      expect(
        (await api(`/evaluations/${audience!.id}/set-validated`, { method: 'POST', token: staffing.associate })).status,
      ).toBe(404);
    },
    SLOW,
  );
});

describe('filling in', () => {
  it(
    'gives the questionnaire in the reader’s language and keeps a saved draft open',
    async () => {
      const evaluation = await openEvaluation({ language: 'fr' });
      const before = await detail(evaluation.id, evaluation.token);
      expect(before.body.data).toMatchObject({
        state: 'open',
        answers: [],
        questionnaire: { id: 2, kind: 'by_coach', language: 'fr' },
      });
      const [rating, second] = before.body.data.questionnaire.questions;
      const first = await save(evaluation, [{ questionId: rating.id, rating: 5 }], false);
      expect(first.status).toBe(200);
      expect(first.body.data.state).toBe('open');
      // Saving again replaces the draft: one response, only the answers of the last save.
      const again = await save(evaluation, [{ questionId: second.id, rating: 2 }], false);
      expect(again.body.data.answers).toEqual([{ questionId: second.id, rating: 2, choices: null, text: null }]);
      const responses = await db.select().from(evaluationResponses).where(eq(evaluationResponses.evaluationId, evaluation.id));
      expect(responses).toHaveLength(1);
      expect(responses[0]).toMatchObject({ deviceHash: null, submittedAt: null });
      expect(await db.select().from(evaluationAnswers).where(eq(evaluationAnswers.responseId, responses[0]!.id))).toHaveLength(1);
      expect((await stateOf(evaluation.id)).state).toBe('open');
    },
    SLOW,
  );

  it(
    'refuses to submit an incomplete one with "Bitte alle Felder ausfüllen" on each missing question, saving nothing',
    async () => {
      const evaluation = await openEvaluation();
      const complete = await completeAnswers(evaluation);
      const { status, body } = await save(evaluation, complete.slice(0, 2), true);
      expect(status).toBe(422);
      expect(body.error.message).toBe('Bitte alle Felder ausfüllen');
      expect(body.error.fields.map((f: { path: string }) => f.path)).toEqual(
        complete.slice(2).map((a) => `answers.${a.questionId}`),
      );
      expect(body.error.fields.every((f: { message: string }) => f.message === 'evaluation_incomplete')).toBe(true);
      expect((await stateOf(evaluation.id)).state).toBe('open');
      // An answer that does not fit its question is refused on save as well.
      const wrong = await save(evaluation, [{ questionId: complete[0]!.questionId, text: 'fünf' }], false);
      expect(wrong.status).toBe(422);
    },
    SLOW,
  );

  it(
    'submits a complete one: pending, submitted_at, audit; a second submit or save answers 409 already_submitted',
    async () => {
      const evaluation = await openEvaluation();
      const answers = await completeAnswers(evaluation);
      const { status, body } = await save(evaluation, answers, true);
      expect(status).toBe(200);
      expect(body.data.state).toBe('pending');
      expect(body.data.submitted_at).toEqual(expect.any(Number));
      expect(body.data.answers).toHaveLength(answers.length);
      const [response] = await db.select().from(evaluationResponses).where(eq(evaluationResponses.evaluationId, evaluation.id));
      expect(response!.submittedAt).toEqual(expect.any(Number));
      const audit = await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'evaluation.submitted'), eq(auditLog.entityId, String(evaluation.id))));
      expect(audit).toHaveLength(1);
      const second = await save(evaluation, answers, true);
      expect([second.status, second.body.error.code]).toEqual([409, 'already_submitted']);
      expect((await save(evaluation, answers, false)).status).toBe(409);
    },
    SLOW,
  );

  it(
    'two submits at once: one wins, the other answers 409 already_submitted and writes nothing',
    async () => {
      const evaluation = await openEvaluation();
      const answers = await completeAnswers(evaluation);
      const results = await atOnce(
        () => save(evaluation, answers, true),
        () => save(evaluation, answers, true),
      );
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(results.find((r) => r.status === 409)!.body.error.code).toBe('already_submitted');
      expect((await stateOf(evaluation.id)).state).toBe('pending');
      const audit = await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'evaluation.submitted'), eq(auditLog.entityId, String(evaluation.id))));
      expect(audit).toHaveLength(1);
    },
    SLOW,
  );
});
