import type { HolidayBody, TimeOfDay, UnavailabilityBody, Weekday } from '@/lib/contract';
import { HolidayBodySchema, UnavailabilityBodySchema } from '@/lib/schemas';
import type { Entry, EntryKind } from './entries';

/**
 * What the add and edit form holds, for every kind at once (the kind decides which fields are shown and sent).
 * `date` is a blocked day's first day or the holidays' first day (`from_date` in the API).
 */
export interface EntryFields {
  kind: EntryKind;
  date: string;
  to_date: string;
  weekday: Weekday | undefined;
  time_of_day: TimeOfDay | '';
  note: string;
}

export type EntryRequest = { target: 'holiday'; body: HolidayBody } | { target: 'unavailability'; body: UnavailabilityBody };

export const emptyEntryFields = (kind: EntryKind = 'blocked_day'): EntryFields => ({
  kind,
  date: '',
  to_date: '',
  weekday: undefined,
  time_of_day: '',
  note: '',
});

export function entryToFields(entry: Entry): EntryFields {
  const fields = { ...emptyEntryFields(entry.kind), note: entry.note ?? '' };
  switch (entry.kind) {
    case 'blocked_day':
      return { ...fields, date: entry.date, to_date: entry.to_date ?? '' };
    case 'holiday':
      return { ...fields, date: entry.from_date, to_date: entry.to_date };
    case 'weekday':
      return { ...fields, weekday: entry.weekday };
    case 'time_of_day':
      return { ...fields, time_of_day: entry.time_of_day, weekday: entry.weekday ?? undefined };
  }
}

/** The body as the form gives it, before the shared schema checks it. */
function draftOf(fields: EntryFields): Record<string, unknown> {
  const note = fields.note || null;
  switch (fields.kind) {
    case 'holiday':
      return { from_date: fields.date, to_date: fields.to_date, note };
    case 'blocked_day':
      return { kind: fields.kind, date: fields.date, to_date: fields.to_date || null, note };
    case 'weekday':
      return { kind: fields.kind, weekday: fields.weekday, note };
    case 'time_of_day':
      return { kind: fields.kind, time_of_day: fields.time_of_day || undefined, weekday: fields.weekday ?? null, note };
  }
}

/** An API field path (`from_date`, `to_date`, `weekday`…) as the form's field name; null when the form has none. */
export function fieldNameOf(path: string): keyof EntryFields | null {
  const root = path.split('.')[0] ?? '';
  if (root === 'from_date') return 'date';
  return root in emptyEntryFields() ? (root as keyof EntryFields) : null;
}

export type EntryValidation =
  { ok: true; request: EntryRequest } | { ok: false; errors: Partial<Record<keyof EntryFields, string>> };

function failed(issues: readonly { path: readonly PropertyKey[]; message: string }[]): EntryValidation {
  const errors: Partial<Record<keyof EntryFields, string>> = {};
  for (const issue of issues) {
    const name = fieldNameOf(issue.path.join('.'));
    if (name && !errors[name]) errors[name] = issue.message;
  }
  return { ok: false, errors };
}

/** Checks the form with the worker's schema of its kind; errors are validation keys, the first per field. */
export function validateEntry(fields: EntryFields): EntryValidation {
  const draft = draftOf(fields);
  if (fields.kind === 'holiday') {
    const result = HolidayBodySchema.safeParse(draft);
    return result.success ? { ok: true, request: { target: 'holiday', body: result.data } } : failed(result.error.issues);
  }
  const result = UnavailabilityBodySchema.safeParse(draft);
  return result.success ? { ok: true, request: { target: 'unavailability', body: result.data } } : failed(result.error.issues);
}
