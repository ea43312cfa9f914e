import { describe, expect, it } from 'vitest';
import type { FeeItem } from '@/lib/contract';
import { formatPayoutMonth, guideCentimes, itemKey, paidOutBody, parseHours } from './fees';

const item = (kind: FeeItem['kind'], id: number, amount: number, state: FeeItem['state'] = 'pending') =>
  ({ kind, id, amount_centimes: amount, state }) as FeeItem;

describe('coach fees helpers', () => {
  it('names the payout month in the UI language', () => {
    expect(formatPayoutMonth('2026-11', 'de')).toBe('November 2026');
    expect(formatPayoutMonth('2026-11', 'fr')).toBe('novembre 2026');
    expect(formatPayoutMonth('2027-01', 'it')).toBe('gennaio 2027');
    expect(formatPayoutMonth('2026-03', 'en')).toBe('March 2026');
  });

  it('follows the extra-fee guide only for the hours it names', () => {
    expect(guideCentimes(3)).toBe(2_500);
    expect(guideCentimes(4)).toBe(5_000);
    expect(guideCentimes(5)).toBeNull();
    expect(guideCentimes(null)).toBeNull();
  });

  it('reads hours with a point or a comma and refuses the rest', () => {
    expect(parseHours('3')).toBe(3);
    expect(parseHours('3,5')).toBe(3.5);
    expect(parseHours('')).toBeNull();
    expect(parseHours('0')).toBeNull();
    expect(parseHours('25')).toBeNull();
    expect(parseHours('drei')).toBeNull();
  });

  it('sends only the selected pending rows, split by kind, with their sum', () => {
    const items = [item('fee', 1, 30_000), item('extra-fee', 1, 2_500), item('fee', 2, 10_000, 'paid-out'), item('fee', 3, 5)];
    const selected = new Set([itemKey(items[0]!), itemKey(items[1]!), itemKey(items[2]!)]);
    expect(paidOutBody(items, selected)).toEqual({ fee_ids: [1], extra_fee_ids: [1], total_centimes: 32_500 });
  });
});
