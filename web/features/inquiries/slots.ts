import { isValidIsoDate, isWeekend } from '@/lib/contract';
import type { SlotFields } from './values';

/**
 * Spec defaults of a new slot: 08:00 to 10:00; the alternative ends at 10:00 and has no default start. The contract's
 * `SLOT_DEFAULTS` (in the zod schema's module, which the public page does not load); rules.parity.test.ts checks
 * that both agree.
 */
export const SLOT_DEFAULTS = { startTime: '08:00', endTime: '10:00', altStartTime: '', altEndTime: '10:00' } as const;

/** Per workshop the school may ask for 0 to 10 dates (the API takes at most 30 slots in all). */
export const MIN_AMOUNT = 0;
export const MAX_AMOUNT = 10;
export const MAX_SLOTS = 30;

export const clampAmount = (amount: number): number =>
  Number.isFinite(amount) ? Math.min(MAX_AMOUNT, Math.max(MIN_AMOUNT, Math.trunc(amount))) : MIN_AMOUNT;

let uidCounter = 0;
/** A client-side identity for a new slot (crypto.randomUUID where available). */
export function createSlotUid(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  uidCounter += 1;
  return `slot-${Date.now().toString(36)}-${uidCounter}`;
}

/** A new slot of a workshop with the contract's defaults (spec: 08:00–10:00, alternative ending 10:00). */
export function newSlot(workshopId: number, uid: string = createSlotUid()): SlotFields {
  return { uid, workshopId, date: '', ...SLOT_DEFAULTS, altDate: '' };
}

export const countSlots = (slots: readonly { workshopId: number }[], workshopId: number): number =>
  slots.reduce((count, slot) => (slot.workshopId === workshopId ? count + 1 : count), 0);

/**
 * Sets the amount of one workshop: adds new slots at the end or removes that workshop's last slots, so that the
 * workshop has exactly `amount` slots (clamped to 0..10). Other workshops' slots and the order are untouched.
 */
export function resizeSlots<S extends { workshopId: number }>(
  slots: readonly S[],
  workshopId: number,
  amount: number,
  create: (workshopId: number) => S,
): S[] {
  const target = clampAmount(amount);
  const current = countSlots(slots, workshopId);
  if (target === current) return [...slots];
  if (target > current) {
    const room = Math.max(0, MAX_SLOTS - slots.length);
    const added = Array.from({ length: Math.min(target - current, room) }, () => create(workshopId));
    return [...slots, ...added];
  }
  let toRemove = current - target;
  const next: S[] = [];
  for (let index = slots.length - 1; index >= 0; index--) {
    const slot = slots[index] as S;
    if (toRemove > 0 && slot.workshopId === workshopId) {
      toRemove--;
      continue;
    }
    next.push(slot);
  }
  return next.reverse();
}

/** Does the slot's date or alternative date fall on a Saturday or Sunday? */
export const slotOnWeekend = (slot: Pick<SlotFields, 'date' | 'altDate'>): boolean =>
  [slot.date, slot.altDate].some((date) => !!date && isValidIsoDate(date) && isWeekend(date));

/** Indices of the slots on a weekend that the school has not confirmed yet (submission is blocked until it has). */
export const unconfirmedWeekendSlots = (slots: readonly SlotFields[]): number[] =>
  slots.flatMap((slot, index) => (slotOnWeekend(slot) && !slot.weekendAccepted ? [index] : []));
