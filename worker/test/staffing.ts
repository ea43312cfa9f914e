import { and, eq, inArray } from 'drizzle-orm';
import { coachLanguages, coachRequests, coachSubjects, languages, offeredWorkshops, subjects, workshops } from '../db/schema';
import { seedCatalogue } from './catalogue';
import { api, createUser, db, sessionFor } from './factories';
import { submitInquiry } from './inquiries';

export type StaffingFixture = Awaited<ReturnType<typeof staffingFixture>>;

/**
 * A catalogue whose children's-rights workshop has a subject, a signed-in associate, and helpers to plan workshops
 * (by validating an inquiry), create coaches who fit them and ask them.
 */
export async function staffingFixture() {
  const catalogue = await seedCatalogue();
  const associate = await sessionFor(await createUser({ role: 'associate' }));
  const [subject] = await db.insert(subjects).values({}).returning();
  const subjectId = subject!.id;
  await db.update(offeredWorkshops).set({ subjectId }).where(eq(offeredWorkshops.id, catalogue.rights.id));
  const [de] = await db
    .insert(languages)
    .values({ code: 'de' })
    .onConflictDoUpdate({ target: languages.code, set: { code: 'de' } })
    .returning();
  const german = de!.id;

  /** A validated inquiry's workshops: the series of two (Kinderrechte, German) and the single one. */
  async function plannedWorkshops() {
    const { id, email } = await submitInquiry(catalogue, { language: 'de' });
    await api(`/inquiries/${id}/validate`, { method: 'POST', token: associate });
    const created = await db.select().from(workshops).where(eq(workshops.inquiryId, id)).orderBy(workshops.date);
    const series = created.filter((w) => w.seriesId !== null);
    return { school: email, series, first: series[0]!, single: created.find((w) => w.seriesId === null)! };
  }

  /** An active coach who speaks German and teaches the subject (unless told otherwise). */
  async function coach(options: { speaks?: boolean; teaches?: boolean; language?: 'de' | 'fr' | 'it' | 'en' } = {}) {
    const user = await createUser({ role: 'coach', state: 'active', language: options.language ?? 'de' });
    if (options.speaks !== false) await db.insert(coachLanguages).values({ coachId: user.id, languageId: german });
    if (options.teaches !== false) await db.insert(coachSubjects).values({ coachId: user.id, subjectId });
    return user;
  }

  const ask = (workshopId: number, coachIds: number[], token = associate) =>
    api(`/workshops/${workshopId}/coach-requests`, {
      method: 'POST',
      token,
      json: { coach_ids: coachIds, message: 'Bitte Beamer mitnehmen' },
    });
  const place = (workshopId: number, coachId: number) =>
    api(`/workshops/${workshopId}/assign-coach`, { method: 'POST', token: associate, json: { coach_id: coachId } });
  const dismiss = (workshopId: number, coachId: number) =>
    api(`/workshops/${workshopId}/dismiss-coach`, { method: 'POST', token: associate, json: { coach_id: coachId } });

  return { catalogue, associate, subjectId, german, plannedWorkshops, coach, ask, place, dismiss };
}

export const requestOf = async (workshopId: number, coachId: number) =>
  (
    await db
      .select()
      .from(coachRequests)
      .where(and(eq(coachRequests.workshopId, workshopId), eq(coachRequests.coachId, coachId)))
  )[0];

export const statesOf = async (ids: number[]) =>
  (await db.select({ state: workshops.state }).from(workshops).where(inArray(workshops.id, ids)).orderBy(workshops.date)).map(
    (w) => w.state,
  );
