import { describe, expect, it } from 'vitest';
import { change, pairByKey, previousYearFilters } from './year-on-year';

describe('change against the previous school year', () => {
  it('gives the difference and the percent of the previous figure', () => {
    expect(change(120, 100)).toEqual({ previous: 100, delta: 20, percent: 20 });
    expect(change(2, 3)).toEqual({ previous: 3, delta: -1, percent: -33.3 });
    expect(change(7, 3)).toEqual({ previous: 3, delta: 4, percent: 133.3 });
    expect(change(5, 5)).toEqual({ previous: 5, delta: 0, percent: 0 });
  });

  it('rounds half away from zero, both ways alike', () => {
    // 1/8 = 12.5 % and -1/8 = -12.5 %: one decimal keeps them; 1/16 = 6.25 % rounds to 6.3 and -6.25 % to -6.3.
    expect(change(9, 8).percent).toBe(12.5);
    expect(change(7, 8).percent).toBe(-12.5);
    expect(change(17, 16).percent).toBe(6.3);
    expect(change(15, 16).percent).toBe(-6.3);
    expect(change(4.3, 4.1).delta).toBe(0.2);
    expect(change(0.1, 0.3).delta).toBe(-0.2);
  });

  it('has no percent from nothing and no change without a previous figure', () => {
    expect(change(4, 0)).toEqual({ previous: 0, delta: 4, percent: null });
    expect(change(4, null)).toEqual({ previous: null, delta: null, percent: null });
    expect(change(4, undefined)).toEqual({ previous: null, delta: null, percent: null });
    expect(change(null, 4.2)).toEqual({ previous: 4.2, delta: null, percent: null });
  });
});

describe('rows paired by key', () => {
  it('keeps this year’s order and adds the keys only last year had', () => {
    const current = [
      { key: 'BE', n: 5 },
      { key: null, n: 1 },
    ];
    const previous = [
      { key: 'ZH', n: 2 },
      { key: 'BE', n: 3 },
    ];
    expect(pairByKey(current, previous)).toEqual([
      { key: 'BE', current: { key: 'BE', n: 5 }, previous: { key: 'BE', n: 3 } },
      { key: null, current: { key: null, n: 1 }, previous: undefined },
      { key: 'ZH', current: undefined, previous: { key: 'ZH', n: 2 } },
    ]);
  });
});

describe('the previous school year’s filters', () => {
  it('moves a school year back by one and keeps the other filters', () => {
    expect(previousYearFilters({ school_year: 2025, canton: 'BE' }, { from: '2025-08-01', to: '2026-07-31' })).toEqual({
      school_year: 2024,
      from: undefined,
      to: undefined,
      canton: 'BE',
    });
    expect(previousYearFilters({ from: '2025-08-01', to: '2026-07-31' }, { from: '2025-08-01', to: '2026-07-31' })).toEqual({
      school_year: 2024,
      from: undefined,
      to: undefined,
    });
  });

  it('has none for a period of other dates', () => {
    expect(previousYearFilters({ from: '2025-09-01', to: '2026-07-31' }, { from: '2025-09-01', to: '2026-07-31' })).toBeNull();
  });
});
