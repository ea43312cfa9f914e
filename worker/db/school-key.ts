/**
 * A school's identity (docs/decisions/062-reach.md): its institution name trimmed, inner whitespace (spaces, tabs,
 * line breaks; runs up to 32) collapsed to one space, lower case (accents kept: `É` → `é`), and the postcode as typed
 * (trimmed), joined by char(31). SQLite has no regular expressions: five passes of `replace('  ', ' ')`, ASCII by
 * `lower()` and the upper-case accented letters of the national languages by `replace`. Only deterministic functions
 * and constants: it is the expression of the generated column `workshops.school_key` (migration 0032), indexed, so the
 * reach reads it from an index instead of computing it per workshop and query.
 */

/** Upper-case letters of the four national languages that SQLite's ASCII-only `lower()` leaves as they are. */
export const UPPER_ACCENTED = 'ÄÖÜÀÂÆÇÉÈÊËÎÏÔŒÙÛŸ';

/** The key as SQL text over the two column expressions given (`"institute"`, `"postcode"`). */
export function schoolKeyExpression(institute: string, postcode: string): string {
  let name = `replace(replace(replace(${institute}, char(9), ' '), char(10), ' '), char(13), ' ')`;
  for (let pass = 0; pass < 5; pass++) name = `replace(${name}, '  ', ' ')`;
  name = `lower(trim(${name}))`;
  for (const letter of UPPER_ACCENTED) name = `replace(${name}, '${letter}', '${letter.toLowerCase()}')`;
  return `(${name} || char(31) || coalesce(trim(${postcode}), ''))`;
}
