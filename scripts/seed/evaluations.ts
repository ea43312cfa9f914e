/**
 * Evaluations of the done workshops: audience links with many anonymous responses, coaches' evaluations in every
 * state (one sent back), a 3-month questionnaire that has just been mailed. Questions and their ids are version 1 of
 * the questionnaires, written by migration 0011 from worker/features/evaluations/default-questionnaires.ts.
 */
import { createHash } from 'node:crypto';
import * as s from '../../worker/db/schema';
import type { EvaluationKind, EvaluationState, UiLanguage } from '../../worker/db/schema';
import { defaultQuestionnaires } from '../../worker/features/evaluations/default-questionnaires';
import { U } from './people';
import type { Calendar } from './swiss';

/** Question ids as migration 0011 numbered them: questionnaires in order, questions in order, from 1. */
const questionIds = new Map<string, number>();
{
  let id = 0;
  for (const questionnaire of defaultQuestionnaires) {
    for (const question of questionnaire.questions) questionIds.set(`${questionnaire.kind}.${question.key}`, ++id);
  }
}
const questionnaireIds: Record<EvaluationKind, number> = { by_audience: 1, by_coach: 2, after_3_months: 3 };
export const qid = (kind: EvaluationKind, key: string) => questionIds.get(`${kind}.${key}`)!;

type Answer = { rating?: number; choices?: number[]; text?: string };

interface DemoEvaluation {
  workshopId: number;
  kind: EvaluationKind;
  coachId?: number;
  state: EvaluationState;
  /** after_3_months: days since the job mailed it (by_audience goes out on the workshop's evening). */
  sentDaysAgo?: number;
  submittedDaysAgo?: number;
  validatedDaysAgo?: number;
  /** by_coach: the answers (a draft while open); after_3_months: the teacher's. */
  answers?: Record<string, Answer>;
  /** by_audience: how many devices answered, around which rating. */
  audience?: { responses: number; mean: number };
  sentBack?: { daysAgo: number; comment: string };
}

const coachAnswers = (goals: number, engagement: number, preparation: number, atmosphere: number, observations: string) => ({
  goals_reached: { rating: goals },
  class_engagement: { rating: engagement },
  school_preparation: { rating: preparation },
  atmosphere: { choices: [atmosphere] },
  observations: { text: observations },
});

const evaluationList: DemoEvaluation[] = [
  { workshopId: 11, kind: 'by_audience', state: 'open', audience: { responses: 14, mean: 4.2 } },
  // Saved as a draft, not submitted yet.
  {
    workshopId: 11,
    kind: 'by_coach',
    coachId: U.coach,
    state: 'open',
    answers: { goals_reached: { rating: 4 }, class_engagement: { rating: 5 } },
  },
  {
    workshopId: 11,
    kind: 'by_coach',
    coachId: U.ramona,
    state: 'pending',
    submittedDaysAgo: 3,
    answers: coachAnswers(4, 5, 4, 0, 'Sehr motivierte Klasse, die Lehrerin hatte das Thema gut vorbereitet.'),
  },
  { workshopId: 12, kind: 'by_audience', state: 'open', audience: { responses: 18, mean: 3.9 } },
  {
    workshopId: 12,
    kind: 'by_coach',
    coachId: U.sophie,
    state: 'completed',
    submittedDaysAgo: 11,
    validatedDaysAgo: 9,
    answers: coachAnswers(4, 4, 3, 2, 'Classe un peu agitée au début, très bonne discussion ensuite.'),
  },
  {
    workshopId: 12,
    kind: 'by_coach',
    coachId: U.nicolas,
    state: 'pending',
    submittedDaysAgo: 8,
    answers: coachAnswers(3, 4, 3, 1, 'Salle trop petite pour les jeux de rôle.'),
  },
  { workshopId: 13, kind: 'by_audience', state: 'open', audience: { responses: 21, mean: 4.5 } },
  {
    workshopId: 13,
    kind: 'by_coach',
    coachId: U.coach,
    state: 'completed',
    submittedDaysAgo: 19,
    validatedDaysAgo: 15,
    answers: coachAnswers(5, 5, 5, 0, 'Top vorbereitet, die Klasse hatte schon über Kinderrechte gesprochen.'),
  },
  // Sent back: the associate asked for more detail; the coach has not answered yet.
  {
    workshopId: 13,
    kind: 'by_coach',
    coachId: U.jonas,
    state: 'open',
    submittedDaysAgo: 18,
    answers: coachAnswers(4, 4, 5, 0, 'Gut.'),
    sentBack: { daysAgo: 15, comment: 'Bitte beschreiben Sie kurz, was gut lief und was Sie anpassen würden.' },
  },
  { workshopId: 14, kind: 'by_audience', state: 'open', audience: { responses: 9, mean: 4.0 } },
  {
    workshopId: 14,
    kind: 'by_coach',
    coachId: U.james,
    state: 'completed',
    submittedDaysAgo: 15,
    validatedDaysAgo: 12,
    answers: coachAnswers(5, 5, 4, 0, 'Very engaged students, good discussions.'),
  },
  // Closed: its 60 days are over.
  { workshopId: 15, kind: 'by_audience', state: 'completed', audience: { responses: 22, mean: 3.8 } },
  {
    workshopId: 15,
    kind: 'by_coach',
    coachId: U.coach,
    state: 'completed',
    submittedDaysAgo: 59,
    validatedDaysAgo: 55,
    answers: coachAnswers(4, 4, 4, 1, 'Die Klasse war unruhig, der Beamer funktionierte einwandfrei.'),
  },
  {
    workshopId: 15,
    kind: 'by_coach',
    coachId: U.leila,
    state: 'completed',
    submittedDaysAgo: 58,
    validatedDaysAgo: 55,
    answers: coachAnswers(4, 3, 4, 1, 'Gute Klasse, etwas wenig Zeit für die Schlussrunde.'),
  },
  { workshopId: 16, kind: 'by_audience', state: 'completed', audience: { responses: 17, mean: 4.6 } },
  {
    workshopId: 16,
    kind: 'by_coach',
    coachId: U.sophie,
    state: 'completed',
    submittedDaysAgo: 94,
    validatedDaysAgo: 90,
    answers: coachAnswers(5, 5, 4, 0, 'Très belle classe.'),
  },
  // Mailed to the teacher by the 3-month job four days ago.
  { workshopId: 16, kind: 'after_3_months', state: 'open', sentDaysAgo: 4 },
  { workshopId: 19, kind: 'by_coach', coachId: U.marco, state: 'open' },
  // Just sent, nobody answered yet.
  { workshopId: 19, kind: 'by_audience', state: 'open', audience: { responses: 0, mean: 4 } },
];

const pupilComments: Record<UiLanguage, string[]> = {
  de: ['Die Rollenspiele waren super.', 'Ich wusste nicht, dass Kinder eigene Rechte haben.', 'Mehr Zeit für Fragen, bitte.'],
  fr: ['Les jeux de rôle étaient super.', 'J’ai appris beaucoup de choses.', 'Un peu long à la fin.'],
  it: ['Mi è piaciuto discutere in gruppo.', 'Ho imparato molte cose nuove.', 'Un po’ troppo lungo.'],
  en: ['The role plays were great.', 'I learned a lot about my rights.', 'More time for questions, please.'],
};

/** A small deterministic generator, so every seed has the same responses. */
function random(seed: number) {
  let state = seed * 2654435761;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

const clampRating = (value: number) => Math.min(5, Math.max(1, Math.round(value)));

export interface EvaluationSeedContext {
  cal: Calendar;
  /** Per workshop: its date, school contact, institute and language. */
  workshops: Map<number, { date: string; contactEmail: string | null; institute: string; language: UiLanguage }>;
  demoToken: (purpose: string, id: number) => { token: string; hash: string };
}

export function evaluationSeed({ cal, workshops, demoToken }: EvaluationSeedContext) {
  const evaluationRows: Array<typeof s.evaluations.$inferInsert> = [];
  const responseRows: Array<typeof s.evaluationResponses.$inferInsert> = [];
  const answerRows: Array<typeof s.evaluationAnswers.$inferInsert> = [];
  const links: Array<{ id: number; description: string; token: string }> = [];
  let responseId = 0;

  const addResponse = (
    evaluationId: number,
    at: number,
    answers: Array<[number, Answer]>,
    device: string | null,
    submitted: boolean,
  ) => {
    const id = ++responseId;
    responseRows.push({ id, evaluationId, deviceHash: device, submittedAt: submitted ? at : null, createdAt: at, updatedAt: at });
    for (const [questionId, answer] of answers) {
      answerRows.push({
        responseId: id,
        questionId,
        rating: answer.rating ?? null,
        choices: answer.choices ?? null,
        text: answer.text ?? null,
      });
    }
  };

  evaluationList.forEach((e, index) => {
    const id = index + 1;
    const workshop = workshops.get(e.workshopId)!;
    const isPublic = e.kind !== 'by_coach';
    const token = isPublic ? demoToken('evaluation', id) : null;
    const created = cal.at(workshop.date, 17);
    // The audience link goes out the evening the workshop is marked done; the 3-month mail when the job sent it.
    const sentAt = e.kind === 'by_audience' ? created : e.sentDaysAgo !== undefined ? cal.ts(-e.sentDaysAgo) : null;
    const closed = e.kind === 'by_audience' && e.state === 'completed';
    if (token && e.state === 'open' && sentAt) {
      links.push({ id, description: `${e.kind} of workshop ${e.workshopId} (${workshop.institute})`, token: token.token });
    }
    const submittedAt = e.submittedDaysAgo !== undefined ? cal.ts(-e.submittedDaysAgo) : null;
    evaluationRows.push({
      id,
      workshopId: e.workshopId,
      kind: e.kind,
      questionnaireId: questionnaireIds[e.kind],
      coachId: e.coachId ?? null,
      state: e.state,
      publicTokenHash: token?.hash ?? null,
      expiresAt: isPublic && sentAt ? (closed ? Math.min(sentAt + 60 * 86_400, cal.ts(-1)) : sentAt + 60 * 86_400) : null,
      recipientEmail: isPublic ? workshop.contactEmail : null,
      language: workshop.language,
      sentAt: e.kind === 'by_coach' ? created : sentAt,
      submittedAt: e.kind === 'by_audience' ? null : submittedAt,
      validatedAt: e.validatedDaysAgo !== undefined ? cal.ts(-e.validatedDaysAgo) : null,
      validatedById: e.validatedDaysAgo !== undefined ? U.associate : null,
      reviewComment: e.sentBack?.comment ?? null,
      returnedAt: e.sentBack ? cal.ts(-e.sentBack.daysAgo) : null,
      createdAt: created,
      updatedAt: submittedAt ?? created,
    });

    if (e.answers) {
      const answers = Object.entries(e.answers).map(([key, answer]) => [qid(e.kind, key), answer] as [number, Answer]);
      addResponse(id, submittedAt ?? created, answers, null, submittedAt !== null && !e.sentBack);
    }
    if (e.audience && token && sentAt) {
      const next = random(id);
      const comments = pupilComments[workshop.language];
      for (let n = 0; n < e.audience.responses; n++) {
        const at = Math.min(sentAt + Math.floor(next() * 5 * 86_400), cal.ts(0));
        const rating = (offset: number) => ({ rating: clampRating(e.audience!.mean + offset + (next() - 0.5) * 2.4) });
        const intentions = [Math.floor(next() * 4), Math.floor(next() * 4)].filter((v, i, all) => all.indexOf(v) === i);
        const answers: Array<[number, Answer]> = [
          [qid('by_audience', 'overall'), rating(0)],
          [qid('by_audience', 'understanding'), rating(0.2)],
          [qid('by_audience', 'relevance'), rating(-0.4)],
          [qid('by_audience', 'engagement'), rating(0)],
          [qid('by_audience', 'intentions'), { choices: next() < 0.15 ? [4] : intentions }],
        ];
        if (n % 4 === 0) answers.push([qid('by_audience', 'comment'), { text: comments[(n / 4) % comments.length]! }]);
        addResponse(id, at, answers, createHash('sha256').update(`${token.hash}:seed-device-${n}`).digest('hex'), true);
      }
    }
  });

  return {
    links,
    batches: [
      [s.evaluations, evaluationRows],
      [s.evaluationResponses, responseRows],
      [s.evaluationAnswers, answerRows],
    ] as const,
  };
}
