/** Plain constants of coach fees (no zod): the SPA's start-up bundle may import them. */

/** The guide shown (not enforced) when an extra fee is entered: hours of travel or break time → CHF. */
export const EXTRA_FEE_GUIDE = [
  { hours: 3, centimes: 2_500 },
  { hours: 4, centimes: 5_000 },
] as const;

/** At most this many fees and extra fees in one bulk paid-out request. */
export const MAX_PAYOUT_ITEMS = 500;

export const feeKinds = ['fee', 'extra-fee'] as const;
export type FeeKind = (typeof feeKinds)[number];

/** The `{state}` of the finance list. */
export const feeListStates = ['pending', 'paid-out', 'all'] as const;
export type FeeListState = (typeof feeListStates)[number];
