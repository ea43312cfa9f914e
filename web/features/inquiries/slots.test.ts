import { describe, expect, it } from 'vitest';
import { SLOT_DEFAULTS as CONTRACT_SLOT_DEFAULTS } from '@contract/inquiries/inquiries.schemas';
import {
  clampAmount,
  countSlots,
  MAX_SLOTS,
  newSlot,
  resizeSlots,
  SLOT_DEFAULTS,
  slotOnWeekend,
  unconfirmedWeekendSlots,
} from './slots';

let counter = 0;
const make = (workshopId: number) => ({ workshopId, uid: `new-${++counter}` });
const slot = (workshopId: number, uid: string) => ({ workshopId, uid });

describe('resizeSlots (amount -> slots)', () => {
  it('adds slots of the workshop at the end until its count equals the amount', () => {
    const slots = [slot(1, 'a'), slot(2, 'b')];
    const next = resizeSlots(slots, 1, 3, make);
    expect(countSlots(next, 1)).toBe(3);
    expect(next.slice(0, 2)).toEqual(slots);
    expect(next.slice(2).every((s) => s.workshopId === 1 && s.uid.startsWith('new-'))).toBe(true);
    expect(slots).toHaveLength(2); // not mutated
  });

  it("removes the workshop's last slots and leaves the others (and their order) alone", () => {
    const slots = [slot(1, 'a'), slot(2, 'b'), slot(1, 'c'), slot(2, 'd'), slot(1, 'e')];
    expect(resizeSlots(slots, 1, 1, make).map((s) => s.uid)).toEqual(['a', 'b', 'd']);
    expect(resizeSlots(slots, 2, 0, make).map((s) => s.uid)).toEqual(['a', 'c', 'e']);
  });

  it('keeps the list as it is when the amount does not change', () => {
    const slots = [slot(1, 'a')];
    expect(resizeSlots(slots, 1, 1, make)).toEqual(slots);
    expect(resizeSlots([], 3, 0, make)).toEqual([]);
  });

  it('clamps the amount to 0..10 and the whole inquiry to 30 slots', () => {
    expect(clampAmount(-2)).toBe(0);
    expect(clampAmount(14)).toBe(10);
    expect(clampAmount(Number.NaN)).toBe(0);
    expect(clampAmount(2.7)).toBe(2);
    expect(countSlots(resizeSlots([], 1, 25, make), 1)).toBe(10);
    const full = Array.from({ length: 28 }, (_, i) => slot(2 + (i % 3), `x${i}`));
    expect(resizeSlots(full, 1, 5, make)).toHaveLength(MAX_SLOTS);
  });

  it('creates slots with the spec defaults (08:00–10:00, alternative ending 10:00) and a uid', () => {
    expect(SLOT_DEFAULTS).toEqual(CONTRACT_SLOT_DEFAULTS);
    const created = newSlot(7);
    expect(created).toMatchObject({ workshopId: 7, date: '', altDate: '', ...SLOT_DEFAULTS });
    expect(created).toMatchObject({ startTime: '08:00', endTime: '10:00', altEndTime: '10:00' });
    expect(created.uid).toBeTruthy();
    expect(newSlot(7).uid).not.toBe(created.uid);
  });
});

describe('weekend dates', () => {
  it('finds slots on a Saturday or Sunday (date or alternative) that are not confirmed', () => {
    expect(slotOnWeekend({ date: '2030-01-05', altDate: '' })).toBe(true); // Saturday
    expect(slotOnWeekend({ date: '2030-01-07', altDate: '2030-01-06' })).toBe(true); // Monday, alt Sunday
    expect(slotOnWeekend({ date: '2030-01-07', altDate: '' })).toBe(false);
    expect(slotOnWeekend({ date: '', altDate: '' })).toBe(false);
    const slots = [
      { ...newSlot(1), date: '2030-01-05' },
      { ...newSlot(1), date: '2030-01-05', weekendAccepted: true },
      { ...newSlot(1), date: '2030-01-07' },
    ];
    expect(unconfirmedWeekendSlots(slots)).toEqual([0]);
  });
});
