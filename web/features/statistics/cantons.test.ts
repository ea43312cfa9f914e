import { describe, expect, it } from 'vitest';
import { cantons } from '@/lib/contract';
import { cantonName, cantonsByName } from './cantons';
import { bucketLabel, formatAverage, formatDays, formatHours } from './format';

describe('canton names', () => {
  it('has an official name for every canton in every interface language', () => {
    for (const language of ['de', 'fr', 'it', 'en']) {
      const names = cantons.map((canton) => cantonName(canton, language));
      expect(new Set(names).size, language).toBe(26);
      expect(names.every((name) => name.length > 2)).toBe(true);
    }
  });

  it('names a canton in the reader’s language, German for any other', () => {
    expect(cantonName('GE', 'de')).toBe('Genf');
    expect(cantonName('GE', 'fr')).toBe('Genève');
    expect(cantonName('GE', 'it')).toBe('Ginevra');
    expect(cantonName('GE', 'en')).toBe('Geneva');
    expect(cantonName('GE', 'es')).toBe('Genf');
  });

  it('sorts by the name in the reader’s language', () => {
    expect(cantonsByName(['AI', 'AR', 'ZH'], 'de')).toEqual(['AR', 'AI', 'ZH']);
    expect(cantonsByName(['SO', 'TI', 'SZ'], 'fr')).toEqual(['SZ', 'SO', 'TI']);
    expect(cantonsByName(['GR', 'JU', 'GE'], 'it')).toEqual(['GE', 'JU', 'GR']);
    expect(cantonsByName(['GE', 'FR', 'BE'], 'en')).toEqual(['BE', 'FR', 'GE']);
  });
});

describe('report number formats', () => {
  it('writes hours, days and averages the Swiss way of each language', () => {
    expect(formatHours(12.5, 'de')).toMatch(/^12\.5\s?Std\.$/);
    expect(formatHours(3, 'fr')).toMatch(/^3\sh$/);
    expect(formatAverage(4.25, 'fr')).toBe('4,3');
    expect(formatAverage(null, 'de')).toBe('–');
    expect(formatDays(21.75, 'de')).toBe('21.8');
    expect(bucketLabel(15, 30)).toBe('15–30');
    expect(bucketLabel(181, null)).toBe('181+');
  });
});
