import { sql } from 'drizzle-orm';
import { normaliseLabel } from '../../contract/imports/import-fields';
import type { Database } from '../../lib/env';

/**
 * Master data as an import cell names it: by code or by its name in any of the four languages, compared as labels
 * are (without case, accents or spaces). Read once per request.
 */
export type NameLookup<T> = ReadonlyMap<string, T>;

async function byNames<T extends { id: number }>(db: Database, query: ReturnType<typeof sql>): Promise<NameLookup<T>> {
  const rows = await db.all<T & { name: string }>(query);
  const lookup = new Map<string, T>();
  for (const { name, ...item } of rows) {
    // `Cycle 3 (9e–11e HarmoS)` is also known as `Cycle 3`.
    for (const key of [normaliseLabel(name), normaliseLabel(name.replace(/\s*\(.*\)\s*$/, ''))]) {
      if (key && !lookup.has(key)) lookup.set(key, item as unknown as T);
    }
  }
  return lookup;
}

const translated = (table: string, foreignKey: string) => sql.raw(`SELECT t.${foreignKey} AS id, t.name AS name FROM ${table} t`);

export const subjectLookup = (db: Database) => byNames<{ id: number }>(db, translated('subject_translations', 'subject_id'));
export const skillLookup = (db: Database) => byNames<{ id: number }>(db, translated('skill_translations', 'skill_id'));
export const gradeLookup = (db: Database) => byNames<{ id: number }>(db, translated('grade_translations', 'grade_id'));
export const educationalSystemLookup = (db: Database) =>
  byNames<{ id: number }>(db, translated('educational_system_translations', 'educational_system_id'));

/** Languages of the master-data list by ISO code and name (`fr`, `Französisch`, `français`). */
export const languageLookup = (db: Database) =>
  byNames<{ id: number; code: string }>(
    db,
    sql`SELECT id, code, code AS name FROM languages
      UNION ALL SELECT l.id, l.code, t.name FROM language_translations t JOIN languages l ON l.id = t.language_id`,
  );

export interface OfferedWorkshopRef {
  id: number;
  durationMinutes: number;
  priceCentimes: number;
  recommendedPriceCentimes: number | null;
}

/** Offered workshops by code and by title in any language. */
export const offeredWorkshopLookup = (db: Database) =>
  byNames<OfferedWorkshopRef>(
    db,
    sql`SELECT o.id, o.duration_minutes AS durationMinutes, o.price_centimes AS priceCentimes,
        o.recommended_price_centimes AS recommendedPriceCentimes, n.name
      FROM offered_workshops o
      JOIN (SELECT id, code AS name FROM offered_workshops
        UNION ALL SELECT offered_workshop_id, title FROM offered_workshop_translations) n ON n.id = o.id`,
  );

const jsonList = (values: Iterable<string>) => JSON.stringify([...new Set(values)]);

/** Which of the postcodes are in the directory of Swiss localities. */
export async function knownPostcodes(db: Database, postcodes: Iterable<string>): Promise<ReadonlySet<string>> {
  const rows = await db.all<{ postcode: string }>(
    sql`SELECT postcode FROM postcode_cantons WHERE postcode IN (SELECT value FROM json_each(${jsonList(postcodes)}))`,
  );
  return new Set(rows.map((row) => row.postcode));
}

export interface AccountRef {
  id: number;
  role: string;
}

/** Accounts by (lower-case) e-mail address. */
export async function accountsByEmail(db: Database, emails: Iterable<string>): Promise<ReadonlyMap<string, AccountRef>> {
  const rows = await db.all<AccountRef & { email: string }>(
    sql`SELECT id, role, email FROM users WHERE email IN (SELECT value FROM json_each(${jsonList(emails)}))`,
  );
  return new Map(rows.map(({ email, ...account }) => [email, account]));
}
