import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { educationalSystems, grades, infrastructureOptions, offeredWorkshops, users } from '../../db/schema';
import type { UiLanguage } from '../../contract/enums';
import type { Database } from '../../lib/env';
import { AppError, type FieldIssue } from '../../lib/errors';
import { formatSlot } from '../../mail/format';
import type { InquirySummaryLine } from '../../mail/templates/inquiry-received';
import { translatedList } from '../basedata/basedata.service';
import { currentTerms } from '../master-data/terms.service';
import type {
  InquiryFormdata,
  InquiryFormValues,
  InquiryManagerFormdata,
  OfferedWorkshopOption,
} from '../../contract/inquiries/inquiries.schemas';

interface CatalogueRow extends OfferedWorkshopOption {
  active: boolean;
  recommended_price_centimes: number | null;
}

/** The workshop catalogue in one query: titles in the language (German fallback) and the languages offered. */
async function catalogue(db: Database, language: UiLanguage, includeInactive: boolean): Promise<CatalogueRow[]> {
  const rows = await db.all<{
    id: number;
    title: string;
    description: string;
    duration_minutes: number;
    price_centimes: number;
    type: OfferedWorkshopOption['type'];
    recommended_price_centimes: number | null;
    active: number;
    languages: string | null;
  }>(sql`
    SELECT w.id, coalesce(t.title, de.title, w.code) AS title, coalesce(t.description, de.description, '') AS description,
           w.duration_minutes, w.price_centimes, w.recommended_price_centimes, w.active, w.type,
           (SELECT group_concat(l.language) FROM offered_workshop_languages l WHERE l.offered_workshop_id = w.id) AS languages
    FROM offered_workshops w
    LEFT JOIN offered_workshop_translations t ON t.offered_workshop_id = w.id AND t.language = ${language}
    LEFT JOIN offered_workshop_translations de ON de.offered_workshop_id = w.id AND de.language = 'de'
    WHERE ${includeInactive ? sql`1 = 1` : sql`w.active = 1`}
    ORDER BY w.position, w.id`);
  const order = ['de', 'fr', 'it', 'en', 'es'];
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    duration_minutes: row.duration_minutes,
    price_centimes: row.price_centimes,
    recommended_price_centimes: row.recommended_price_centimes,
    active: row.active === 1,
    type: row.type,
    languages: (row.languages ? row.languages.split(',') : []).sort(
      (a, b) => order.indexOf(a) - order.indexOf(b),
    ) as OfferedWorkshopOption['languages'],
  }));
}

export async function formdata(db: Database, language: UiLanguage): Promise<InquiryFormdata> {
  const [workshops, gradeList, systems, infrastructure, terms] = await Promise.all([
    catalogue(db, language, false),
    translatedList(db, 'grades', language),
    translatedList(db, 'educationalSystems', language),
    translatedList(db, 'infrastructure', language),
    currentTerms(db, language),
  ]);
  return {
    workshops: workshops.map(({ active: _a, recommended_price_centimes: _r, ...workshop }) => workshop),
    grades: gradeList,
    educational_systems: systems,
    infrastructure,
    general_terms: terms,
  };
}

/** What staff need beyond the public form: inactive workshops, recommended prices, associates to assign. */
export async function managerFormdata(db: Database, language: UiLanguage): Promise<InquiryManagerFormdata> {
  const [base, workshops, associates] = await Promise.all([
    formdata(db, language),
    catalogue(db, language, true),
    db
      .select({ id: users.id, name: sql<string>`${users.firstname} || ' ' || ${users.lastname}` })
      .from(users)
      .where(and(inArray(users.role, ['admin', 'associate']), eq(users.state, 'active')))
      .orderBy(asc(users.lastname), asc(users.firstname)),
  ]);
  return { ...base, workshops, associates };
}

/**
 * References the schema cannot check: the chosen workshops, grade and infrastructure must exist and be offered, the
 * educational system must be active (or, on an edit, the one the inquiry has already).
 */
export async function checkReferences(
  db: Database,
  form: Pick<InquiryFormValues, 'slots' | 'knowledge'>,
  stored: { educationalSystemId: number | null } = { educationalSystemId: null },
) {
  const workshopIds = [...new Set(form.slots.map((slot) => slot.workshopId))];
  const systemId = form.knowledge.educationalSystem ?? null;
  const [activeWorkshops, grade, options, system] = await Promise.all([
    db
      .select({ id: offeredWorkshops.id })
      .from(offeredWorkshops)
      .where(and(inArray(offeredWorkshops.id, workshopIds), eq(offeredWorkshops.active, true))),
    db.select({ id: grades.id }).from(grades).where(eq(grades.id, form.knowledge.grade)),
    form.knowledge.infrastructure.length
      ? db
          .select({ id: infrastructureOptions.id })
          .from(infrastructureOptions)
          .where(inArray(infrastructureOptions.id, form.knowledge.infrastructure))
      : Promise.resolve([]),
    systemId === null || systemId === stored.educationalSystemId
      ? Promise.resolve([{ id: systemId }])
      : db
          .select({ id: educationalSystems.id })
          .from(educationalSystems)
          .where(and(eq(educationalSystems.id, systemId), eq(educationalSystems.active, true))),
  ]);
  const known = new Set(activeWorkshops.map((w) => w.id));
  const issues: FieldIssue[] = [];
  form.slots.forEach((slot, i) => {
    if (!known.has(slot.workshopId))
      issues.push({ path: `slots.${i}.workshopId`, code: 'invalid_value', message: 'workshops_incomplete' });
  });
  if (grade.length === 0) issues.push({ path: 'knowledge.grade', code: 'invalid_value', message: 'required' });
  if (system.length === 0) {
    issues.push({ path: 'knowledge.educationalSystem', code: 'invalid_value', message: 'choice_invalid' });
  }
  if (options.length !== new Set(form.knowledge.infrastructure).size) {
    issues.push({ path: 'knowledge.infrastructure', code: 'invalid_value', message: 'required' });
  }
  if (issues.length > 0) throw new AppError(422, 'validation_failed', 'The request did not validate', issues);
}

type SummarySlot = Pick<InquiryFormValues['slots'][number], 'workshopId' | 'date' | 'startTime' | 'endTime'> &
  Partial<Pick<InquiryFormValues['slots'][number], 'altDate' | 'altStartTime' | 'altEndTime'>>;

export async function summaryLines(db: Database, slots: SummarySlot[], language: UiLanguage): Promise<InquirySummaryLine[]> {
  const titles = new Map((await catalogue(db, language, true)).map((w) => [w.id, w.title]));
  return slots.map((slot) => ({
    title: titles.get(slot.workshopId) ?? '',
    when: formatSlot(slot.date, slot.startTime, slot.endTime, language),
    alternative: slot.altDate ? formatSlot(slot.altDate, slot.altStartTime ?? '', slot.altEndTime ?? '', language) : null,
  }));
}
