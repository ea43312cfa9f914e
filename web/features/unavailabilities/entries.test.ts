import { describe, expect, it } from 'vitest';
import { compareEntries, coversDay, entriesByDay, groupEntries, isoWeekdayOf, toEntries, type Entry } from './entries';

const range: Entry = { id: 1, kind: 'blocked_day', date: '2027-03-08', to_date: '2027-03-10', note: 'Kurs' };
const single: Entry = { id: 2, kind: 'blocked_day', date: '2027-03-15', to_date: null, note: null };
const holiday: Entry = { id: 1, kind: 'holiday', from_date: '2027-03-26', to_date: '2027-04-04', note: null };
const wednesdays: Entry = { id: 3, kind: 'weekday', weekday: 3, note: null };
const fridayMornings: Entry = { id: 4, kind: 'time_of_day', time_of_day: 'before_noon', weekday: 5, note: null };
const evenings: Entry = { id: 5, kind: 'time_of_day', time_of_day: 'evening', weekday: null, note: null };
const all = [evenings, fridayMornings, wednesdays, holiday, single, range];

describe('unavailability entries on calendar days', () => {
  it('turns the API answer into entries, holidays marked by their kind', () => {
    const entries = toEntries({
      unavailabilities: [range],
      holidays: [{ id: 1, from_date: '2027-03-26', to_date: '2027-04-04', note: null }],
    });
    expect(entries).toEqual([range, holiday]);
  });

  it('numbers weekdays from Monday (1) to Sunday (7)', () => {
    expect(isoWeekdayOf('2027-03-08')).toBe(1);
    expect(isoWeekdayOf('2027-03-14')).toBe(7);
    // Across the switch to summer time a day is still a day.
    expect(isoWeekdayOf('2027-03-28')).toBe(7);
  });

  it('knows which days an entry covers', () => {
    expect(['2027-03-07', '2027-03-08', '2027-03-10', '2027-03-11'].map((day) => coversDay(range, day))).toEqual([
      false,
      true,
      true,
      false,
    ]);
    expect(coversDay(single, '2027-03-15')).toBe(true);
    expect(coversDay(holiday, '2027-04-01')).toBe(true);
    expect(coversDay(wednesdays, '2027-03-10')).toBe(true);
    expect(coversDay(wednesdays, '2027-03-11')).toBe(false);
    expect(coversDay(fridayMornings, '2027-03-12')).toBe(true);
    expect(coversDay(evenings, '2027-03-11')).toBe(true);
  });

  it('expands the entries onto the days shown, in kind order, leaving every-day blocks out', () => {
    const days = ['2027-03-08', '2027-03-09', '2027-03-10', '2027-03-11', '2027-03-12', '2027-03-13'];
    const byDay = entriesByDay(days, all);
    expect([...byDay.keys()]).toEqual(['2027-03-08', '2027-03-09', '2027-03-10', '2027-03-12']);
    expect(byDay.get('2027-03-10')).toEqual([range, wednesdays]);
    expect(byDay.get('2027-03-12')).toEqual([fridayMornings]);
    // Holidays across a month end.
    expect(entriesByDay(['2027-03-31', '2027-04-04', '2027-04-05'], [holiday]).size).toBe(2);
  });

  it('orders by kind, then by date, weekday or time of day', () => {
    const mornings: Entry = { id: 9, kind: 'time_of_day', time_of_day: 'before_noon', weekday: null, note: null };
    expect([...all, mornings].sort(compareEntries)).toEqual([
      range,
      single,
      holiday,
      wednesdays,
      mornings,
      fridayMornings,
      evenings,
    ]);
  });

  it('groups current and future entries by kind and puts what is over aside', () => {
    const { groups, past } = groupEntries(all, '2027-03-11');
    expect(groups.get('blocked_day')).toEqual([single]);
    expect(groups.get('holiday')).toEqual([holiday]);
    expect(groups.get('weekday')).toEqual([wednesdays]);
    expect(groups.get('time_of_day')).toEqual([fridayMornings, evenings]);
    expect(past).toEqual([range]);
    // A range is current up to its last day.
    expect(groupEntries([range], '2027-03-10').past).toEqual([]);
  });
});
