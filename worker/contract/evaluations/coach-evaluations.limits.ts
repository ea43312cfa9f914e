/** Limits of the coaches' evaluations shared with the SPA (no zod here). */

/** The longest comment an associate sends back with an evaluation, in characters. */
export const REVIEW_COMMENT_MAX = 2000;
/** The longest page of the validation queue. */
export const TO_VALIDATE_MAX_PER_PAGE = 100;
