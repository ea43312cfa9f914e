/**
 * The previous school year for the reports (issue 34: year on year, docs/decisions/064-year-on-year.md): held
 * workshops of the school year before today's, in several cantons and languages, with class evaluation links and
 * their responses and some 3-month questionnaires, so `/manager/statistics` has a year to compare with. Workshops of
 * their own (ids 701–), closed links (no token anyone holds), no coach evaluations: no other demo changes.
 */
import { createHash } from 'node:crypto';
import * as s from '../../worker/db/schema';
import { addDays } from '../../worker/contract/lib/dates';
import { schoolYearOf } from '../../worker/contract/statistics/school-years';
import { isWorkingDay } from '../../worker/lib/working-days';
import { qid } from './evaluations';
import { offer, type OfferCode } from './masterdata';
import { U } from './people';
import { batch, type SeedBatch } from './sql';
import type { Calendar } from './swiss';

interface HistoryWorkshop {
  /** Month and day in the school year (August–December in its first calendar year, January–July in the second). */
  day: string;
  code: OfferCode;
  language: 'de' | 'fr' | 'it';
  state: 'done' | 'invoiced' | 'cancelled';
  institute: string;
  postcode: string;
  location: string;
  participants: number | null;
  coach: number;
  /** Submitted class responses (null: no link was mailed) and their mean rating. */
  audience: { responses: number; mean: number } | null;
  /** The 3-month questionnaire: answered, only sent, or none. */
  threeMonths: 'answered' | 'sent' | null;
}

const list: HistoryWorkshop[] = [
  // Returning this year: Schule Hirschengraben (8001), Oberstufenzentrum Köniz (3098), École primaire de Saint-Jean.
  {
    day: '09-15',
    code: 'KR',
    language: 'de',
    state: 'invoiced',
    institute: 'Schule Hirschengraben',
    postcode: '8001',
    location: 'Zürich',
    participants: 22,
    coach: U.coach,
    audience: { responses: 17, mean: 4.1 },
    threeMonths: 'answered',
  },
  {
    day: '10-20',
    code: 'MK',
    language: 'de',
    state: 'invoiced',
    institute: 'Oberstufenzentrum Köniz',
    postcode: '3098',
    location: 'Köniz',
    participants: 24,
    coach: U.jonas,
    audience: { responses: 12, mean: 3.8 },
    threeMonths: 'answered',
  },
  {
    day: '11-17',
    code: 'KR',
    language: 'fr',
    state: 'invoiced',
    institute: 'École primaire de Saint-Jean',
    postcode: '1203',
    location: 'Genève',
    participants: 19,
    coach: U.sophie,
    audience: { responses: 15, mean: 4.4 },
    threeMonths: 'sent',
  },
  // Lost this year: came last year, not this one.
  {
    day: '12-08',
    code: 'DR',
    language: 'de',
    state: 'invoiced',
    institute: 'Sekundarschule Bümpliz',
    postcode: '3018',
    location: 'Bern',
    participants: 25,
    coach: U.coach,
    audience: { responses: 0, mean: 4 },
    threeMonths: 'sent',
  },
  {
    day: '01-19',
    code: 'MH',
    language: 'it',
    state: 'invoiced',
    institute: 'Scuola media Bellinzona',
    postcode: '6500',
    location: 'Bellinzona',
    participants: 18,
    coach: U.marco,
    audience: { responses: 14, mean: 4.0 },
    threeMonths: 'answered',
  },
  {
    day: '02-09',
    code: 'ZC',
    language: 'de',
    state: 'invoiced',
    institute: 'Kantonsschule Wil',
    postcode: '9500',
    location: 'Wil',
    participants: 23,
    coach: U.jonas,
    audience: { responses: 9, mean: 3.6 },
    threeMonths: null,
  },
  {
    day: '03-16',
    code: 'KR',
    language: 'fr',
    state: 'done',
    institute: 'Collège de Béthusy',
    postcode: '1012',
    location: 'Lausanne',
    participants: 21,
    coach: U.sophie,
    audience: { responses: 16, mean: 4.3 },
    threeMonths: 'answered',
  },
  {
    day: '04-20',
    code: 'MK',
    language: 'de',
    state: 'done',
    institute: 'Berufsfachschule Langenthal',
    postcode: '4900',
    location: 'Langenthal',
    participants: 20,
    coach: U.coach,
    audience: null,
    threeMonths: null,
  },
  {
    day: '05-18',
    code: 'DR',
    language: 'de',
    state: 'done',
    institute: 'Schule Hirschengraben',
    postcode: '8001',
    location: 'Zürich',
    participants: 22,
    coach: U.marco,
    audience: { responses: 11, mean: 4.2 },
    threeMonths: 'sent',
  },
  {
    day: '06-15',
    code: 'KR',
    language: 'de',
    state: 'done',
    institute: 'Primarschule Gümligen',
    postcode: '3073',
    location: 'Gümligen',
    participants: 17,
    coach: U.jonas,
    audience: { responses: 13, mean: 4.5 },
    threeMonths: null,
  },
  {
    day: '03-02',
    code: 'MH',
    language: 'de',
    state: 'cancelled',
    institute: 'Schule Littau Dorf',
    postcode: '6014',
    location: 'Luzern',
    participants: null,
    coach: U.coach,
    audience: null,
    threeMonths: null,
  },
];

/** The first working day on or after the date. */
function workingDayFrom(date: string): string {
  let day = date;
  while (!isWorkingDay(day)) day = addDays(day, 1);
  return day;
}

export function statisticsHistoryDemo(cal: Calendar): { batches: SeedBatch[] } {
  const year = schoolYearOf(cal.today) - 1;
  const workshopRows: Array<typeof s.workshops.$inferInsert> = [];
  const coachRows: Array<typeof s.workshopCoaches.$inferInsert> = [];
  const evaluationRows: Array<typeof s.evaluations.$inferInsert> = [];
  const responseRows: Array<typeof s.evaluationResponses.$inferInsert> = [];
  const answerRows: Array<typeof s.evaluationAnswers.$inferInsert> = [];
  let evaluationId = 900;
  let responseId = 90_000;

  list.forEach((w, index) => {
    const id = 701 + index;
    const calendarYear = Number(w.day.slice(0, 2)) >= 8 ? year : year + 1;
    const date = workingDayFrom(`${calendarYear}-${w.day}`);
    const at = cal.at(date, 17);
    const o = offer(w.code);
    workshopRows.push({
      id,
      offeredWorkshopId: o.id,
      type: 'single',
      language: w.language,
      state: w.state,
      coachesNeeded: 1,
      date,
      startTime: '08:30',
      endTime: '10:00',
      durationMinutes: o.durationMinutes,
      institute: w.institute,
      postcode: w.postcode,
      location: w.location,
      numberParticipants: w.participants,
      contactEmail: 'lehrperson@schule.example',
      priceCentimes: o.priceCentimes,
      recommendedPriceCentimes: o.recommendedPriceCentimes,
      cancellationReason: w.state === 'cancelled' ? 'Schulhaus wegen Umbau geschlossen' : null,
      stateChangedAt: at,
      createdById: U.associate,
      createdAt: at - 45 * 86_400,
      updatedAt: at,
    });
    coachRows.push({
      workshopId: id,
      coachId: w.coach,
      placedAt: at - 30 * 86_400,
      placedById: U.associate,
      createdAt: at - 40 * 86_400,
      updatedAt: at - 30 * 86_400,
    });

    const evaluation = (kind: 'by_audience' | 'after_3_months', sentAt: number, submittedAt: number | null) => {
      const evaluation = ++evaluationId;
      evaluationRows.push({
        id: evaluation,
        workshopId: id,
        kind,
        questionnaireId: kind === 'by_audience' ? 1 : 3,
        state: 'completed',
        publicTokenHash: createHash('sha256').update(`statistics-history-${evaluation}`).digest('hex'),
        expiresAt: sentAt + 60 * 86_400,
        recipientEmail: 'lehrperson@schule.example',
        language: w.language,
        sentAt,
        submittedAt,
        createdAt: sentAt,
        updatedAt: submittedAt ?? sentAt,
      });
      return evaluation;
    };
    if (w.audience) {
      const link = evaluation('by_audience', at, null);
      for (let n = 0; n < w.audience.responses; n++) {
        const rid = ++responseId;
        const when = at + (n + 1) * 3_600;
        // A spread around the mean, the same every seed: −1, 0, +1, 0 …
        const rating = Math.min(5, Math.max(1, Math.round(w.audience.mean + [-1, 0, 1, 0][n % 4]!)));
        const device = createHash('sha256').update(`statistics-history-${link}-${n}`).digest('hex');
        responseRows.push({
          id: rid,
          evaluationId: link,
          deviceHash: device,
          submittedAt: when,
          createdAt: when,
          updatedAt: when,
        });
        for (const key of ['overall', 'understanding', 'relevance', 'engagement']) {
          answerRows.push({ responseId: rid, questionId: qid('by_audience', key), rating, choices: null, text: null });
        }
      }
    }
    if (w.threeMonths) {
      const sentAt = at + 95 * 86_400;
      const submittedAt = w.threeMonths === 'answered' ? sentAt + 6 * 86_400 : null;
      const questionnaire = evaluation('after_3_months', sentAt, submittedAt);
      if (submittedAt) {
        const rid = ++responseId;
        responseRows.push({
          id: rid,
          evaluationId: questionnaire,
          deviceHash: null,
          submittedAt,
          createdAt: submittedAt,
          updatedAt: submittedAt,
        });
        for (const [key, rating] of [
          ['lasting_impact', 4],
          ['behaviour_change', 3],
          ['recommend', 5],
        ] as const) {
          answerRows.push({ responseId: rid, questionId: qid('after_3_months', key), rating, choices: null, text: null });
        }
      }
    }
  });

  return {
    batches: [
      batch(s.workshops, workshopRows),
      batch(s.workshopCoaches, coachRows),
      batch(s.evaluations, evaluationRows),
      batch(s.evaluationResponses, responseRows),
      batch(s.evaluationAnswers, answerRows),
    ],
  };
}
