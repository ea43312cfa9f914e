/** Limits shared with the SPA (no zod here, so the public page's bundle stays small). */

/** The longest free-text answer, in characters. */
export const ANSWER_TEXT_MAX = 2000;
export const RATING_MIN = 1;
export const RATING_MAX = 5;
/** A public link takes responses for this long after it was sent. */
export const PUBLIC_LINK_DAYS = 60;
