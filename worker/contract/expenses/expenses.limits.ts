/** Plain constants shared with the SPA (no zod: the SPA's start-up bundle imports them). */

/** At most this many receipts per expense. */
export const MAX_RECEIPTS = 10;
export const DESCRIPTION_MAX_LENGTH = 1000;
/** At most this many expenses marked paid out at once. */
export const MAX_PAID_OUT_IDS = 500;
/** Finance's reason for correcting or deleting a coach's expense (the coach reads it). */
export const CORRECTION_REASON_MAX_LENGTH = 500;
