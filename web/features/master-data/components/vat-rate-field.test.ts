import { describe, expect, it } from 'vitest';
import { formatVatRate, parseVatRate } from './vat-rate-field';

describe('VAT rates typed in percent', () => {
  it('parses one or two decimals into basis points', () => {
    expect(parseVatRate('8.1')).toBe(810);
    expect(parseVatRate('2,6')).toBe(260);
    expect(parseVatRate(' 3.80 ')).toBe(380);
    expect(parseVatRate('0')).toBe(0);
    expect(parseVatRate('')).toBeUndefined();
    expect(parseVatRate('8.125')).toBeNaN();
    expect(parseVatRate('8 %')).toBeNaN();
  });

  it('shows basis points as the percentage without trailing zeros', () => {
    expect(formatVatRate(810)).toBe('8.1');
    expect(formatVatRate(775)).toBe('7.75');
    expect(formatVatRate(0)).toBe('0');
    expect(formatVatRate(undefined)).toBe('');
  });
});
