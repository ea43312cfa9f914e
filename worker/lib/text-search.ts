import { sql, type SQL } from 'drizzle-orm';

/**
 * D1 refuses a LIKE pattern longer than 50 bytes ("LIKE or GLOB pattern too complex"; plain SQLite allows 50,000, so
 * local runs do not show it). Every pattern we bind stays within this, wildcards and escapes included.
 */
export const LIKE_PATTERN_MAX_BYTES = 50;

const utf8 = new TextEncoder();
const byteLength = (text: string) => utf8.encode(text).length;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/**
 * One `%…%` pattern (escaped for `ESCAPE '\'`) per word of the search. A word too long for one pattern is cut into
 * pieces that must each appear: a row holding the whole word holds every piece, so long searches still find it.
 */
export function likePatterns(search: string): string[] {
  const patterns = new Set<string>();
  for (const word of search.split(/\s+/).filter(Boolean)) {
    let piece = '';
    for (const ch of word) {
      const escaped = escapeLike(ch);
      if (piece && byteLength(`%${piece}${escaped}%`) > LIKE_PATTERN_MAX_BYTES) {
        patterns.add(`%${piece}%`);
        piece = '';
      }
      piece += escaped;
    }
    if (piece) patterns.add(`%${piece}%`);
  }
  return [...patterns];
}

/**
 * Every word of `search` appears in at least one of `columns` (LIKE: case-insensitive for ASCII letters). The patterns
 * travel as one JSON parameter, so any number of words stays within D1's 100 bound parameters; NULL columns never match.
 */
export function everyWordIn(search: string, columns: SQL[]): SQL {
  const inAnyColumn = sql.join(
    columns.map((column) => sql`${column} LIKE p.value ESCAPE '\\'`),
    sql` OR `,
  );
  const patterns = JSON.stringify(likePatterns(search));
  return sql`NOT EXISTS (SELECT 1 FROM json_each(${patterns}) p WHERE coalesce(${inAnyColumn}, 0) = 0)`;
}

/**
 * Every word of `search` appears in `text` (one computed text per row): one LIKE per word, bound as parameters, cheaper
 * per row than the JSON patterns of `everyWordIn`, which a search of many words still uses to stay within D1's 100
 * bound parameters.
 */
export function everyWordInText(search: string, text: SQL): SQL {
  const patterns = likePatterns(search);
  if (patterns.length > 12) return everyWordIn(search, [text]);
  return sql.join(
    patterns.map((pattern) => sql`${text} LIKE ${pattern} ESCAPE '\\'`),
    sql` AND `,
  );
}
