import { describe, expect, it } from 'vitest';
import { formatHours, loadPercent, quickPeriod } from './period';

describe('allocation periods', () => {
  it('this week runs Monday to Sunday', () => {
    expect(quickPeriod('week', '2026-12-03')).toEqual({ from: '2026-11-30', to: '2026-12-06' });
    expect(quickPeriod('week', '2026-12-06')).toEqual({ from: '2026-11-30', to: '2026-12-06' });
    expect(quickPeriod('week', '2026-11-30')).toEqual({ from: '2026-11-30', to: '2026-12-06' });
  });

  it('the next four weeks start today', () => {
    expect(quickPeriod('four_weeks', '2026-12-20')).toEqual({ from: '2026-12-20', to: '2027-01-17' });
  });

  it('this semester: autumn from August to January, spring from February to July', () => {
    expect(quickPeriod('semester', '2026-09-15')).toEqual({ from: '2026-08-01', to: '2027-01-31' });
    expect(quickPeriod('semester', '2027-01-31')).toEqual({ from: '2026-08-01', to: '2027-01-31' });
    expect(quickPeriod('semester', '2027-02-01')).toEqual({ from: '2027-02-01', to: '2027-07-31' });
    expect(quickPeriod('semester', '2027-07-31')).toEqual({ from: '2027-02-01', to: '2027-07-31' });
    expect(quickPeriod('semester', '2027-08-01')).toEqual({ from: '2027-08-01', to: '2028-01-31' });
  });

  it('shows hours with one decimal and bars relative to the busiest', () => {
    expect(formatHours(210, 'de')).toMatch(/^3\.5\s?Std\.$/);
    expect(formatHours(120, 'de')).toMatch(/^2\s?Std\.$/);
    expect([loadPercent(3, 4), loadPercent(0, 0), loadPercent(4, 4)]).toEqual([75, 0, 100]);
  });
});
