import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, evaluationQuestionnaires, evaluations, workshops } from '../../db/schema';
import { invalidFields } from '../../test/bad-input';
import { dateIn, seedCatalogue } from '../../test/catalogue';
import { api, createUser, db, sessionFor } from '../../test/factories';
import { atOnce } from '../../test/race';
import { currentQuestionnaireIds, loadQuestionnaire } from './answers';

let catalogue: Awaited<ReturnType<typeof seedCatalogue>>;
let admin: string;
let associate: string;

type Kind = 'by_audience' | 'by_coach' | 'after_3_months';
// Test bodies are asserted field by field; a loose type keeps them readable.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Editor = any;

const wording = (text: string) => ({ de: `${text} (de)`, fr: `${text} (fr)`, it: `${text} (it)`, en: `${text} (en)` });
const rating = (key: string, text = key) => ({ key, type: 'rating', required: true, text: wording(text) });
const choice = (key: string, labels: string[]) => ({
  key,
  type: 'single_choice',
  required: false,
  text: wording(key),
  options: { de: labels, fr: labels, it: labels, en: labels },
});

const current = async (kind: Kind, token = admin): Promise<Editor> =>
  (await api('/evaluations/questionnaires', { token })).body.data.find((q: Editor) => q.kind === kind);

const save = (kind: Kind, body: unknown, token = admin) =>
  api(`/evaluations/questionnaires/${kind}`, { method: 'PUT', token, json: body });

/** The current questions as the editor sends them back (without ids), so a save keeps the earlier keys' types. */
const asDrafts = (editor: Editor) =>
  editor.questions.map(({ key, type, required, text, options }: Editor) => ({ key, type, required, text, options }));

async function createWorkshop() {
  const [workshop] = await db
    .insert(workshops)
    .values({
      offeredWorkshopId: catalogue.rights.id,
      date: dateIn(-100),
      startTime: '08:00',
      endTime: '09:30',
      durationMinutes: 90,
      institute: 'Schule Test',
      location: 'Bern',
      priceCentimes: 30000,
      state: 'done',
    })
    .returning();
  return workshop!;
}

beforeAll(async () => {
  catalogue = await seedCatalogue();
  admin = await sessionFor(await createUser({ role: 'admin' }));
  associate = await sessionFor(await createUser({ role: 'associate' }));
});

describe('reading the questionnaires', () => {
  it('gives the current version of each kind with every question in four languages', async () => {
    const { status, body } = await api('/evaluations/questionnaires', { token: associate });
    expect(status).toBe(200);
    expect(body.data.map((q: Editor) => q.kind)).toEqual(['by_audience', 'by_coach', 'after_3_months']);
    const audience = body.data[0];
    expect(audience).toMatchObject({ version: expect.any(Number), createdAt: expect.any(Number), usedBy: expect.any(Number) });
    const intentions = audience.questions.find((q: Editor) => q.key === 'intentions');
    expect(intentions.type).toBe('multiple_choice');
    expect(Object.keys(intentions.text)).toEqual(['de', 'fr', 'it', 'en']);
    expect(intentions.text.fr).toBe('Que comptes-tu faire après l’atelier\u202f?');
    for (const language of ['de', 'fr', 'it', 'en']) expect(intentions.options[language]).toHaveLength(5);
    const overall = audience.questions.find((q: Editor) => q.key === 'overall');
    expect(overall.options).toEqual({ de: [], fr: [], it: [], en: [] });
  });

  it('lists the versions of a kind, newest first, with author and usage', async () => {
    const before = await current('by_coach');
    const questions = [...asDrafts(before), rating('versions_probe')];
    expect((await save('by_coach', { baseVersion: before.version, questions }, associate)).status).toBe(201);
    const { status, body } = await api('/evaluations/questionnaires/by_coach/versions', { token: admin });
    expect(status).toBe(200);
    expect(body.data[0]).toMatchObject({ kind: 'by_coach', version: before.version + 1, usedBy: 0 });
    expect(body.data[0].createdBy).toMatch(/^Test\d+ User$/);
    expect(body.data.at(-1)).toMatchObject({ version: 1, createdBy: null });
    expect((await api('/evaluations/questionnaires/by_nobody/versions', { token: admin })).status).toBe(422);
  });
});

describe('saving a new version', () => {
  it('writes version n+1; evaluations made before keep their wording, new ones take the new version', async () => {
    const before = await current('after_3_months');
    const workshop = await createWorkshop();
    const [old] = await db
      .insert(evaluations)
      .values({ workshopId: workshop.id, kind: 'after_3_months', questionnaireId: before.id, language: 'fr' })
      .returning();
    const firstKey = before.questions[0].key;
    const questions = asDrafts(before);
    questions[0] = { ...questions[0], text: { ...questions[0].text, fr: 'Nouvelle formulation\u202f?' } };
    questions.push(choice('next_steps', ['Oui', 'Non', 'Peut-être']));

    const saved = await save('after_3_months', { baseVersion: before.version, questions }, associate);
    expect(saved.status).toBe(201);
    expect(saved.body.data).toMatchObject({ kind: 'after_3_months', version: before.version + 1, usedBy: 0 });
    expect(saved.body.data.questions.map((q: Editor) => q.key)).toEqual([
      ...before.questions.map((q: Editor) => q.key),
      'next_steps',
    ]);
    expect(saved.body.data.questions.at(-1).options.it).toEqual(['Oui', 'Non', 'Peut-être']);

    const kept = await loadQuestionnaire(db, old!.questionnaireId!, 'fr');
    expect(kept).toMatchObject({ id: before.id, version: before.version });
    expect(kept.questions.find((q) => q.key === firstKey)!.text).toBe(before.questions[0].text.fr);
    expect((await currentQuestionnaireIds(db)).get('after_3_months')).toBe(saved.body.data.id);
    const fresh = await loadQuestionnaire(db, saved.body.data.id, 'fr');
    expect(fresh.questions[0]!.text).toBe('Nouvelle formulation\u202f?');

    const versions = (await api('/evaluations/questionnaires/after_3_months/versions', { token: admin })).body.data;
    expect(versions.find((v: Editor) => v.id === before.id).usedBy).toBe(before.usedBy + 1);
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'evaluation_questionnaire.saved'), eq(auditLog.entityId, String(saved.body.data.id))));
    expect(audit!.details).toMatchObject({ kind: 'after_3_months', version: before.version + 1 });
  });

  it('answers 409 to a save from an outdated version and writes nothing', async () => {
    const before = await current('by_audience');
    const questions = asDrafts(before);
    expect((await save('by_audience', { baseVersion: before.version, questions }, admin)).status).toBe(201);
    const stale = await save('by_audience', { baseVersion: before.version, questions }, associate);
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('conflict');
    const ahead = await save('by_audience', { baseVersion: before.version + 5, questions }, associate);
    expect(ahead.status).toBe(409);
    expect((await current('by_audience')).version).toBe(before.version + 1);
  });

  it('saves one version when two people save from the same base at once', async () => {
    const before = await current('by_coach');
    const body = (key: string) => ({ baseVersion: before.version, questions: [...asDrafts(before), rating(key)] });
    const answers = await atOnce(
      () => save('by_coach', body('race_admin'), admin),
      () => save('by_coach', body('race_associate'), associate),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body.error.code).toBe('conflict');
    const rows = await db
      .select()
      .from(evaluationQuestionnaires)
      .where(and(eq(evaluationQuestionnaires.kind, 'by_coach'), eq(evaluationQuestionnaires.version, before.version + 1)));
    expect(rows).toHaveLength(1);
    const after = await current('by_coach');
    expect(after.version).toBe(before.version + 1);
    expect(after.questions.length).toBe(before.questions.length + 1);
  });
});

describe('validation', () => {
  it('names each wrong field', async () => {
    const { version } = await current('after_3_months');
    const fields = await invalidFields(
      save('after_3_months', {
        baseVersion: version,
        questions: [
          { ...rating('Bad Key'), text: { de: ' ', fr: 'x'.repeat(301), it: 'ok' } },
          { ...choice('single', ['Nur eine']) },
          { ...choice('mismatch', ['a', 'b']), options: { de: ['a', 'b'], fr: ['a'], it: ['a', 'b'], en: ['a', ''] } },
          { ...rating('with_options'), options: { de: ['a'], fr: [], it: [], en: [] } },
          { ...rating('dup'), type: 'slider' },
          rating('dup'),
        ],
      }),
    );
    expect(fields).toMatchObject({
      'questions.0.key': 'question_key_invalid',
      'questions.0.text.de': 'required',
      'questions.0.text.fr': 'too_long',
      'questions.0.text.en': 'required',
      'questions.1.options': 'options_count',
      'questions.2.options.en.1': 'required',
      'questions.4.type': 'choice_invalid',
      'questions.5.key': 'code_taken',
    });
    const more = await invalidFields(
      save('after_3_months', {
        baseVersion: version,
        questions: [
          { ...choice('mismatch', ['a', 'b']), options: { de: ['a', 'b'], fr: ['a'], it: ['a', 'b'], en: ['a', 'b'] } },
          { ...rating('with_options'), options: { de: ['a'], fr: [], it: [], en: [] } },
          choice(
            'too_many',
            Array.from({ length: 11 }, (_, i) => `Option ${i}`),
          ),
        ],
      }),
    );
    expect(more).toMatchObject({
      'questions.0.options': 'options_count',
      'questions.1.options': 'choice_invalid',
      'questions.2.options.de': 'options_count',
    });
  });

  it('limits a questionnaire to 1–20 questions and needs the base version', async () => {
    const { version } = await current('after_3_months');
    expect(await invalidFields(save('after_3_months', { baseVersion: version, questions: [] }))).toMatchObject({
      questions: 'too_short',
    });
    const many = Array.from({ length: 21 }, (_, i) => rating(`q_${i}`));
    expect(await invalidFields(save('after_3_months', { baseVersion: version, questions: many }))).toMatchObject({
      questions: 'too_long',
    });
    expect(await invalidFields(save('after_3_months', { questions: [rating('only')] }))).toMatchObject({
      baseVersion: 'required',
    });
    expect(await invalidFields(save('nobody' as Kind, { baseVersion: version, questions: [rating('only')] }))).toMatchObject({
      kind: 'choice_invalid',
    });
  });

  it('refuses a key that an earlier version asked with another type', async () => {
    const before = await current('after_3_months');
    const ratingKey = before.questions.find((q: Editor) => q.type === 'rating').key;
    const questions = asDrafts(before).map((q: Editor) =>
      q.key === ratingKey ? { ...q, type: 'text', options: { de: [], fr: [], it: [], en: [] } } : q,
    );
    const index = questions.findIndex((q: Editor) => q.key === ratingKey);
    expect(await invalidFields(save('after_3_months', { baseVersion: before.version, questions }))).toEqual({
      [`questions.${index}.type`]: 'question_type_changed',
    });
    expect((await current('after_3_months')).version).toBe(before.version);
  });
});

describe('permissions', () => {
  it('lets only admins and associates read and save', async () => {
    const coach = await sessionFor(await createUser({ role: 'coach' }));
    const finance = await sessionFor(await createUser({ role: 'finance' }));
    const body = { baseVersion: 1, questions: [rating('denied')] };
    for (const token of [coach, finance]) {
      expect((await api('/evaluations/questionnaires', { token })).status).toBe(403);
      expect((await api('/evaluations/questionnaires/by_coach/versions', { token })).status).toBe(403);
      expect((await save('by_coach', body, token)).status).toBe(403);
    }
    expect((await api('/evaluations/questionnaires')).status).toBe(401);
    expect((await api('/evaluations/questionnaires/by_coach/versions')).status).toBe(401);
    expect((await api('/evaluations/questionnaires/by_coach', { method: 'PUT', json: body })).status).toBe(401);
  });
});
