import { sql } from 'drizzle-orm';
import { evaluationResponses, evaluations, postcodeCantons, workshops } from '../../db/schema';
import type { EvaluationKind, WorkshopLanguage, WorkshopState } from '../../contract/enums';
import { seedCatalogue } from '../../test/catalogue';
import { createUser, db } from '../../test/factories';

/**
 * The response rates' hand-computed fixture (decision 063): school years 2052/53 (2052-08-01 to 2053-07-31) and
 * 2051/52, and one workshop of 2040/41. The expected figures in response.test.ts are worked out from these rows.
 *
 * Postcode cantons: 1299 GE, 1300 VD; 9999 none.
 * Class link: the by_audience evaluation (responses: submitted, + unsubmitted ones that do not count).
 * 3-month: the after_3_months evaluation (answered: its one response submitted).
 *
 *      offer  lang state       date       postcode participants class link            3-month
 * 2052/53
 *   W1 rights de   done        2052-09-01 1300 VD 20           3 responses (+1 unsub.) answered   (+ a coach's, not counted)
 *   W2 rights fr   invoiced    2052-11-01 1299 GE 10           0 responses             sent, not answered
 *   W3 racism de   invoiceable 2053-02-01 1300 VD 15           5 responses             –
 *   W4 racism de   done        2053-05-01 9999 –  none (0)     2 responses             –
 *   W5 rights de   done        2053-06-01 1299 GE 12           –                       –
 *   W6 rights de   cancelled   2052-10-01 1300 VD 20           1 response (kept)       –     (not held)
 *   W7 rights de   to-realize  2053-07-01 1300 VD 20           –                       –     (not held)
 * 2051/52
 *   V1 rights de   done        2051-09-01 1300 VD 25           4 responses             answered
 *   V2 racism fr   done        2052-03-01 1299 GE  8           0 responses             sent, not answered
 *   V3 racism de   done        2052-05-01 1300 VD 14           1 response              –
 * 2040/41
 *   V0 rights de   done        2040-09-01 1300 VD 30           1 response              –
 */
export async function seedResponseFixture() {
  const catalogue = await seedCatalogue();
  const { rights, racism } = catalogue;
  await db
    .insert(postcodeCantons)
    .values([
      { postcode: '1299', canton: 'GE' },
      { postcode: '1300', canton: 'VD' },
    ])
    .onConflictDoUpdate({ target: postcodeCantons.postcode, set: { canton: sql`excluded.canton` } });
  const coach = await createUser({ role: 'coach' });

  const workshop = async (
    offeredWorkshopId: number,
    language: WorkshopLanguage,
    state: WorkshopState,
    date: string,
    postcode: string,
    participants: number | null,
  ) => {
    const [row] = await db
      .insert(workshops)
      .values({
        offeredWorkshopId,
        language,
        state,
        date,
        startTime: '08:00',
        endTime: '10:00',
        durationMinutes: 120,
        institute: 'Schule',
        location: 'Ort',
        postcode,
        numberParticipants: participants,
        contactEmail: 'lehrer@schule.test',
        priceCentimes: 45000,
      })
      .returning();
    return row!.id;
  };

  let token = 0;
  /** A public evaluation with `submitted` submitted and `drafts` unsubmitted responses (or a coach's with one). */
  const evaluation = async (
    workshopId: number,
    kind: EvaluationKind,
    submitted: number,
    drafts = 0,
    coachId: number | null = null,
  ) => {
    const answered = kind === 'after_3_months' && submitted > 0;
    const [row] = await db
      .insert(evaluations)
      .values({
        workshopId,
        kind,
        coachId,
        state: answered || coachId ? 'completed' : 'open',
        publicTokenHash: coachId ? null : `response-fixture-${++token}`,
        sentAt: 2_300_000_000,
        submittedAt: answered ? 2_300_000_100 : null,
      })
      .returning();
    const responses = [...Array.from({ length: submitted }, () => 2_300_000_100), ...Array.from({ length: drafts }, () => null)];
    for (const [i, submittedAt] of responses.entries()) {
      await db
        .insert(evaluationResponses)
        .values({ evaluationId: row!.id, deviceHash: coachId ? null : `device-${row!.id}-${i}`, submittedAt });
    }
  };

  const w1 = await workshop(rights.id, 'de', 'done', '2052-09-01', '1300', 20);
  await evaluation(w1, 'by_audience', 3, 1);
  await evaluation(w1, 'after_3_months', 1);
  await evaluation(w1, 'by_coach', 1, 0, coach.id);
  const w2 = await workshop(rights.id, 'fr', 'invoiced', '2052-11-01', '1299', 10);
  await evaluation(w2, 'by_audience', 0);
  await evaluation(w2, 'after_3_months', 0);
  const w3 = await workshop(racism.id, 'de', 'invoiceable', '2053-02-01', '1300', 15);
  await evaluation(w3, 'by_audience', 5);
  const w4 = await workshop(racism.id, 'de', 'done', '2053-05-01', '9999', null);
  await evaluation(w4, 'by_audience', 2);
  await workshop(rights.id, 'de', 'done', '2053-06-01', '1299', 12);
  const w6 = await workshop(rights.id, 'de', 'cancelled', '2052-10-01', '1300', 20);
  await evaluation(w6, 'by_audience', 1);
  await workshop(rights.id, 'de', 'to-realize', '2053-07-01', '1300', 20);

  const v1 = await workshop(rights.id, 'de', 'done', '2051-09-01', '1300', 25);
  await evaluation(v1, 'by_audience', 4);
  await evaluation(v1, 'after_3_months', 1);
  const v2 = await workshop(racism.id, 'fr', 'done', '2052-03-01', '1299', 8);
  await evaluation(v2, 'by_audience', 0);
  await evaluation(v2, 'after_3_months', 0);
  const v3 = await workshop(racism.id, 'de', 'done', '2052-05-01', '1300', 14);
  await evaluation(v3, 'by_audience', 1);

  const v0 = await workshop(rights.id, 'de', 'done', '2040-09-01', '1300', 30);
  await evaluation(v0, 'by_audience', 1);
  return { catalogue };
}
