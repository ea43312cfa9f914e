import { sql } from 'drizzle-orm';
import { educationalSystems, educationalSystemTranslations, inquiries, postcodeCantons, workshops } from '../../db/schema';
import type { WorkshopLanguage, WorkshopState } from '../../contract/enums';
import { seedCatalogue } from '../../test/catalogue';
import { db } from '../../test/factories';

/**
 * The reach's hand-computed fixture (decision 062): school year 2045/46 (2045-08-01 to 2046-07-31), the one before
 * (2044/45) and 2043/44. The expected figures in reach.test.ts are worked out from these rows.
 *
 * Educational systems: X "Volksschule" (fr "École obligatoire"), Y "Gymnasium" (German only).
 * Inquiries (split of the class m/f/n, educational system): QA 8/10/1 X, QC 5/5/0 Y, QD 7/7/0 X, QF 9/9/0 X.
 * Schools (institution as typed, postcode): S1 Schulhaus Matte 1300, S2 Schulhaus Matte 1299 (another postcode:
 * another school), S3 École Rive 1299, S4 Schule Weg 1300, S5 Schule Bach 1300, S6 Schule Feld 9999.
 * Workshops of 2045/46 (school, offer, language, state, date, participants, inquiry, grade):
 *   A  S1 "schulhaus  matte " 1300 rights de done        2045-09-01 20 QA G
 *   B  S1 "Schulhaus Matte"   1300 racism fr invoiced    2045-10-01 10 –
 *   C  S2 "Schulhaus Matte"   1299 rights de invoiceable 2046-03-01 15 QC
 *   D  S3 "ÉCOLE  Rive"       1299 rights fr done        2046-07-31 12 QD   (QD's 14 exceed the class: unspecified)
 *   E  S5 "Schule Bach"       1300 racism de cancelled   2045-11-01  –  –
 *   F  S6 "Schule Feld"       9999 racism de to-realize  2046-05-01 18 QF   (not held: reaches no one yet)
 * Held workshops of 2044/45: S1 "Schulhaus Matte" 1300 rights (2045-03-01), S4 1300 racism (2044-09-01),
 * S5 1300 rights (2045-07-31). Of 2043/44: S3 "École Rive" 1299 rights (2043-09-01).
 * Postcode cantons: 1299 GE, 1300 VD; 9999 none.
 */
export async function seedReachFixture() {
  const catalogue = await seedCatalogue();
  const { rights, racism, grade } = catalogue;
  await db
    .insert(postcodeCantons)
    .values([
      { postcode: '1299', canton: 'GE' },
      { postcode: '1300', canton: 'VD' },
    ])
    .onConflictDoUpdate({ target: postcodeCantons.postcode, set: { canton: sql`excluded.canton` } });

  const system = async (names: Record<string, string>) => {
    const [row] = await db.insert(educationalSystems).values({}).returning();
    await db
      .insert(educationalSystemTranslations)
      .values(Object.entries(names).map(([language, name]) => ({ educationalSystemId: row!.id, language, name }) as never));
    return row!;
  };
  const x = await system({ de: 'Volksschule', fr: 'École obligatoire' });
  const y = await system({ de: 'Gymnasium' });

  const inquiry = async (m: number, f: number, n: number, educationalSystemId: number) => {
    const [row] = await db
      .insert(inquiries)
      .values({
        state: 'validated',
        firstname: 'Lea',
        lastname: 'Muster',
        phone: '031 000 00 00',
        email: 'lea@schule.test',
        institute: 'Schule',
        streetAddress: 'Weg 1',
        postcode: '1300',
        location: 'Ort',
        language: 'de',
        numberParticipantsTotal: m + f + n,
        numberParticipantsM: m,
        numberParticipantsF: f,
        numberParticipantsN: n,
        educationalSystemId,
        termsAcceptedAt: 2_300_000_000,
        createdAt: 2_300_000_000,
      })
      .returning();
    return row!;
  };
  const qa = await inquiry(8, 10, 1, x.id);
  const qc = await inquiry(5, 5, 0, y.id);
  const qd = await inquiry(7, 7, 0, x.id);
  const qf = await inquiry(9, 9, 0, x.id);

  const workshop = (
    institute: string,
    postcode: string,
    offeredWorkshopId: number,
    language: WorkshopLanguage,
    state: WorkshopState,
    date: string,
    fields: { participants?: number; inquiryId?: number; gradeId?: number } = {},
  ) => ({
    offeredWorkshopId,
    language,
    state,
    date,
    startTime: '08:00',
    endTime: '10:00',
    durationMinutes: 120,
    institute,
    location: 'Ort',
    postcode,
    gradeId: fields.gradeId ?? null,
    numberParticipants: fields.participants ?? null,
    inquiryId: fields.inquiryId ?? null,
    priceCentimes: 45000,
  });
  const rows = [
    workshop('schulhaus  matte ', '1300', rights.id, 'de', 'done', '2045-09-01', {
      participants: 20,
      inquiryId: qa.id,
      gradeId: grade.id,
    }),
    workshop('Schulhaus Matte', '1300', racism.id, 'fr', 'invoiced', '2045-10-01', { participants: 10 }),
    workshop('Schulhaus Matte', '1299', rights.id, 'de', 'invoiceable', '2046-03-01', { participants: 15, inquiryId: qc.id }),
    workshop('ÉCOLE  Rive', '1299', rights.id, 'fr', 'done', '2046-07-31', { participants: 12, inquiryId: qd.id }),
    workshop('Schule Bach', '1300', racism.id, 'de', 'cancelled', '2045-11-01'),
    workshop('Schule Feld', '9999', racism.id, 'de', 'to-realize', '2046-05-01', { participants: 18, inquiryId: qf.id }),
    workshop('Schulhaus Matte', '1300', rights.id, 'de', 'done', '2045-03-01', { participants: 20 }),
    workshop('Schule Weg', '1300', racism.id, 'de', 'done', '2044-09-01', { participants: 20 }),
    workshop('Schule Bach', '1300', rights.id, 'de', 'done', '2045-07-31', { participants: 20 }),
    workshop('École Rive', '1299', rights.id, 'de', 'done', '2043-09-01', { participants: 20 }),
  ];
  // One at a time: D1 takes at most 100 parameters per statement.
  for (const row of rows) await db.insert(workshops).values(row);
  return { catalogue, systems: { x, y } };
}
