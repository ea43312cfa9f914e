import { describe, expect, it } from 'vitest';
import {
  clampDate,
  dateValueOf,
  expandYear,
  formatDateText,
  monthFieldYears,
  monthParts,
  monthValueOf,
  parseDateText,
  parseTimeText,
  timeValueOf,
} from './parse';

const final = { final: true, currentYear: 2026 };
const typing = { final: false, currentYear: 2026 };

describe('dates typed the Swiss way', () => {
  it('reads day.month.year with one or two digits for day and month', () => {
    expect(parseDateText('3.12.2026', typing)).toBe('2026-12-03');
    expect(parseDateText('03.12.2026', typing)).toBe('2026-12-03');
    expect(parseDateText(' 3. 1. 2027 ', typing)).toBe('2027-01-03');
    expect(parseDateText('3/12/2026', typing)).toBe('2026-12-03');
    expect(parseDateText('3-12-2026', typing)).toBe('2026-12-03');
  });

  it('reads two-digit years and six digits only once the person is done typing', () => {
    expect(parseDateText('03.12.26', typing)).toBeNull();
    expect(parseDateText('03.12.26', final)).toBe('2026-12-03');
    expect(parseDateText('031226', typing)).toBeNull();
    expect(parseDateText('031226', final)).toBe('2026-12-03');
    expect(parseDateText('03122026', typing)).toBe('2026-12-03');
    // `3.12.20` on its way to `3.12.2026` is not the year 2020.
    expect(parseDateText('3.12.20', typing)).toBeNull();
  });

  it('puts a two-digit year in this century up to 20 years ahead, otherwise in the last', () => {
    expect(expandYear(26, 2026)).toBe(2026);
    expect(expandYear(46, 2026)).toBe(2046);
    expect(expandYear(47, 2026)).toBe(1947);
    expect(expandYear(90, 2026)).toBe(1990);
    expect(parseDateText('12.04.90', final)).toBe('1990-04-12');
  });

  it('reads a pasted ISO date and round-trips it through the display format', () => {
    expect(parseDateText('2026-12-03', typing)).toBe('2026-12-03');
    expect(parseDateText('2026-1-3', typing)).toBe('2026-01-03');
    expect(formatDateText('2026-12-03')).toBe('03.12.2026');
    expect(parseDateText(formatDateText('2026-12-03'), typing)).toBe('2026-12-03');
    for (const iso of ['1900-01-01', '2024-02-29', '2200-12-31']) {
      expect(parseDateText(formatDateText(iso), final)).toBe(iso);
    }
  });

  it('refuses impossible dates and keeps the text as the value, so the schema says date_invalid', () => {
    expect(parseDateText('31.02.2026', final)).toBeNull();
    expect(parseDateText('29.02.2027', final)).toBeNull();
    expect(parseDateText('1.13.2026', final)).toBeNull();
    expect(parseDateText('01.01.0026', final)).toBeNull();
    expect(parseDateText('2026-02-30', final)).toBeNull();
    expect(parseDateText('morgen', final)).toBeNull();
    expect(dateValueOf('31.02.2026', final)).toBe('31.02.2026');
    expect(dateValueOf(' 3.12.202 ', typing)).toBe('3.12.202');
    expect(formatDateText('31.02.2026')).toBe('31.02.2026');
  });

  it('reports an empty field as empty', () => {
    expect(parseDateText('', final)).toBe('');
    expect(dateValueOf('   ', final)).toBe('');
    expect(formatDateText('')).toBe('');
    expect(formatDateText(undefined)).toBe('');
  });

  it('keeps a day within min and max', () => {
    expect(clampDate('2026-12-01', '2026-12-10', undefined)).toBe('2026-12-10');
    expect(clampDate('2026-12-31', undefined, '2026-12-24')).toBe('2026-12-24');
    expect(clampDate('2026-12-15', '2026-12-10', '2026-12-24')).toBe('2026-12-15');
  });
});

describe('times typed as people write them', () => {
  it('normalises to HH:MM, 24 hours', () => {
    expect(parseTimeText('9:45')).toBe('09:45');
    expect(parseTimeText('945')).toBe('09:45');
    expect(parseTimeText('0945')).toBe('09:45');
    expect(parseTimeText('9.45')).toBe('09:45');
    expect(parseTimeText('9h45')).toBe('09:45');
    expect(parseTimeText('14')).toBe('14:00');
    expect(parseTimeText('14h')).toBe('14:00');
    expect(parseTimeText('23:59')).toBe('23:59');
    expect(parseTimeText('00:00')).toBe('00:00');
  });

  it('keeps what is no time as typed (the schema says time_invalid)', () => {
    expect(parseTimeText('24:00')).toBeNull();
    expect(parseTimeText('9:60')).toBeNull();
    expect(parseTimeText('9:45 PM')).toBeNull();
    expect(timeValueOf('25:00')).toBe('25:00');
    expect(timeValueOf('')).toBe('');
  });
});

describe('months', () => {
  it('splits and joins YYYY-MM', () => {
    expect(monthParts('2026-12')).toEqual({ year: '2026', month: '12' });
    expect(monthParts('2026-13')).toEqual({ year: '', month: '' });
    expect(monthParts(undefined)).toEqual({ year: '', month: '' });
    expect(monthValueOf('2026', '03')).toBe('2026-03');
    expect(monthValueOf('2026', '')).toBe('');
    expect(monthValueOf('', '03')).toBe('');
  });

  it('offers the years between min and max, and the value’s own', () => {
    expect(monthFieldYears('', undefined, undefined, 2026)).toEqual([
      2021, 2022, 2023, 2024, 2025, 2026, 2027, 2028, 2029, 2030, 2031,
    ]);
    expect(monthFieldYears('', '2026-05', '2027-02', 2026)).toEqual([2026, 2027]);
    expect(monthFieldYears('2019-03', '2026-05', '2027-02', 2026)).toEqual([2019, 2026, 2027]);
  });
});
