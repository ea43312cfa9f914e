import { describe, expect, it } from 'vitest';
import { formatFrancs, parseFrancs } from './money-field';

describe('CHF amounts', () => {
  it('parses what people type into centimes', () => {
    expect(parseFrancs("4'500.50")).toBe(450050);
    expect(parseFrancs('1234,5')).toBe(123450);
    expect(parseFrancs(' 80 ')).toBe(8000);
    expect(parseFrancs('')).toBeNull();
    expect(parseFrancs('12.345')).toBeNaN();
    expect(parseFrancs('abc')).toBeNaN();
  });

  it('formats centimes for the input', () => {
    expect(formatFrancs(450050)).toBe('4500.50');
    expect(formatFrancs(null)).toBe('');
  });
});
