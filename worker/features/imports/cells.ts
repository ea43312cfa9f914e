import { z } from 'zod';
import { validationKeys as v, type ValidationKey } from '../../contract/lib/codes';
import { isValidIsoDate, timePattern } from '../../contract/lib/dates';
import { formatAhvNumber, isValidAhvNumber, isValidIban, normalizeIban } from '../../contract/lib/identity-numbers';
import { normaliseLabel } from '../../contract/imports/import-fields';

/**
 * Reading one import cell (the text the file had, as the SPA mapped it) into the value the app stores. Each reader
 * answers a value, or a validation key the SPA translates. An empty cell is `undefined`: the field is left as it is.
 */
export type Cell<T> = { value: T } | { problem: ValidationKey };

export const ok = <T>(value: T): Cell<T> => ({ value });
const bad = (problem: ValidationKey): Cell<never> => ({ problem });

export function text(raw: string, max = 255): Cell<string> {
  const value = raw.trim();
  return value.length > max ? bad(v.tooLong) : ok(value);
}

const emailSchema = z.email();
export function email(raw: string): Cell<string> {
  const value = raw.trim().toLowerCase();
  if (value.length > 254) return bad(v.tooLong);
  return emailSchema.safeParse(value).success ? ok(value) : bad(v.emailInvalid);
}

/** `31.12.2026`, `1.2.2026` or `2026-12-31` (an Excel date cell arrives as the latter). */
export function date(raw: string): Cell<string> {
  const value = raw.trim();
  const swiss = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(value);
  const iso = swiss ? `${swiss[3]}-${swiss[2]!.padStart(2, '0')}-${swiss[1]!.padStart(2, '0')}` : value;
  return isValidIsoDate(iso) ? ok(iso) : bad(v.dateInvalid);
}

/** `8:15`, `08:15` or `08.15`. */
export function time(raw: string): Cell<string> {
  const match = /^(\d{1,2})[:.](\d{2})$/.exec(raw.trim());
  const value = match ? `${match[1]!.padStart(2, '0')}:${match[2]}` : '';
  return timePattern.test(value) ? ok(value) : bad(v.timeInvalid);
}

export function count(raw: string, max = 100_000): Cell<number> {
  const value = raw.trim();
  return /^\d{1,6}$/.test(value) && Number(value) <= max ? ok(Number(value)) : bad(v.numberExpected);
}

/** Words for yes and no in the four languages, and what spreadsheets write. */
const yesNo = new Map<string, boolean>([
  ...['ja', 'j', 'oui', 'o', 'si', 'sì', 'yes', 'y', 'true', 'wahr', 'vrai', 'vero', '1', 'x'].map((w) => [w, true] as const),
  ...['nein', 'n', 'non', 'no', 'false', 'falsch', 'faux', 'falso', '0'].map((w) => [w, false] as const),
]);

export function yesOrNo(raw: string): Cell<boolean> {
  const value = yesNo.get(raw.trim().toLowerCase());
  return value === undefined ? bad(v.choiceInvalid) : ok(value);
}

/** One value of a fixed set, by any of its words (compared as labels are: without case, accents or spaces). */
export function choice<T>(words: ReadonlyMap<string, T>, raw: string): Cell<T> {
  const value = words.get(normaliseLabel(raw));
  return value === undefined ? bad(v.choiceInvalid) : ok(value);
}

export const wordsOf = <T>(entries: readonly (readonly [T, readonly string[]])[]): ReadonlyMap<string, T> =>
  new Map(entries.flatMap(([value, words]) => words.map((word) => [normaliseLabel(word), value] as const)));

/** The items of a list cell: separated by `,`, `;`, `|` or line breaks. */
export const listItems = (raw: string) =>
  raw
    .split(/[,;|\n]/)
    .map((item) => item.trim())
    .filter(Boolean);

export function ahvNumber(raw: string): Cell<string> {
  return isValidAhvNumber(raw.trim()) ? ok(formatAhvNumber(raw.trim())) : bad(v.ahvInvalid);
}

export function iban(raw: string): Cell<string> {
  return isValidIban(raw) ? ok(normalizeIban(raw)) : bad(v.ibanInvalid);
}

/** A postcode: four digits (Swiss) or, where `foreign` allows, five (a neighbouring country's). */
export function postcode(raw: string, foreign = false): Cell<string> {
  const value = raw.trim();
  return /^\d{4}$/.test(value) || (foreign && /^\d{5}$/.test(value)) ? ok(value) : bad(v.postcodeFormat);
}

/** The problems of a row: field -> key. */
export type RowProblems = { field: string; code: ValidationKey }[];

/**
 * Reads the row's cells with their readers: the values of the non-empty cells, a `required` problem for an empty
 * required one, and each reader's problem.
 */
export function readCells<Readers extends Record<string, (raw: string) => Cell<unknown>>>(
  row: Record<string, string>,
  readers: Readers,
  required: readonly string[],
): {
  values: Partial<{ [K in keyof Readers]: Readers[K] extends (raw: string) => Cell<infer T> ? T : never }>;
  problems: RowProblems;
} {
  const values: Record<string, unknown> = {};
  const problems: RowProblems = [];
  for (const [field, read] of Object.entries(readers)) {
    const raw = row[field]?.trim() ?? '';
    if (raw === '') {
      if (required.includes(field)) problems.push({ field, code: v.required });
      continue;
    }
    const cell = read(raw);
    if ('problem' in cell) problems.push({ field, code: cell.problem });
    else values[field] = cell.value;
  }
  return { values: values as never, problems };
}
