import { and, eq } from 'drizzle-orm';
import { readOrganisationRow } from '../../lib/organisation-row';
import { coachProfiles, users } from '../../db/schema';
import { todayInZurich } from '../../contract/lib/dates';
import type { Database } from '../../lib/env';
import { notFound } from '../../lib/errors';
import { paidItems, paidYears, yearFigures } from './yearly-statement';

/*
 * The yearly statements of a coach (decision 057): the years with something paid out, and a year's statement as PDF.
 * Whoever asks (the coach for themselves, finance for any coach), the document is the coach's: their language.
 */

/** The coach as the statement addresses them; 404 when no coach has the id. */
export async function findCoach(db: Database, coachId: number) {
  const [coach] = await db
    .select({
      id: users.id,
      firstname: users.firstname,
      lastname: users.lastname,
      language: users.language,
      street: coachProfiles.street,
      postcode: coachProfiles.postcode,
      location: coachProfiles.location,
    })
    .from(users)
    .leftJoin(coachProfiles, eq(coachProfiles.userId, users.id))
    .where(and(eq(users.id, coachId), eq(users.role, 'coach')));
  if (!coach) throw notFound('Coach');
  return coach;
}

export type StatementCoach = Awaited<ReturnType<typeof findCoach>>;

/** The years a coach can get a yearly statement for (404 for an id that is no coach). */
export async function yearlyStatementYears(db: Database, coachId: number) {
  await findCoach(db, coachId);
  return paidYears(await paidItems(db, coachId));
}

/** The coach's statement of `year` as PDF, in the coach's language whoever asks; 404 when nothing was paid in it. */
export async function yearlyStatementPdf(db: Database, coachId: number, year: number) {
  const [coach, items, organisation] = await Promise.all([
    findCoach(db, coachId),
    paidItems(db, coachId),
    readOrganisationRow(db),
  ]);
  const figures = yearFigures(items, year);
  if (!figures) throw notFound('Yearly statement');
  // Loaded on demand: the PDF module pulls in pdfkit and the fonts, which `npm run openapi` (plain Node) cannot load.
  const { renderYearlyStatement } = await import('./yearly-statement-pdf');
  const bytes = await renderYearlyStatement({ coach, figures, organisation: organisation!, issuedOn: todayInZurich() });
  return { bytes, filename: `yearly-statement-${year}-${coachId}.pdf` };
}
