import { PublicResponseBodySchema } from '@contract/evaluations/public.schemas';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { zodKeys } from '@/components/form-lite/parity';
import type { EvaluationQuestionnaire } from '@/lib/contract';
import { checkPublicAnswers } from './public-evaluation-rules';
import type { QuestionnaireFormValues } from './questionnaire-fields';
import { answersFrom } from './questionnaire-values';

/*
 * The public evaluation checks its answers by hand (./public-evaluation-rules.ts). What the server says about a
 * response: first the contract's PublicResponseBodySchema (each answer: rating 1–5, a text of at most 2000
 * characters), then the completeness of a submission ('Bitte alle Felder ausfüllen' on each required question left
 * empty, worker/features/evaluations/answers.ts). Both must accept and refuse alike, with the same key on each
 * question the server names.
 */

const questionnaire: EvaluationQuestionnaire = {
  id: 1,
  kind: 'by_audience',
  version: 1,
  language: 'de',
  questions: [
    { id: 11, key: 'overall', type: 'rating', required: true, text: 'Wie war es?', options: [] },
    { id: 12, key: 'again', type: 'single_choice', required: true, text: 'Nochmals?', options: ['Ja', 'Nein'] },
    { id: 13, key: 'topics', type: 'multiple_choice', required: false, text: 'Themen', options: ['A', 'B', 'C'] },
    { id: 14, key: 'liked', type: 'text', required: true, text: 'Was hat gefallen?', options: [] },
    { id: 15, key: 'remarks', type: 'text', required: false, text: 'Bemerkungen', options: [] },
  ],
};

const deviceId = 'device-0123456789abcdef';
type Answers = QuestionnaireFormValues['answers'];

/** What the server answers: the schema's keys on the question's path, else the completeness check's. */
function serverKeys(answers: Answers): Record<string, string> {
  const sent = answersFrom(questionnaire, { answers });
  const schema = zodKeys(PublicResponseBodySchema, { deviceId, answers: sent });
  if (Object.keys(schema).length > 0) {
    return Object.fromEntries(
      Object.entries(schema).map(([path, key]) => {
        const index = Number(path.split('.')[1]);
        return [`answers.${sent[index]!.questionId}`, key];
      }),
    );
  }
  // checkAnswers: a question counts as answered with a rating, at least one choice, or a text that is not empty.
  const answered = (id: number) =>
    sent.some((a) => a.questionId === id && (a.rating != null || (a.choices?.length ?? 0) > 0 || !!a.text));
  const missing = questionnaire.questions.filter((question) => question.required && !answered(question.id));
  return Object.fromEntries(missing.map((question) => [`answers.${question.id}`, 'evaluation_incomplete']));
}

function expectParity(answers: Answers) {
  const server = serverKeys(answers);
  const result = checkPublicAnswers(questionnaire, { answers });
  const client = result.errors ?? {};
  expect(Object.keys(client).length > 0, 'refused alike').toBe(Object.keys(server).length > 0);
  for (const [path, key] of Object.entries(server)) expect(client[path], path).toBe(key);
  if (!result.errors) expect(PublicResponseBodySchema.parse({ deviceId, answers: result.values }).answers).toEqual(result.values);
  return client;
}

const complete: Answers = { '11': 4, '12': 0, '13': [0, 2], '14': 'Die Spiele', '15': '' };

const table: [string, Partial<Answers>, Record<string, string>][] = [
  ['all required answered', {}, {}],
  [
    'nothing answered',
    { '11': null, '12': null, '13': [], '14': '', '15': '' },
    {
      'answers.11': 'evaluation_incomplete',
      'answers.12': 'evaluation_incomplete',
      'answers.14': 'evaluation_incomplete',
    },
  ],
  ['a required text of spaces only', { '14': '   ' }, { 'answers.14': 'evaluation_incomplete' }],
  ['a text of 2000 characters', { '15': 'x'.repeat(2000) }, {}],
  ['a text of 2000 characters and spaces around', { '15': `  ${'x'.repeat(2000)}  ` }, {}],
  ['a text of 2001 characters', { '15': 'x'.repeat(2001) }, { 'answers.15': 'too_long' }],
  ['a rating of 6', { '11': 6 }, { 'answers.11': 'rating_invalid' }],
  ['a rating of 0', { '11': 0 }, { 'answers.11': 'rating_invalid' }],
  ['a rating of 2.5', { '11': 2.5 }, { 'answers.11': 'rating_invalid' }],
  ['the optional choices left empty', { '13': [] }, {}],
];

describe('the public evaluation’s rules and what the server says', () => {
  it.each(table)('%s', (_, change, expected) => {
    expect(expectParity({ ...complete, ...change } as Answers)).toEqual(expected);
  });

  it('sends what the schema takes: one answer per answered question, texts trimmed', () => {
    const result = checkPublicAnswers(questionnaire, { answers: { ...complete, '15': '  gut  ' } });
    expect(result.values).toEqual([
      { questionId: 11, rating: 4 },
      { questionId: 12, choices: [0] },
      { questionId: 13, choices: [0, 2] },
      { questionId: 14, text: 'Die Spiele' },
      { questionId: 15, text: 'gut' },
    ]);
  });

  it('agrees with the server on generated answers', () => {
    const text = fc.constantFrom('', ' ', 'gut', ` ${'y'.repeat(1999)} `, 'z'.repeat(2001));
    const answers = fc.record({
      '11': fc.constantFrom(null, 1, 3, 5, 0, 6),
      '12': fc.constantFrom(null, 0, 1),
      '13': fc.constantFrom([], [0], [1, 2]),
      '14': text,
      '15': text,
    });
    fc.assert(
      fc.property(answers, (values) => {
        expectParity(values as unknown as Answers);
      }),
      { numRuns: 300, seed: 31 },
    );
  });
});
