import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { evaluationAnswers, evaluationResponses, evaluations, workshops } from '../../db/schema';
import { generateToken, hashToken, nowSeconds } from '../../lib/tokens';
import { useBindings } from '../../test/bindings';
import { seedCatalogue } from '../../test/catalogue';
import { api, db } from '../../test/factories';
import { atOnce } from '../../test/race';
import type { AnswerInput, Questionnaire } from '../../contract/evaluations/evaluations.schemas';
import { RESPONSE_CAP_MIN, responseCap } from './public.service';

const BY_AUDIENCE = 1;
const AFTER_3_MONTHS = 3;
const DAY = 86_400;

let catalogue: Awaited<ReturnType<typeof seedCatalogue>>;
beforeAll(async () => {
  catalogue = await seedCatalogue();
});

/** A done workshop (Kinderrechte: titles in de and fr only) with a public evaluation whose token the test knows. */
async function publicEvaluation(
  overrides: Partial<{
    kind: 'by_audience' | 'after_3_months';
    state: 'open' | 'completed';
    expiresAt: number | null;
    language: 'de' | 'fr' | 'it' | 'en';
    numberParticipants: number | null;
  }> = {},
) {
  const kind = overrides.kind ?? 'by_audience';
  const [workshop] = await db
    .insert(workshops)
    .values({
      offeredWorkshopId: catalogue.rights.id,
      date: '2026-09-14',
      startTime: '09:00',
      endTime: '10:30',
      durationMinutes: 90,
      institute: 'Schulhaus Musterhausen',
      location: 'Bern',
      contactFirstname: 'Petra',
      contactLastname: 'Lehrerin',
      contactEmail: 'petra@example.test',
      priceCentimes: 45000,
      numberParticipants: overrides.numberParticipants === undefined ? 22 : overrides.numberParticipants,
      state: 'done',
    })
    .returning();
  const token = generateToken();
  const [evaluation] = await db
    .insert(evaluations)
    .values({
      workshopId: workshop!.id,
      kind,
      questionnaireId: kind === 'by_audience' ? BY_AUDIENCE : AFTER_3_MONTHS,
      state: overrides.state ?? 'open',
      publicTokenHash: hashToken(token),
      expiresAt: overrides.expiresAt === undefined ? nowSeconds() + 60 * DAY : overrides.expiresAt,
      recipientEmail: 'petra@example.test',
      language: overrides.language ?? 'de',
      sentAt: nowSeconds() - DAY,
    })
    .returning();
  return { token, evaluation: evaluation!, workshop: workshop! };
}

const getPage = (token: string, language?: string) =>
  api(`/evaluations/public/${token}${language ? `?language=${language}` : ''}`);

let deviceCounter = 0;
const newDevice = () => `device-${++deviceCounter}-${crypto.randomUUID()}`;

const submit = (token: string, json: Record<string, unknown>, ip?: string) =>
  api(`/evaluations/public/${token}`, { method: 'POST', json, ...(ip ? { ip } : {}) });

/** An answer to every question: the highest rating, the first option, a short text. */
function fullAnswers(questionnaire: Questionnaire): AnswerInput[] {
  return questionnaire.questions.map((question) => {
    switch (question.type) {
      case 'rating':
        return { questionId: question.id, rating: 5 };
      case 'single_choice':
      case 'multiple_choice':
        return { questionId: question.id, choices: [0] };
      case 'text':
        return { questionId: question.id, text: 'Sehr spannend' };
    }
  });
}

async function questionnaireOf(token: string): Promise<Questionnaire> {
  return (await getPage(token)).body.data.questionnaire;
}

const responsesOf = (evaluationId: number) =>
  db.select().from(evaluationResponses).where(eq(evaluationResponses.evaluationId, evaluationId));

describe('GET /evaluations/public/{token}', () => {
  it('shows the workshop and the questionnaire in the evaluation’s language, nothing personal', async () => {
    const { token } = await publicEvaluation({ language: 'fr' });
    const { status, body } = await getPage(token);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      kind: 'by_audience',
      open: true,
      language: 'fr',
      workshop: { title: 'Droits de l’enfant', date: '2026-09-14' },
      questionnaire: { id: BY_AUDIENCE, kind: 'by_audience', language: 'fr' },
    });
    expect(body.data.questionnaire.questions[0].text).toBe('L’atelier m’a plu.');
    const text = JSON.stringify(body);
    for (const personal of ['Petra', 'Lehrerin', 'petra@example.test', 'Musterhausen']) expect(text).not.toContain(personal);
  });

  it('takes another language on request, the title falling back to German', async () => {
    const { token } = await publicEvaluation({ language: 'fr' });
    const { body } = await getPage(token, 'it');
    expect(body.data.language).toBe('fr');
    expect(body.data.workshop.title).toBe('Kinderrechte');
    expect(body.data.questionnaire).toMatchObject({ language: 'it' });
    expect(body.data.questionnaire.questions[0].text).toBe('Il workshop mi è piaciuto.');
  });

  it('answers 404 for an unknown, a malformed or a by_coach token', async () => {
    const unknown = await getPage(generateToken());
    expect([unknown.status, unknown.body.error.code]).toEqual([404, 'not_found']);
    for (const malformed of ['abc', `${generateToken()}x`, 'a'.repeat(42) + '!']) {
      const response = await getPage(encodeURIComponent(malformed));
      expect([response.status, response.body.error.code]).toEqual([404, 'not_found']);
    }
    const { token, evaluation } = await publicEvaluation();
    await db.update(evaluations).set({ kind: 'by_coach' }).where(eq(evaluations.id, evaluation.id));
    expect((await getPage(token)).status).toBe(404);
  });

  it('says closed for an expired link and for a completed evaluation', async () => {
    const expired = await publicEvaluation({ expiresAt: nowSeconds() - 60 });
    expect((await getPage(expired.token)).body.data.open).toBe(false);
    const completed = await publicEvaluation({ kind: 'after_3_months', state: 'completed' });
    expect((await getPage(completed.token)).body.data).toMatchObject({ kind: 'after_3_months', open: false });
  });
});

describe('POST /evaluations/public/{token}', () => {
  it('stores one response per device with its answers, and nothing personal', async () => {
    const { token, evaluation } = await publicEvaluation();
    const questionnaire = await questionnaireOf(token);
    const deviceId = newDevice();
    const created = await submit(token, { deviceId, answers: fullAnswers(questionnaire) }, '198.51.100.7');
    expect(created.status).toBe(201);

    const [response, ...others] = await responsesOf(evaluation.id);
    expect(others).toHaveLength(0);
    expect(Object.keys(response!).sort()).toEqual(['createdAt', 'deviceHash', 'evaluationId', 'id', 'submittedAt', 'updatedAt']);
    expect(response!.deviceHash).toBe(hashToken(`${hashToken(token)}:${deviceId}`));
    expect(response!.deviceHash).not.toContain(deviceId);
    expect(response!.submittedAt).toBe(created.body.data.submittedAt);
    const stored = await db.select().from(evaluationAnswers).where(eq(evaluationAnswers.responseId, response!.id));
    expect(stored.map((a) => a.questionId)).toEqual(questionnaire.questions.map((q) => q.id));
    expect(JSON.stringify([response, stored])).not.toContain('198.51.100.7');

    const again = await submit(token, { deviceId, answers: fullAnswers(questionnaire) });
    expect([again.status, again.body.error.code]).toEqual([409, 'already_submitted']);
    const other = await submit(token, { deviceId: newDevice(), answers: fullAnswers(questionnaire) });
    expect(other.status).toBe(201);
    expect(await responsesOf(evaluation.id)).toHaveLength(2);
  });

  it('refuses an expired link and a closed evaluation', async () => {
    const expired = await publicEvaluation({ expiresAt: nowSeconds() - 60 });
    const questionnaire = await questionnaireOf(expired.token);
    const late = await submit(expired.token, { deviceId: newDevice(), answers: fullAnswers(questionnaire) });
    expect([late.status, late.body.error.code]).toEqual([409, 'already_submitted']);

    const closed = await publicEvaluation({ state: 'completed' });
    const refused = await submit(closed.token, { deviceId: newDevice(), answers: fullAnswers(questionnaire) });
    expect([refused.status, refused.body.error.code]).toEqual([409, 'already_submitted']);
    expect([...(await responsesOf(expired.evaluation.id)), ...(await responsesOf(closed.evaluation.id))]).toHaveLength(0);
  });

  it('answers 404 for an unknown token', async () => {
    const response = await submit(generateToken(), { deviceId: newDevice(), answers: [] });
    expect([response.status, response.body.error.code]).toEqual([404, 'not_found']);
  });

  it('says "Bitte alle Felder ausfüllen" at each missing required answer', async () => {
    const { token, evaluation } = await publicEvaluation();
    const questionnaire = await questionnaireOf(token);
    const [first, second] = questionnaire.questions;
    const answers = fullAnswers(questionnaire).filter((a) => a.questionId !== first!.id && a.questionId !== second!.id);
    const { status, body } = await submit(token, { deviceId: newDevice(), answers });
    expect(status).toBe(422);
    expect(body.error.message).toBe('Bitte alle Felder ausfüllen');
    expect(body.error.fields).toEqual([
      { path: `answers.${first!.id}`, code: 'custom', message: 'evaluation_incomplete' },
      { path: `answers.${second!.id}`, code: 'custom', message: 'evaluation_incomplete' },
    ]);
    expect(await responsesOf(evaluation.id)).toHaveLength(0);
  });

  it('refuses answers that do not fit the questionnaire', async () => {
    const { token, evaluation } = await publicEvaluation();
    const questionnaire = await questionnaireOf(token);
    const byType = (type: string) => questionnaire.questions.find((q) => q.type === type)!;
    const replace = (questionId: number, answer: Partial<AnswerInput>) =>
      fullAnswers(questionnaire).map((a) => (a.questionId === questionId ? { questionId, ...answer } : a));
    const cases: Array<[string, unknown[], string]> = [
      ['unknown question', [...fullAnswers(questionnaire), { questionId: 9999, rating: 3 }], 'answers.9999'],
      ['rating 6', replace(byType('rating').id, { rating: 6 }), 'answers.0.rating'],
      [
        'option out of range',
        replace(byType('multiple_choice').id, { choices: [0, 42] }),
        `answers.${byType('multiple_choice').id}`,
      ],
      [
        'text too long',
        replace(byType('text').id, { text: 'x'.repeat(2001) }),
        `answers.${questionnaire.questions.length - 1}.text`,
      ],
      ['a rating for a text question', replace(byType('text').id, { rating: 3 }), `answers.${byType('text').id}`],
    ];
    for (const [label, answers, path] of cases) {
      const { status, body } = await submit(token, { deviceId: newDevice(), answers });
      expect([label, status], JSON.stringify(body)).toEqual([label, 422]);
      expect(
        body.error.fields.map((f: { path: string }) => f.path),
        label,
      ).toContain(path);
    }
    for (const deviceId of ['short', 'x'.repeat(65), 'with space and more chars']) {
      const { status, body } = await submit(token, { deviceId, answers: fullAnswers(questionnaire) });
      expect([status, body.error.fields[0].path]).toEqual([422, 'deviceId']);
    }
    expect(await responsesOf(evaluation.id)).toHaveLength(0);
  });

  it('refuses two choices for a single-choice question (3-month questionnaire)', async () => {
    const { token } = await publicEvaluation({ kind: 'after_3_months' });
    const questionnaire = await questionnaireOf(token);
    const single = questionnaire.questions.find((q) => q.type === 'single_choice')!;
    const answers = fullAnswers(questionnaire).map((a) => (a.questionId === single.id ? { ...a, choices: [0, 1] } : a));
    const { status, body } = await submit(token, { deviceId: newDevice(), answers });
    expect(status).toBe(422);
    expect(body.error.fields).toEqual([{ path: `answers.${single.id}`, code: 'custom', message: 'choice_invalid' }]);
  });

  it(`stops at the cap: max(${RESPONSE_CAP_MIN}, 3 × participants)`, async () => {
    expect([responseCap(null), responseCap(10), responseCap(25)]).toEqual([60, 60, 75]);
    const { token, evaluation } = await publicEvaluation({ numberParticipants: 21 });
    const cap = responseCap(21);
    expect(cap).toBe(63);
    const rows = Array.from({ length: cap - 1 }, (_, n) => ({
      evaluationId: evaluation.id,
      deviceHash: `seeded-${n}`,
      submittedAt: 1,
    }));
    for (let i = 0; i < rows.length; i += 25) await db.insert(evaluationResponses).values(rows.slice(i, i + 25));
    const answers = fullAnswers(await questionnaireOf(token));

    expect((await submit(token, { deviceId: newDevice(), answers })).status).toBe(201);
    const over = await submit(token, { deviceId: newDevice(), answers });
    expect([over.status, over.body.error.code]).toEqual([409, 'response_limit_reached']);
    expect(await responsesOf(evaluation.id)).toHaveLength(cap);
  });

  it('limits per client and per link (429 rate_limited), keyed by the client’s /64 and the token hash', async () => {
    const { token, evaluation } = await publicEvaluation();
    const answers = fullAnswers(await questionnaireOf(token));
    const keys: string[] = [];
    const allow = { client: true, link: true };
    const limiter = (which: keyof typeof allow): RateLimit => ({
      limit: async ({ key }) => {
        keys.push(key);
        return { success: allow[which] };
      },
    });
    useBindings({ EVALUATION_CLIENT_LIMITER: limiter('client'), EVALUATION_LINK_LIMITER: limiter('link') });
    for (const refused of ['client', 'link'] as const) {
      Object.assign(allow, { client: true, link: true, [refused]: false });
      const { status, body } = await submit(token, { deviceId: newDevice(), answers }, '2001:db8:5:6:7::8');
      expect([refused, status, body.error.code]).toEqual([refused, 429, 'rate_limited']);
    }
    expect(new Set(keys)).toEqual(new Set(['evaluation-client:2001:db8:5:6::/64', `evaluation-link:${hashToken(token)}`]));
    expect(await responsesOf(evaluation.id)).toHaveLength(0);
    Object.assign(allow, { client: true, link: true });
    expect((await submit(token, { deviceId: newDevice(), answers })).status).toBe(201);
  });

  it('a 3-month evaluation takes one response and is completed by it, also when two arrive at once', async () => {
    const { token, evaluation } = await publicEvaluation({ kind: 'after_3_months' });
    const answers = fullAnswers(await questionnaireOf(token));
    const results = await atOnce(
      () => submit(token, { deviceId: newDevice(), answers }),
      () => submit(token, { deviceId: newDevice(), answers }),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.status === 409)!.body.error.code).toBe('already_submitted');
    expect(await responsesOf(evaluation.id)).toHaveLength(1);
    const [after] = await db.select().from(evaluations).where(eq(evaluations.id, evaluation.id));
    expect(after).toMatchObject({
      state: 'completed',
      submittedAt: results.find((r) => r.status === 201)!.body.data.submittedAt,
    });
    expect((await getPage(token)).body.data.open).toBe(false);
  });

  it('the same device twice at once gives one response and one 409, never a 500', async () => {
    const { token, evaluation } = await publicEvaluation();
    const answers = fullAnswers(await questionnaireOf(token));
    const deviceId = newDevice();
    const results = await atOnce(
      () => submit(token, { deviceId, answers }),
      () => submit(token, { deviceId, answers }),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await responsesOf(evaluation.id)).toHaveLength(1);
  });
});
