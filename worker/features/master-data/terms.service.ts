import { and, desc, eq, lte, sql } from 'drizzle-orm';
import { generalTerms } from '../../db/schema';
import { uiLanguages, type UiLanguage } from '../../contract/enums';
import { auditInsert } from '../../lib/audit';
import { isUniqueViolation } from '../../lib/batch-guard';
import { todayInZurich } from '../../contract/lib/dates';
import type { Database } from '../../lib/env';
import { AppError, notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import type { PublicTerms, TermsValues, TermsVersion } from '../../contract/master-data/terms.schemas';

const publicColumns = {
  id: generalTerms.id,
  language: generalTerms.language,
  version: generalTerms.version,
  text: sql<string>`coalesce(${generalTerms.text}, '')`,
  valid_from: generalTerms.validFrom,
};

/** Newest first: the latest valid-from day, and of two versions for the same day the one published last. */
const newestFirst = [desc(generalTerms.validFrom), desc(generalTerms.id)] as const;

/**
 * The general terms in force today in the language, or in German when that language has none: the version with the
 * latest valid-from day up to today (of two for the same day, the one published last).
 */
export async function currentTerms(db: Database, language: UiLanguage): Promise<PublicTerms | null> {
  const today = todayInZurich();
  for (const lang of language === 'de' ? (['de'] as const) : ([language, 'de'] as const)) {
    const [terms] = await db
      .select(publicColumns)
      .from(generalTerms)
      .where(and(eq(generalTerms.language, lang), lte(generalTerms.validFrom, today)))
      .orderBy(...newestFirst)
      .limit(1);
    if (terms) return terms;
  }
  return null;
}

/** Public: the terms in force in the language (German fallback); 404 when there are none at all. */
export async function publicTerms(db: Database, language: UiLanguage): Promise<PublicTerms> {
  const terms = await currentTerms(db, language);
  if (!terms) throw notFound('General terms');
  return terms;
}

/** Staff: every version, per language newest first, the one in force today marked, with how many inquiries accepted it. */
export async function listTerms(db: Database): Promise<TermsVersion[]> {
  const rows = await db
    .select({
      ...publicColumns,
      created_at: generalTerms.createdAt,
      accepted_by: sql<number>`(SELECT count(*) FROM inquiries i WHERE i.general_terms_id = "general_terms"."id")`,
    })
    .from(generalTerms)
    .orderBy(...newestFirst);
  const today = todayInZurich();
  const currentIds = new Set(
    uiLanguages.map((language) => rows.find((row) => row.language === language && row.valid_from <= today)?.id),
  );
  return rows
    .sort((a, b) => uiLanguages.indexOf(a.language) - uiLanguages.indexOf(b.language))
    .map((row) => ({ ...row, current: currentIds.has(row.id) }));
}

const versionTaken = () => new AppError(409, 'conflict', 'This version label exists already in this language');

/** Publishes a new version; an existing one is never changed (decision 010). */
export async function publishTerms(db: Database, actor: SessionUser, body: TermsValues): Promise<TermsVersion> {
  const [existing] = await db
    .select({ id: generalTerms.id })
    .from(generalTerms)
    .where(and(eq(generalTerms.language, body.language), eq(generalTerms.version, body.version)))
    .limit(1);
  if (existing) throw versionTaken();
  const values = { language: body.language, version: body.version, text: body.text, validFrom: body.valid_from };
  try {
    await db.batch([
      db.insert(generalTerms).values(values),
      auditInsert(db, {
        actorUserId: actor.id,
        action: 'general_terms.published',
        entityType: 'general_terms',
        entityId: sql`(SELECT id FROM general_terms WHERE language = ${body.language} AND version = ${body.version})`,
        details: { language: body.language, version: body.version, valid_from: body.valid_from },
      }),
    ]);
  } catch (error) {
    // Two publications of one label at once: the unique index refuses the second.
    if (isUniqueViolation(error, 'general_terms.language')) throw versionTaken();
    throw error;
  }
  const published = (await listTerms(db)).find((row) => row.language === body.language && row.version === body.version);
  return published!;
}
