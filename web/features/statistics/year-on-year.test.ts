import { describe, expect, it } from 'vitest';
import { compareRows, formatDelta, formatFigure, formatPercentChange, formatPrevious, pairFigure, signed } from './year-on-year';

const MINUS = '\u2212';

describe('year on year, as written', () => {
  it('signs a change: + for growth, − (U+2212) for a decline, ± for none', () => {
    expect(signed(12, 'de')).toBe('+12');
    expect(signed(-3, 'de')).toBe(`${MINUS}3`);
    expect(signed(0, 'de')).toBe('±0');
    expect(signed(-0.04, 'de', 1, true)).toBe('±0.0');
    // Grouped as the Swiss locale groups (an apostrophe in de-CH; the exact character is the ICU's).
    expect(signed(1234, 'de')).toBe(`+${new Intl.NumberFormat('de-CH').format(1234)}`);
    expect(signed(1234, 'de')).toMatch(/^\+1.234$/);
    expect(signed(-2.5, 'fr', 1, true)).toBe(`${MINUS}2,5`);
  });

  it('writes the change of a count, a rate (in points) and an average, and the percent', () => {
    expect(formatDelta({ value: 57, previous: 50 }, 'de', 'Pp.')).toBe('+7');
    expect(formatDelta({ value: 66.7, previous: 70, kind: 'rate' }, 'de', 'Pp.')).toBe(`${MINUS}3.3\u00a0Pp.`);
    expect(formatDelta({ value: 4.4, previous: 4.1, kind: 'decimal', digits: 1 }, 'fr', 'pts')).toBe('+0,3');
    expect(formatDelta({ value: 4, previous: null }, 'de', 'Pp.')).toBe('–');
    expect(formatPercentChange(14, 'de')).toBe('+14.0\u00a0%');
    expect(formatPercentChange(-12.5, 'fr')).toBe(`${MINUS}12,5\u202f%`);
    expect(formatPercentChange(0, 'de')).toBe('±0.0\u00a0%');
    expect(formatPercentChange(null, 'de')).toBe('–');
  });

  it('writes the value and the previous value in the locale, rates with their percent sign', () => {
    expect(formatFigure({ value: 1234 }, 'de')).toBe(new Intl.NumberFormat('de-CH').format(1234));
    expect(formatFigure({ value: 75, kind: 'rate' }, 'de')).toBe('75.0\u00a0%');
    expect(formatFigure({ value: null, kind: 'rate' }, 'de')).toBe('–');
    expect(formatPrevious({ value: 3, previous: 0.13, kind: 'decimal', digits: 2 }, 'fr')).toBe('0,13');
    expect(formatPrevious({ value: 3 }, 'de')).toBe('–');
  });

  it('pairs the rows of both years: a row only last year counts 0 this year, an average none', () => {
    const current = [
      { key: 'BE', workshops: 22, average: 4.4 },
      { key: 'VD', workshops: 8, average: null },
    ];
    const previous = [
      { key: 'SG', workshops: 24, average: 4.0 },
      { key: 'BE', workshops: 20, average: 4.2 },
    ];
    const pairs = compareRows(current, previous);
    expect(pairs.map((pair) => pair.key)).toEqual(['BE', 'VD', 'SG']);
    expect(pairs.map((pair) => pairFigure(pair, (row) => row.workshops))).toEqual([
      { value: 22, previous: 20 },
      { value: 8, previous: 0 },
      { value: 0, previous: 24 },
    ]);
    expect(pairFigure(pairs[2]!, (row) => row.average, { missing: null }).value).toBeNull();
    // Without a previous year: this year's rows only, no previous value.
    expect(compareRows(current, undefined).map((pair) => pairFigure(pair, (row) => row.workshops))).toEqual([
      { value: 22 },
      { value: 8 },
    ]);
  });
});
