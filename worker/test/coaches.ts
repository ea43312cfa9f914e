import { coachLanguages, coachProfiles, coachSubjects, languages, subjects } from '../db/schema';
import { db } from './factories';

/** Fills every mandatory profile field of a coach, so that the profile can be submitted. */
export async function completeProfile(coachId: number) {
  await db.insert(coachProfiles).values({
    userId: coachId,
    salutation: 1,
    birthday: '1990-04-12',
    nationality: 'Schweiz',
    civilStatus: 'single',
    ahvNumber: '756.1234.5678.97',
    iban: 'CH9300762011623852957',
    bankName: 'Berner Kantonalbank',
    phone: '+41 31 555 12 34',
    street: 'Länggassstrasse 7',
    postcode: '3012',
    location: 'Bern',
  });
  const [language] = await db
    .insert(languages)
    .values({ code: `x${coachId}` })
    .returning();
  const [subject] = await db.insert(subjects).values({}).returning();
  await db.insert(coachLanguages).values({ coachId, languageId: language!.id });
  await db.insert(coachSubjects).values({ coachId, subjectId: subject!.id });
}
