import { describe, expect, it } from 'vitest';
import { monthPeriod, nextMonthOf } from './period';

describe('the plan period', () => {
  it('defaults to the month after today, across the turn of the year', () => {
    expect(nextMonthOf('2026-11-24')).toBe('2026-12');
    expect(nextMonthOf('2026-12-31')).toBe('2027-01');
  });

  it('runs from the first to the last day of the month, leap years included', () => {
    expect(monthPeriod('2027-02')).toEqual({ from: '2027-02-01', to: '2027-02-28' });
    expect(monthPeriod('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthPeriod('2026-12')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });
});
