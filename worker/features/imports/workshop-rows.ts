import { sql } from 'drizzle-orm';
import { normaliseLabel } from '../../contract/imports/import-fields';
import { workshopLanguages, type WorkshopLanguage, type WorkshopState } from '../../contract/enums';
import { validationKeys as v } from '../../contract/lib/codes';
import { todayInZurich } from '../../contract/lib/dates';
import type { Database } from '../../lib/env';
import * as cell from './cells';
import {
  accountsByEmail,
  educationalSystemLookup,
  gradeLookup,
  knownPostcodes,
  languageLookup,
  offeredWorkshopLookup,
  type NameLookup,
} from './lookups';
import { actionFor, type IncomingRow, type StagedRow } from './staged-rows';

const states = cell.wordsOf<WorkshopState>([
  ['initialized', ['initialized', 'neu', 'offen', 'new', 'open', 'nouveau', 'ouvert', 'nuovo', 'aperto']],
  ['coaches_requested', ['coaches_requested', 'angefragt', 'requested', 'demandé', 'richiesto']],
  [
    'to-realize',
    [
      'to-realize',
      'geplant',
      'bestätigt',
      'zu realisieren',
      'planned',
      'confirmed',
      'planifié',
      'confirmé',
      'pianificato',
      'confermato',
    ],
  ],
  ['done', ['done', 'durchgeführt', 'erledigt', 'réalisé', 'effectué', 'svolto', 'realizzato', 'held']],
  ['invoiceable', ['invoiceable', 'verrechenbar', 'facturable', 'fatturabile']],
  ['invoiced', ['invoiced', 'verrechnet', 'fakturiert', 'facturé', 'fatturato']],
  ['cancelled', ['cancelled', 'canceled', 'abgesagt', 'storniert', 'annulliert', 'annulé', 'annullato']],
]);

/** A workshop dated before today must have been held or cancelled: the jobs would otherwise act on it (mails). */
const pastStates = new Set<WorkshopState>(['done', 'invoiceable', 'invoiced', 'cancelled']);

const lookupId =
  (lookup: NameLookup<{ id: number }>) =>
  (raw: string): cell.Cell<number> => {
    const found = lookup.get(normaliseLabel(raw));
    return found ? cell.ok(found.id) : { problem: v.unknownValue };
  };

async function readers(db: Database) {
  const [languages, offered, grades, systems] = await Promise.all([
    languageLookup(db),
    offeredWorkshopLookup(db),
    gradeLookup(db),
    educationalSystemLookup(db),
  ]);
  return {
    external_id: (raw: string) => cell.text(raw, 100),
    inquiry_date: cell.date,
    institute: (raw: string) => cell.text(raw, 200),
    contact_firstname: (raw: string) => cell.text(raw, 100),
    contact_lastname: (raw: string) => cell.text(raw, 100),
    contact_email: cell.email,
    contact_phone: (raw: string) => cell.text(raw, 50),
    street: (raw: string) => cell.text(raw, 200),
    postcode: (raw: string) => cell.postcode(raw),
    location: (raw: string) => cell.text(raw, 100),
    grade: lookupId(grades),
    educational_system: lookupId(systems),
    school_class: (raw: string) => cell.text(raw, 50),
    offered_workshop: lookupId(offered),
    language: (raw: string): cell.Cell<WorkshopLanguage> => {
      const code = languages.get(normaliseLabel(raw))?.code;
      return code && (workshopLanguages as readonly string[]).includes(code)
        ? cell.ok(code as WorkshopLanguage)
        : { problem: v.unknownValue };
    },
    date: cell.date,
    start_time: cell.time,
    end_time: cell.time,
    state: (raw: string) => cell.choice(states, raw),
    coaches: (raw: string): cell.Cell<string[]> => {
      const emails = cell.listItems(raw).map((item) => item.toLowerCase());
      return emails.every((email) => 'value' in cell.email(email)) ? cell.ok(emails) : { problem: v.emailInvalid };
    },
    participants: (raw: string) => cell.count(raw, 1000),
    participants_m: (raw: string) => cell.count(raw, 1000),
    participants_f: (raw: string) => cell.count(raw, 1000),
    participants_d: (raw: string) => cell.count(raw, 1000),
  };
}

const required = [
  'external_id',
  'institute',
  'contact_firstname',
  'contact_lastname',
  'contact_email',
  'postcode',
  'location',
  'offered_workshop',
  'language',
  'date',
  'start_time',
  'end_time',
  'state',
];

/** The stored workshops (with their inquiry) of the chunk's external ids, in the record's terms. */
async function storedWorkshops(db: Database, ids: string[]): Promise<Map<string, Record<string, unknown>>> {
  const rows = await db.all<Record<string, unknown> & { external_id: string; coaches: string }>(sql`
    SELECT w.external_id, date(i.created_at, 'unixepoch') AS inquiry_date, w.institute, w.contact_firstname,
      w.contact_lastname, w.contact_email, w.contact_phone, w.street_address AS street, w.postcode, w.location,
      w.grade_id AS grade, i.educational_system_id AS educational_system, w.school_class,
      w.offered_workshop_id AS offered_workshop, w.language, w.date, w.start_time, w.end_time, w.state,
      (SELECT json_group_array(email) FROM (SELECT u.email FROM workshop_coaches c JOIN users u ON u.id = c.coach_id
        WHERE c.workshop_id = w.id ORDER BY u.email)) AS coaches,
      w.number_participants AS participants, i.number_participants_m AS participants_m,
      i.number_participants_f AS participants_f, i.number_participants_n AS participants_d
    FROM workshops w LEFT JOIN inquiries i ON i.id = w.inquiry_id
    WHERE w.external_id IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`);
  return new Map(rows.map((row) => [row.external_id, { ...row, coaches: JSON.parse(row.coaches) }]));
}

type Values = Partial<Record<string, unknown>> & {
  external_id?: string;
  postcode?: string;
  date?: string;
  start_time?: string;
  end_time?: string;
  state?: WorkshopState;
  coaches?: string[];
  participants?: number;
  participants_m?: number;
  participants_f?: number;
  participants_d?: number;
};

function rowRules(values: Values, today: string): cell.RowProblems {
  const problems: cell.RowProblems = [];
  if (values.start_time && values.end_time && values.end_time <= values.start_time) {
    problems.push({ field: 'end_time', code: v.endBeforeStart });
  }
  const split = (values.participants_m ?? 0) + (values.participants_f ?? 0) + (values.participants_d ?? 0);
  if (values.participants !== undefined && split > values.participants) {
    problems.push({ field: 'participants', code: v.participantsExceedTotal });
  }
  if (values.date && values.state && values.date < today && !pastStates.has(values.state)) {
    problems.push({ field: 'state', code: v.pastWorkshopOpen });
  }
  return problems;
}

/**
 * Reads a chunk of workshop rows (one workshop each, with the school's inquiry it came from): problems, or the record
 * and whether it adds the workshop, updates the one with its external id, or changes nothing.
 */
export async function stageWorkshopRows(db: Database, rows: IncomingRow[]): Promise<StagedRow[]> {
  const read = await readers(db);
  const parsed = rows.map((row) => ({ line: row.line, ...cell.readCells(row.cells, read, required) }));
  const values = parsed.map((row) => row.values as Values);
  const [postcodes, coaches, stored] = await Promise.all([
    knownPostcodes(
      db,
      values.flatMap((row) => (row.postcode ? [row.postcode] : [])),
    ),
    accountsByEmail(
      db,
      values.flatMap((row) => row.coaches ?? []),
    ),
    storedWorkshops(
      db,
      values.flatMap((row) => (row.external_id ? [row.external_id] : [])),
    ),
  ]);
  const today = todayInZurich();
  return parsed.map(({ line, problems }, index) => {
    const record = values[index]!;
    const key = record.external_id ?? null;
    problems.push(...rowRules(record, today));
    if (record.postcode && !postcodes.has(record.postcode)) problems.push({ field: 'postcode', code: v.postcodeUnknown });
    if (record.coaches?.some((email) => coaches.get(email)?.role !== 'coach'))
      problems.push({ field: 'coaches', code: v.unknownValue });
    if (problems.length > 0) return { line, key, action: 'problem', record: {}, problems };
    if (record.coaches) record.coaches = [...new Set(record.coaches)].sort();
    const action = actionFor(record, stored.get(key!), 'external_id');
    const coachIds = record.coaches?.map((email) => coaches.get(email)!.id);
    return { line, key, action, record: { ...record, ...(coachIds && { coach_ids: coachIds }) }, problems: [] };
  });
}
