import { describe, expect, it } from 'vitest';
import { emptyEntryFields, entryToFields, fieldNameOf, validateEntry, type EntryFields } from './entry-values';

const future = (days: number) => {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

const fields = (overrides: Partial<EntryFields>): EntryFields => ({ ...emptyEntryFields(), ...overrides });

describe('the unavailability form values', () => {
  it('sends a blocked day, a range, holidays, a weekday and a time of day as the API expects them', () => {
    expect(validateEntry(fields({ date: future(3), note: 'Arzt' }))).toEqual({
      ok: true,
      request: { target: 'unavailability', body: { kind: 'blocked_day', date: future(3), to_date: null, note: 'Arzt' } },
    });
    expect(validateEntry(fields({ date: future(3), to_date: future(5) }))).toMatchObject({
      request: { body: { date: future(3), to_date: future(5), note: null } },
    });
    expect(validateEntry(fields({ kind: 'holiday', date: future(10), to_date: future(20) }))).toEqual({
      ok: true,
      request: { target: 'holiday', body: { from_date: future(10), to_date: future(20), note: null } },
    });
    // A weekday chosen before switching the kind is not sent with a blocked day.
    expect(validateEntry(fields({ kind: 'weekday', weekday: 2, date: future(1) }))).toEqual({
      ok: true,
      request: { target: 'unavailability', body: { kind: 'weekday', weekday: 2, note: null } },
    });
    expect(validateEntry(fields({ kind: 'time_of_day', time_of_day: 'afternoon' }))).toMatchObject({
      request: { body: { kind: 'time_of_day', time_of_day: 'afternoon', weekday: null } },
    });
  });

  it('reports the shared schema’s keys at the form’s fields', () => {
    expect(validateEntry(fields({}))).toEqual({ ok: false, errors: { date: 'required' } });
    expect(validateEntry(fields({ date: future(5), to_date: future(4) }))).toEqual({
      ok: false,
      errors: { to_date: 'end_date_before_start' },
    });
    expect(validateEntry(fields({ kind: 'holiday', date: future(5) }))).toEqual({ ok: false, errors: { to_date: 'required' } });
    expect(validateEntry(fields({ kind: 'holiday', to_date: future(5) }))).toEqual({ ok: false, errors: { date: 'required' } });
    expect(validateEntry(fields({ kind: 'weekday' }))).toEqual({ ok: false, errors: { weekday: 'required' } });
    expect(validateEntry(fields({ kind: 'time_of_day' }))).toEqual({ ok: false, errors: { time_of_day: 'required' } });
  });

  it('fills the form from an entry and maps API paths back to its fields', () => {
    expect(entryToFields({ id: 1, kind: 'holiday', from_date: '2027-07-01', to_date: '2027-07-14', note: null })).toEqual(
      fields({ kind: 'holiday', date: '2027-07-01', to_date: '2027-07-14' }),
    );
    expect(entryToFields({ id: 2, kind: 'time_of_day', time_of_day: 'evening', weekday: null, note: 'Chor' })).toEqual(
      fields({ kind: 'time_of_day', time_of_day: 'evening', note: 'Chor' }),
    );
    expect(entryToFields({ id: 3, kind: 'blocked_day', date: '2027-07-01', to_date: null, note: null })).toEqual(
      fields({ date: '2027-07-01' }),
    );
    expect(fieldNameOf('from_date')).toBe('date');
    expect(fieldNameOf('to_date')).toBe('to_date');
    expect(fieldNameOf('kind')).toBe('kind');
    expect(fieldNameOf('unknown')).toBeNull();
  });
});
