import { env } from 'cloudflare:test';

/** Production D1 caps a LIKE pattern at 50 bytes; the SQLite of local runs allows 50,000, so tests emulate the cap. */
const D1_LIKE_PATTERN_MAX_BYTES = 50;

const utf8 = new TextEncoder();

/** The LIKE patterns a bound value carries: a `%…` string, or the strings of a JSON array (see lib/text-search.ts). */
function patternsIn(value: unknown): string[] {
  if (typeof value !== 'string') return [];
  if (value.startsWith('%')) return [value];
  if (!value.startsWith('[')) return [];
  try {
    const list: unknown = JSON.parse(value);
    return Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string' && item.startsWith('%')) : [];
  } catch {
    return [];
  }
}

interface StatementWithSql {
  statement?: string;
}

/**
 * Makes every statement with a LIKE fail as production D1 does when a bound pattern is longer than 50 bytes
 * ("LIKE or GLOB pattern too complex"). The worker runs in the tests' isolate, so patching the binding's prototype
 * covers the requests sent through `api()`. Returns the function that undoes it.
 */
export function emulateD1LikeLimit(): () => void {
  const statementPrototype = Object.getPrototypeOf(env.DB.prepare('SELECT 1')) as { bind: (...values: unknown[]) => unknown };
  const originalBind = statementPrototype.bind;
  statementPrototype.bind = function (this: StatementWithSql, ...values: unknown[]) {
    if (/\bLIKE\b/i.test(this.statement ?? '')) {
      const tooLong = values.flatMap(patternsIn).find((pattern) => utf8.encode(pattern).length > D1_LIKE_PATTERN_MAX_BYTES);
      if (tooLong !== undefined) throw new Error('D1_ERROR: LIKE or GLOB pattern too complex: SQLITE_ERROR');
    }
    return originalBind.apply(this, values);
  };
  return () => {
    statementPrototype.bind = originalBind;
  };
}
