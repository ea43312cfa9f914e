import { and, eq, sql } from 'drizzle-orm';
import {
  coachFees,
  evaluationAnswers,
  evaluationQuestionnaires,
  evaluationQuestions,
  evaluationResponses,
  evaluations,
  extraFees,
  inquiries,
  inquirySlots,
  postcodeCantons,
  workshopCoaches,
  workshops,
} from '../../db/schema';
import type { WorkshopLanguage, WorkshopState } from '../../contract/enums';
import { seedCatalogue } from '../../test/catalogue';
import { addRatingTotals } from '../evaluations/rating-totals';
import { createUser, db } from '../../test/factories';

/**
 * The reports' hand-computed fixture in school year 2041/42 (2041-08-01 to 2042-07-31), far from every other test's
 * dates. The expected figures in statistics.test.ts and trainer.test.ts are worked out from these rows.
 *
 * Inquiries (created, Zurich day → school year):
 *   Q1 2041-06-01 (2040) validated  1299 grade G  fr  m10 f8 n2            slot rights
 *   Q2 2041-08-01 00:30 CEST (= 31 July UTC; 2041) requested  1300  de  m6 f7 n0   slot racism
 *   Q3 2041-07-31 23:30 CEST (2040) requested
 *   Q4 2041-09-10 (2041) validated  1300 grade G  de                        slots racism, rights
 *   Q5 2042-01-15 00:30 CET (= 14 January UTC; 2041) validated  1300  de    slot racism
 * Workshops (offer, language, state, date, postcode, grade, participants, inquiry, minutes, coaches):
 *   W1  rights fr done        2041-09-15 1299 G  20 Q1  90 A,B  lead 106 days
 *   W2  rights de invoiced    2041-08-01 1300 G  12 Q2 120 B    lead 0; Q2's split (13) exceeds the class
 *   W3  racism de to-realize  2041-10-01 9999 –  25 Q4 120 A    lead 21
 *   W4  racism de cancelled   2041-11-05 1300 –   –  – 120 A    reason " Krankheit "
 *   W5  racism de cancelled   2042-07-31 –    –   –  – 120      reason "krankheit"
 *   W6  rights it cancelled   2042-01-10 –    –   –  – 120      no reason
 *   W7  rights de done        2042-07-31 –    G  18  – 120 B
 *   W10 racism de to-realize  2042-02-14 1300 –  15 Q5 120      lead 30 (31 by the UTC day)
 *   W8  rights de done        2041-07-31 1299 G  10  –  90 B    (school year 2040)
 *   W9  rights de done        2042-08-01 –    –   –  –  60 B    (school year 2042)
 * Postcode cantons: 1299 GE, 1300 VD (set here: the boundary is the exact postcode, not a range); 9999 none.
 * Evaluations: W1 by_audience (overall 5, 4; understanding 4, 2; a draft response 1 not counted), W1 by_coach of A
 * validated (goals_reached 3), W1 by_coach of B pending (goals_reached 1, not counted), W8 by_audience (overall 1).
 * Fees of B: W1 coach fee 200.00 paid out, W2 coach fee 200.00 pending, W7 extra fee 50.00 paid out, W8 coach fee
 * 150.00 paid out; A: W1 coach fee 200.00 paid out.
 */
export async function seedReportFixture() {
  const catalogue = await seedCatalogue();
  const { rights, racism, grade } = catalogue;
  const coachA = await createUser({ role: 'coach' });
  const coachB = await createUser({ role: 'coach' });
  await db
    .insert(postcodeCantons)
    .values([
      { postcode: '1299', canton: 'GE' },
      { postcode: '1300', canton: 'VD' },
    ])
    .onConflictDoUpdate({ target: postcodeCantons.postcode, set: { canton: sql`excluded.canton` } });
  await db.delete(postcodeCantons).where(eq(postcodeCantons.postcode, '9999'));

  const utc = (iso: string) => Date.parse(iso) / 1000;
  const inquiry = async (
    createdAt: string,
    state: 'requested' | 'validated',
    postcode: string,
    fields: { gradeId?: number; language?: 'de' | 'fr'; m?: number; f?: number; n?: number; total?: number },
    offers: number[],
  ) => {
    const [row] = await db
      .insert(inquiries)
      .values({
        state,
        firstname: 'Lea',
        lastname: 'Muster',
        phone: '031 000 00 00',
        email: 'lea@schule.test',
        institute: 'Schule',
        streetAddress: 'Weg 1',
        postcode,
        location: 'Ort',
        gradeId: fields.gradeId ?? null,
        language: fields.language ?? 'de',
        numberParticipantsTotal: fields.total ?? 20,
        numberParticipantsM: fields.m ?? null,
        numberParticipantsF: fields.f ?? null,
        numberParticipantsN: fields.n ?? null,
        termsAcceptedAt: utc(createdAt),
        createdAt: utc(createdAt),
      })
      .returning();
    await db
      .insert(inquirySlots)
      .values(
        offers.map((offeredWorkshopId, position) => ({ inquiryId: row!.id, offeredWorkshopId, date: '2041-12-01', position })),
      );
    return row!;
  };
  const q1 = await inquiry(
    '2041-06-01T08:00:00Z',
    'validated',
    '1299',
    { gradeId: grade.id, language: 'fr', m: 10, f: 8, n: 2 },
    [rights.id],
  );
  const q2 = await inquiry('2041-07-31T22:30:00Z', 'requested', '1300', { m: 6, f: 7, n: 0, total: 13 }, [racism.id]);
  await inquiry('2041-07-31T21:30:00Z', 'requested', '1300', {}, [racism.id]);
  const q4 = await inquiry('2041-09-10T10:00:00Z', 'validated', '1300', { gradeId: grade.id }, [racism.id, rights.id]);
  const q5 = await inquiry('2042-01-14T23:30:00Z', 'validated', '1300', {}, [racism.id]);

  const workshop = async (
    offeredWorkshopId: number,
    language: WorkshopLanguage,
    state: WorkshopState,
    date: string,
    fields: {
      postcode?: string;
      gradeId?: number;
      participants?: number;
      inquiryId?: number;
      minutes?: number;
      reason?: string;
      coaches?: number[];
    },
  ) => {
    const minutes = fields.minutes ?? 120;
    const [row] = await db
      .insert(workshops)
      .values({
        offeredWorkshopId,
        language,
        state,
        date,
        startTime: '08:00',
        endTime: minutes === 60 ? '09:00' : minutes === 90 ? '09:30' : '10:00',
        durationMinutes: minutes,
        institute: 'Schule',
        location: 'Ort',
        postcode: fields.postcode ?? null,
        gradeId: fields.gradeId ?? null,
        numberParticipants: fields.participants ?? null,
        inquiryId: fields.inquiryId ?? null,
        cancellationReason: fields.reason ?? null,
        priceCentimes: 45000,
      })
      .returning();
    for (const coachId of fields.coaches ?? []) {
      await db.insert(workshopCoaches).values({ workshopId: row!.id, coachId, placedAt: 1 });
    }
    return row!;
  };
  const [a, b] = [coachA.id, coachB.id];
  const w1 = await workshop(rights.id, 'fr', 'done', '2041-09-15', {
    postcode: '1299',
    gradeId: grade.id,
    participants: 20,
    inquiryId: q1.id,
    minutes: 90,
    coaches: [a, b],
  });
  const w2 = await workshop(rights.id, 'de', 'invoiced', '2041-08-01', {
    postcode: '1300',
    gradeId: grade.id,
    participants: 12,
    inquiryId: q2.id,
    coaches: [b],
  });
  await workshop(racism.id, 'de', 'to-realize', '2041-10-01', {
    postcode: '9999',
    participants: 25,
    inquiryId: q4.id,
    coaches: [a],
  });
  await workshop(racism.id, 'de', 'cancelled', '2041-11-05', { postcode: '1300', reason: ' Krankheit ', coaches: [a] });
  await workshop(racism.id, 'de', 'cancelled', '2042-07-31', { reason: 'krankheit' });
  await workshop(rights.id, 'it', 'cancelled', '2042-01-10', {});
  const w7 = await workshop(rights.id, 'de', 'done', '2042-07-31', { gradeId: grade.id, participants: 18, coaches: [b] });
  await workshop(racism.id, 'de', 'to-realize', '2042-02-14', { postcode: '1300', participants: 15, inquiryId: q5.id });
  const w8 = await workshop(rights.id, 'de', 'done', '2041-07-31', {
    postcode: '1299',
    gradeId: grade.id,
    participants: 10,
    minutes: 90,
    coaches: [b],
  });
  await workshop(rights.id, 'de', 'done', '2042-08-01', { minutes: 60, coaches: [b] });

  const questions = await currentQuestionIds();
  const evaluation = async (
    workshopId: number,
    kind: 'by_audience' | 'by_coach',
    state: 'completed' | 'pending',
    coachId: number | null,
    responses: Array<{ ratings: Record<string, number>; submitted?: boolean }>,
  ) => {
    const [row] = await db.insert(evaluations).values({ workshopId, kind, state, coachId }).returning();
    let device = 0;
    for (const response of responses) {
      const [saved] = await db
        .insert(evaluationResponses)
        .values({
          evaluationId: row!.id,
          deviceHash: coachId ? null : `report-${row!.id}-${++device}`,
          submittedAt: response.submitted === false ? null : 2_200_000_000,
        })
        .returning();
      await db.insert(evaluationAnswers).values(
        Object.entries(response.ratings).map(([key, rating]) => ({
          responseId: saved!.id,
          questionId: questions[kind]![key]!,
          rating,
        })),
      );
    }
  };
  await evaluation(w1.id, 'by_audience', 'completed', null, [
    { ratings: { overall: 5, understanding: 4 } },
    { ratings: { overall: 4, understanding: 2 } },
    { ratings: { overall: 1 }, submitted: false },
  ]);
  await evaluation(w1.id, 'by_coach', 'completed', a, [{ ratings: { goals_reached: 3 } }]);
  await evaluation(w1.id, 'by_coach', 'pending', b, [{ ratings: { goals_reached: 1 } }]);
  await evaluation(w8.id, 'by_audience', 'completed', null, [{ ratings: { overall: 1 } }]);
  // Written directly, so added up here as the submit and validate batches do (rating-totals.test.ts goes through them).
  await addRatingTotals(db, sql`e.workshop_id IN (${w1.id}, ${w8.id})`);

  const fee = (workshopId: number, coachId: number, amountCentimes: number, state: 'pending' | 'paid-out') => ({
    workshopId,
    coachId,
    amountCentimes,
    state,
    payoutMonth: '2042-08',
  });
  await db
    .insert(coachFees)
    .values([
      fee(w1.id, b, 20000, 'paid-out'),
      fee(w2.id, b, 20000, 'pending'),
      fee(w8.id, b, 15000, 'paid-out'),
      fee(w1.id, a, 20000, 'paid-out'),
    ]);
  await db.insert(extraFees).values({ ...fee(w7.id, b, 5000, 'paid-out'), reason: 'Reise' });

  return { catalogue, coachA, coachB };
}

/** Question ids by kind and key in the newest questionnaire version of each kind. */
async function currentQuestionIds() {
  const ids: Record<string, Record<string, number>> = {};
  for (const kind of ['by_audience', 'by_coach'] as const) {
    const [newest] = await db
      .select({ id: evaluationQuestionnaires.id })
      .from(evaluationQuestionnaires)
      .where(eq(evaluationQuestionnaires.kind, kind))
      .orderBy(sql`${evaluationQuestionnaires.version} DESC`)
      .limit(1);
    const rows = await db
      .select({ id: evaluationQuestions.id, key: evaluationQuestions.key })
      .from(evaluationQuestions)
      .where(and(eq(evaluationQuestions.questionnaireId, newest!.id)));
    ids[kind] = Object.fromEntries(rows.map((row) => [row.key, row.id]));
  }
  return ids;
}
