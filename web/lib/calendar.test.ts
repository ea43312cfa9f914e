import { describe, expect, it } from 'vitest';
import { calendarRange, groupByDate, isIsoDate, monthGrid, normalizeAnchor, shiftAnchor, weekDays } from './calendar';

describe('workshop calendar grid', () => {
  it('a month grid has whole weeks from Monday to Sunday, with the neighbours’ days', () => {
    const weeks = monthGrid('2026-12-17');
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual(['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06']);
    expect(weeks[4]![6]).toBe('2027-01-03');
    expect(weeks.every((week) => week.length === 7)).toBe(true);
  });

  it('a month that starts on a Monday and ends on a Sunday needs no neighbours (February 2027: four weeks)', () => {
    const weeks = monthGrid('2027-02-01');
    expect(weeks).toHaveLength(4);
    expect(weeks[0]![0]).toBe('2027-02-01');
    expect(weeks[3]![6]).toBe('2027-02-28');
  });

  it('a month starting on a Sunday needs six rows (August 2027)', () => {
    const weeks = monthGrid('2027-08-10');
    expect(weeks).toHaveLength(6);
    expect(weeks[0]![6]).toBe('2027-08-01');
  });

  it('a week runs Monday to Sunday, across month and year ends', () => {
    expect(weekDays('2026-12-31')).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
    expect(weekDays('2026-12-28')[0]).toBe('2026-12-28');
    expect(weekDays('2027-01-03')[0]).toBe('2026-12-28');
  });

  it('the range to load is the first and the last day shown', () => {
    expect(calendarRange('month', '2026-12-01')).toEqual({ from: '2026-11-30', to: '2027-01-03' });
    expect(calendarRange('week', '2026-12-02')).toEqual({ from: '2026-11-30', to: '2026-12-06' });
  });

  it('moves by months (to their first day) and weeks (to their Monday)', () => {
    expect(shiftAnchor('month', '2026-12-17', 1)).toBe('2027-01-01');
    expect(shiftAnchor('month', '2027-01-31', -1)).toBe('2026-12-01');
    expect(shiftAnchor('week', '2026-12-31', 1)).toBe('2027-01-04');
    expect(shiftAnchor('week', '2026-12-02', -1)).toBe('2026-11-23');
    expect(normalizeAnchor('month', '2026-03-29')).toBe('2026-03-01');
    // Across the switch to summer time (29 March 2026) a day is still a day.
    expect(normalizeAnchor('week', '2026-03-29')).toBe('2026-03-23');
    expect(weekDays('2026-03-29')[6]).toBe('2026-03-29');
  });

  it('groups workshops by day, in start-time order', () => {
    const grouped = groupByDate([
      { id: 1, date: '2026-12-02', start_time: '13:00' },
      { id: 2, date: '2026-12-01', start_time: '08:00' },
      { id: 3, date: '2026-12-02', start_time: '08:30' },
    ]);
    expect([...grouped.keys()]).toEqual(['2026-12-02', '2026-12-01']);
    expect(grouped.get('2026-12-02')!.map((w) => w.id)).toEqual([3, 1]);
  });

  it('knows a real ISO date', () => {
    expect(isIsoDate('2026-12-01')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('2026-1-1')).toBe(false);
    expect(isIsoDate(null)).toBe(false);
  });
});
