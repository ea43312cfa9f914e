import { describe, expect, it } from 'vitest';
import { centimesToDecimal, formatChf, sumCentimes } from './money';

describe('money', () => {
  it('formats centimes the Swiss way', () => {
    expect(formatChf(123450)).toBe("CHF 1'234.50");
    expect(formatChf(5)).toBe('CHF 0.05');
    expect(formatChf(100000000)).toBe("CHF 1'000'000.00");
    expect(formatChf(-2500)).toBe('CHF -25.00');
  });

  it('writes the plain decimal of payment files and sums exactly', () => {
    expect(centimesToDecimal(123450)).toBe('1234.50');
    expect(centimesToDecimal(7)).toBe('0.07');
    expect(sumCentimes([10, 20, 30])).toBe(60);
  });
});
