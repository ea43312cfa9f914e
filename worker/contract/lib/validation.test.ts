import { describe, expect, it } from 'vitest';
import { dateField, idParam, intParam, searchText, timeField } from './validation';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.message);

describe('dateField: the one date schema of bodies and filters', () => {
  it('takes real calendar days from 1900 to 2200', () => {
    for (const date of ['2024-02-29', '2026-12-31', '1900-01-01', '2200-12-31']) {
      expect(dateField().safeParse(date).success).toBe(true);
    }
  });

  it('refuses impossible days, months and years with date_invalid', () => {
    for (const date of ['2026-02-30', '2026-13-01', '0000-00-00', '0000-01-01', '1899-12-31', '2201-01-01', '2025-02-29']) {
      expect(messages(dateField().safeParse(date))).toEqual(['date_invalid']);
    }
    for (const date of ['2026-2-3', '26-02-03', '2026-02-03T00:00', ' 2026-02-03', '２０２６-02-03']) {
      expect(messages(dateField().safeParse(date))).toEqual(['date_invalid']);
    }
  });

  it('says the form’s own key for an empty or missing value', () => {
    expect(messages(dateField('required').safeParse(''))).toEqual(['required']);
    expect(messages(dateField('required').safeParse(undefined))).toEqual(['required']);
    expect(messages(dateField().safeParse(''))).toEqual(['date_invalid']);
    expect(messages(dateField().safeParse(20260101))).toEqual(['date_invalid']);
  });
});

describe('timeField: 00:00 to 23:59', () => {
  it('takes every minute of the day and nothing else', () => {
    for (const time of ['00:00', '08:05', '23:59']) expect(timeField().safeParse(time).success).toBe(true);
    for (const time of ['24:00', '23:60', '7:00', '07:00:00', '0700', '']) {
      expect(messages(timeField().safeParse(time))).toEqual(['time_invalid']);
    }
    expect(messages(timeField('required').safeParse(''))).toEqual(['required']);
  });
});

describe('idParam and intParam: plain digits only', () => {
  it('reads positive integers up to the largest safe one', () => {
    expect(idParam().parse('1')).toBe(1);
    expect(idParam().parse('9007199254740991')).toBe(Number.MAX_SAFE_INTEGER);
    expect(intParam(0, 5).parse('0')).toBe(0);
  });

  it('refuses what z.coerce would have read as a number', () => {
    for (const text of ['0x10', ' 1', '1 ', '1e1', '01', '-1', '+1', '1.0', '0', '', '9007199254740992', '1_000', '١']) {
      expect(messages(idParam().safeParse(text))).toEqual(['number_expected']);
    }
    expect(intParam(1, 5).safeParse('6').success).toBe(false);
  });
});

describe('searchText', () => {
  it('turns control characters into spaces and an empty search into no filter', () => {
    expect(searchText('').parse('ab\u0000cd')).toBe('ab cd');
    expect(searchText('').parse(' a \t\n b\u007f\u0085c ')).toBe('a b c');
    expect(searchText('').parse('\u0000 \u0001')).toBeUndefined();
    expect(searchText('').safeParse('x'.repeat(101)).success).toBe(false);
  });
});
