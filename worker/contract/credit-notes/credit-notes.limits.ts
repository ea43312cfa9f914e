/** Plain constants shared with the SPA (no zod: the SPA's start-up bundle imports them). */

/** The reason printed on a credit note (decision 059). */
export const CREDIT_NOTE_REASON_MAX_LENGTH = 500;
