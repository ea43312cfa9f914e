import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, evaluationResponses } from '../../db/schema';
import {
  completeAnswers,
  evaluationRow,
  openEvaluation,
  saveEvaluation,
  type OpenEvaluation,
} from '../../test/coach-evaluations';
import { api, createUser, db, sessionFor, outboxFor } from '../../test/factories';
import { atOnce } from '../../test/race';
import { staffingFixture, type StaffingFixture } from '../../test/staffing';

const SLOW = 20_000;

let staffing: StaffingFixture;
let admin: string;
let finance: string;

beforeAll(async () => {
  staffing = await staffingFixture();
  admin = await sessionFor(await createUser({ role: 'admin' }));
  finance = await sessionFor(await createUser({ role: 'finance' }));
});

async function submitted(options: { language?: 'de' | 'fr' | 'it' | 'en' } = {}) {
  const evaluation = await openEvaluation(staffing, options);
  expect((await saveEvaluation(evaluation, await completeAnswers(evaluation), true)).status).toBe(200);
  return evaluation;
}

const validate = (id: number, token = staffing.associate) => api(`/evaluations/${id}/set-validated`, { method: 'POST', token });
const sendBack = (id: number, comment: unknown = 'Bitte die Atmosphäre genauer beschreiben', token = staffing.associate) =>
  api(`/evaluations/${id}/send-back`, { method: 'POST', token, json: { comment } });
const queue = (token = staffing.associate, query = '?per_page=100') => api(`/evaluations/to-validate${query}`, { token });
const queuedIds = async () => (await queue()).body.data.items.map((item: { id: number }) => item.id) as number[];
const audited = async (action: string, evaluation: OpenEvaluation) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(evaluation.id))));

describe('the validation queue', () => {
  it(
    'lists the pending ones, the longest waiting first, with coach and workshop; staff only',
    async () => {
      const open = await openEvaluation(staffing);
      const first = await submitted();
      const second = await submitted();
      const { status, body } = await queue();
      expect(status).toBe(200);
      const ids = body.data.items.map((item: { id: number }) => item.id);
      expect(ids).not.toContain(open.id);
      expect(ids.indexOf(first.id)).toBeGreaterThanOrEqual(0);
      expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
      const item = body.data.items.find((i: { id: number }) => i.id === first.id);
      expect(item).toMatchObject({
        coach: { id: first.coach.id, name: `${first.coach.firstname} ${first.coach.lastname}` },
        workshop: { id: first.workshop.id, date: first.workshop.date },
        submitted_at: expect.any(Number),
      });
      expect(body.data.total).toBe(ids.length);
      expect((await queue(admin)).status).toBe(200);
      expect((await queue(first.token)).status).toBe(403);
      expect((await queue(finance)).status).toBe(403);
      expect((await queue(staffing.associate, '?per_page=1000')).status).toBe(422);
      const paged = await queue(staffing.associate, '?per_page=1&page=2');
      expect(paged.body.data.items.map((i: { id: number }) => i.id)).toEqual([ids[1]]);
    },
    SLOW,
  );
});

describe('validating', () => {
  it(
    'pending -> completed with who and when, audited; it leaves the queue; a second time answers 409',
    async () => {
      const evaluation = await submitted();
      const { status, body } = await validate(evaluation.id);
      expect(status).toBe(200);
      expect(body.data).toMatchObject({ state: 'completed', validated_at: expect.any(Number), validated_by: expect.any(String) });
      expect(await queuedIds()).not.toContain(evaluation.id);
      expect(await audited('evaluation.validated', evaluation)).toHaveLength(1);
      const again = await validate(evaluation.id);
      expect([again.status, again.body.error.code]).toEqual([409, 'invalid_transition']);
      // The coach sees it validated, and can no longer change it.
      expect((await api(`/evaluations/${evaluation.id}`, { token: evaluation.token })).body.data.state).toBe('completed');
      expect((await saveEvaluation(evaluation, [], false)).status).toBe(409);
    },
    SLOW,
  );

  it(
    'refuses an open one, and anyone but admin and associate',
    async () => {
      const open = await openEvaluation(staffing);
      expect((await validate(open.id)).status).toBe(409);
      expect((await sendBack(open.id)).status).toBe(409);
      const evaluation = await submitted();
      expect((await validate(evaluation.id, evaluation.token)).status).toBe(403);
      expect((await validate(evaluation.id, finance)).status).toBe(403);
      expect((await sendBack(evaluation.id, 'x', evaluation.token)).status).toBe(403);
      expect((await validate(999_999)).status).toBe(404);
      expect((await validate(evaluation.id, admin)).status).toBe(200);
    },
    SLOW,
  );

  it(
    'validate and send back at once: one wins, the other answers 409 and mails nothing',
    async () => {
      const evaluation = await submitted();
      const [validated, returned] = await atOnce(
        () => validate(evaluation.id),
        () => sendBack(evaluation.id),
      );
      expect([validated.status, returned.status].sort()).toEqual([200, 409]);
      const row = await evaluationRow(evaluation.id);
      const mails = (await outboxFor(evaluation.coach.email)).filter((m) => m.template === 'evaluation-sent-back');
      if (validated.status === 200) {
        expect(row.state).toBe('completed');
        expect(mails).toHaveLength(0);
      } else {
        expect(row.state).toBe('open');
        expect(mails).toHaveLength(1);
      }
    },
    SLOW,
  );
});

describe('sending back', () => {
  it(
    'pending -> open with the comment, the answers kept as the draft, a mail in the coach’s language, audited',
    async () => {
      const evaluation = await submitted({ language: 'fr' });
      const { status, body } = await sendBack(evaluation.id, 'Merci de préciser l’atmosphère');
      expect(status).toBe(200);
      expect(body.data).toMatchObject({ state: 'open', review_comment: 'Merci de préciser l’atmosphère', submitted_at: null });
      expect(body.data.answers.length).toBeGreaterThan(0);
      const row = await evaluationRow(evaluation.id);
      expect(row).toMatchObject({ state: 'open', returnedAt: expect.any(Number), remindedAt: null });
      const [response] = await db.select().from(evaluationResponses).where(eq(evaluationResponses.evaluationId, evaluation.id));
      expect(response!.submittedAt).toBeNull();
      const [mail] = await outboxFor(evaluation.coach.email);
      expect(mail).toMatchObject({ template: 'evaluation-sent-back', language: 'fr', recipientUserId: evaluation.coach.id });
      expect(mail!.textBody).toContain('Merci de préciser l’atmosphère');
      expect(mail!.textBody).toContain(`/fr/manager/evaluations/${evaluation.id}`);
      expect(mail!.subject).toContain('Votre évaluation');
      expect(await audited('evaluation.sent_back', evaluation)).toHaveLength(1);
      expect(await queuedIds()).not.toContain(evaluation.id);
      // The coach sees the comment, corrects and submits again: back in the queue, the comment kept for history.
      const own = await api('/evaluations', { token: evaluation.token });
      expect(own.body.data[0]).toMatchObject({
        id: evaluation.id,
        state: 'open',
        review_comment: 'Merci de préciser l’atmosphère',
      });
      expect((await saveEvaluation(evaluation, body.data.answers, true)).status).toBe(200);
      expect(await queuedIds()).toContain(evaluation.id);
      expect((await evaluationRow(evaluation.id)).reviewComment).toBe('Merci de préciser l’atmosphère');
    },
    SLOW,
  );

  it(
    'needs a comment of at most 2000 characters',
    async () => {
      const evaluation = await submitted();
      for (const comment of ['', '   ', 'x'.repeat(2001), null]) {
        const { status, body } = await sendBack(evaluation.id, comment);
        expect(status).toBe(422);
        expect(body.error.fields[0].path).toBe('comment');
      }
      expect((await evaluationRow(evaluation.id)).state).toBe('pending');
      expect(await outboxFor(evaluation.coach.email)).toHaveLength(0);
    },
    SLOW,
  );
});
