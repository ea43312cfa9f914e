import { sql } from 'drizzle-orm';
import { normaliseLabel } from '../../contract/imports/import-fields';
import { validationKeys as v } from '../../contract/lib/codes';
import type { UiLanguage } from '../../contract/enums';
import { decryptOptional, encryptField } from '../../lib/field-crypto';
import type { Database, Env } from '../../lib/env';
import { sensitiveProfileFields } from '../profiles/sensitive-fields';
import * as cell from './cells';
import { accountsByEmail, knownPostcodes, languageLookup, skillLookup, subjectLookup, type NameLookup } from './lookups';
import { differs, type IncomingRow, type StagedRow } from './staged-rows';

const salutations = cell.wordsOf<1 | 2 | 3>([
  [1, ['Frau', 'Fr', 'Mrs', 'Ms', 'Madame', 'Mme', 'Signora', 'Sig.ra', 'f', 'w', '1']],
  [2, ['Herr', 'Hr', 'Mr', 'Monsieur', 'M', 'Signor', 'Signore', 'Sig', '2']],
  [3, ['neutral', 'divers', 'd', 'neutre', 'neutro', '3']],
]);

const states = cell.wordsOf<'active' | 'inactive'>([
  ['active', ['aktiv', 'active', 'actif', 'active', 'attivo', 'attiva']],
  ['inactive', ['inaktiv', 'inactive', 'inactif', 'inattivo', 'inattiva', 'deaktiviert', 'désactivé', 'disattivato']],
]);

const uiLanguageCodes = new Set<string>(['de', 'fr', 'it', 'en']);

interface CoachLookups {
  languages: NameLookup<{ id: number; code: string }>;
  subjects: NameLookup<{ id: number }>;
  skills: NameLookup<{ id: number }>;
}

const loadLookups = async (db: Database): Promise<CoachLookups> => ({
  languages: await languageLookup(db),
  subjects: await subjectLookup(db),
  skills: await skillLookup(db),
});

function idsOf(lookup: NameLookup<{ id: number }>, raw: string): cell.Cell<number[]> {
  const ids: number[] = [];
  for (const item of cell.listItems(raw)) {
    const found = lookup.get(normaliseLabel(item));
    if (!found) return { problem: v.unknownValue };
    if (!ids.includes(found.id)) ids.push(found.id);
  }
  return cell.ok(ids.sort((a, b) => a - b));
}

/** `Moderation: 4, Gesprächsführung (5)`: skills with a rating from 1 to 5. */
function skillRatings(lookup: NameLookup<{ id: number }>, raw: string): cell.Cell<[number, number][]> {
  const ratings = new Map<number, number>();
  for (const item of cell.listItems(raw)) {
    const match = /^(.+?)\s*(?::|=|\()\s*([1-5])\s*\)?$/.exec(item);
    if (!match) return { problem: v.ratingInvalid };
    const found = lookup.get(normaliseLabel(match[1]!));
    if (!found) return { problem: v.unknownValue };
    ratings.set(found.id, Number(match[2]));
  }
  return cell.ok([...ratings].sort(([a], [b]) => a - b));
}

function readers(lookups: CoachLookups) {
  return {
    email: cell.email,
    firstname: (raw: string) => cell.text(raw, 100),
    lastname: (raw: string) => cell.text(raw, 100),
    salutation: (raw: string) => cell.choice(salutations, raw),
    language: (raw: string): cell.Cell<UiLanguage> => {
      const code = lookups.languages.get(normaliseLabel(raw))?.code;
      return code && uiLanguageCodes.has(code) ? cell.ok(code as UiLanguage) : { problem: v.unknownValue };
    },
    phone: (raw: string) => cell.text(raw, 50),
    street: (raw: string) => cell.text(raw, 200),
    postcode: (raw: string) => cell.postcode(raw, true),
    location: (raw: string) => cell.text(raw, 100),
    birthday: cell.date,
    languages: (raw: string) => idsOf(lookups.languages, raw),
    subjects: (raw: string) => idsOf(lookups.subjects, raw),
    skills: (raw: string) => skillRatings(lookups.skills, raw),
    ahv_number: cell.ahvNumber,
    iban: cell.iban,
    personnel_id: (raw: string) => cell.text(raw, 50),
    abakus_number: (raw: string) => cell.text(raw, 50),
    state: (raw: string) => cell.choice(states, raw),
  };
}

export type CoachRecord = Partial<ReturnType<typeof cell.readCells<ReturnType<typeof readers>>>['values']>;

const required = ['email', 'firstname', 'lastname'];

interface ExistingCoach {
  id: number;
  firstname: string;
  lastname: string;
  language: string;
  state: string;
  salutation: number | null;
  phone: string | null;
  street: string | null;
  postcode: string | null;
  location: string | null;
  birthday: string | null;
  personnel_id: string | null;
  abakus_number: string | null;
  ahv_number: string | null;
  iban: string | null;
  languages: string | null;
  subjects: string | null;
  skills: string | null;
}

async function existingCoaches(db: Database, emails: string[]): Promise<Map<string, ExistingCoach>> {
  const rows = await db.all<ExistingCoach & { email: string }>(sql`
    SELECT u.id, u.email, u.firstname, u.lastname, u.language, u.state, p.salutation, p.phone, p.street, p.postcode,
      p.location, p.birthday, p.personnel_id, p.abakus_number, p.ahv_number, p.iban,
      (SELECT json_group_array(language_id) FROM (SELECT language_id FROM coach_languages WHERE coach_id = u.id ORDER BY 1)) AS languages,
      (SELECT json_group_array(subject_id) FROM (SELECT subject_id FROM coach_subjects WHERE coach_id = u.id ORDER BY 1)) AS subjects,
      (SELECT json_group_array(json_array(skill_id, rating)) FROM (SELECT skill_id, rating FROM coach_skills WHERE coach_id = u.id ORDER BY 1)) AS skills
    FROM users u LEFT JOIN coach_profiles p ON p.user_id = u.id
    WHERE u.role = 'coach' AND u.email IN (SELECT value FROM json_each(${JSON.stringify(emails)}))`);
  return new Map(rows.map((row) => [row.email, row]));
}

/** The stored value to compare a record's field with (lists as JSON, the encrypted ones decrypted). */
async function storedValue(env: Env, coach: ExistingCoach, field: string): Promise<unknown> {
  if (field === 'languages' || field === 'subjects' || field === 'skills') return JSON.parse(coach[field] ?? '[]');
  if (field === 'ahv_number' || field === 'iban') return decryptOptional(env, coach[field], sensitiveProfileFields[field].column);
  return (coach as unknown as Record<string, unknown>)[field] ?? null;
}

/**
 * Reads a chunk of coach rows: each row's problems, or the record it writes and whether that adds a coach, updates
 * one (only the fields whose cells are not empty and differ) or changes nothing. The AHV number and IBAN of the record
 * are encrypted as the profile stores them.
 */
export async function stageCoachRows(db: Database, env: Env, rows: IncomingRow[]): Promise<StagedRow[]> {
  const read = readers(await loadLookups(db));
  const parsed = rows.map((row) => ({ line: row.line, ...cell.readCells(row.cells, read, required) }));
  const emails = parsed.flatMap((row) => (row.values.email ? [row.values.email] : []));
  const [accounts, coaches, postcodes] = await Promise.all([
    accountsByEmail(db, emails),
    existingCoaches(db, emails),
    knownPostcodes(
      db,
      parsed.flatMap((row) => (row.values.postcode ? [row.values.postcode] : [])),
    ),
  ]);
  const staged: StagedRow[] = [];
  for (const { line, values, problems } of parsed) {
    const key = values.email ?? null;
    if (key && accounts.get(key) && accounts.get(key)!.role !== 'coach') problems.push({ field: 'email', code: v.emailNotCoach });
    if (values.postcode?.length === 4 && !postcodes.has(values.postcode))
      problems.push({ field: 'postcode', code: v.postcodeUnknown });
    if (problems.length > 0) {
      staged.push({ line, key, action: 'problem', record: {}, problems });
      continue;
    }
    const existing = coaches.get(key!);
    const record: Record<string, unknown> = { ...values };
    if (existing) {
      for (const field of Object.keys(record)) {
        if (field !== 'email' && !differs(record[field], await storedValue(env, existing, field))) delete record[field];
      }
    }
    for (const field of ['ahv_number', 'iban'] as const) {
      if (typeof record[field] === 'string')
        record[field] = await encryptField(env, record[field], sensitiveProfileFields[field].column);
    }
    const changed = Object.keys(record).length > 1;
    staged.push({ line, key, action: !existing ? 'create' : changed ? 'update' : 'skip', record, problems: [] });
  }
  return staged;
}
