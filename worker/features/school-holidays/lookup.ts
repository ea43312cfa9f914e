import { sql } from 'drizzle-orm';
import type { Canton } from '../../contract/enums';
import type { Database } from '../../lib/env';

export interface SchoolHolidayHit {
  canton: Canton;
  name: string;
  from_date: string;
  to_date: string;
}

/**
 * The school holidays of the canton of each postcode that contain the date, keyed `postcode|date`. One statement
 * for any number of pairs (the pairs go as one JSON parameter); a postcode without a canton finds nothing.
 */
export async function schoolHolidaysOn(
  db: Database,
  pairs: readonly { postcode: string | null; date: string }[],
): Promise<Map<string, SchoolHolidayHit[]>> {
  const wanted = pairs.filter((p): p is { postcode: string; date: string } => Boolean(p.postcode));
  const found = new Map<string, SchoolHolidayHit[]>();
  if (wanted.length === 0) return found;
  const rows = await db.all<SchoolHolidayHit & { postcode: string; date: string }>(sql`
    SELECT p.value ->> 'postcode' AS postcode, p.value ->> 'date' AS date, h.canton, h.name, h.from_date, h.to_date
    FROM json_each(${JSON.stringify(wanted)}) p
    JOIN postcode_cantons pc ON pc.postcode = p.value ->> 'postcode'
    JOIN school_holidays h ON h.canton = pc.canton AND h.from_date <= p.value ->> 'date' AND h.to_date >= p.value ->> 'date'
    ORDER BY h.from_date`);
  for (const { postcode, date, ...hit } of rows) {
    const key = `${postcode}|${date}`;
    found.set(key, [...(found.get(key) ?? []), hit]);
  }
  return found;
}

export interface DatedSchoolHoliday extends SchoolHolidayHit {
  date: string;
}

/** Per date of a workshop (or series), the holidays of its school's canton containing it: one line per hit. */
export async function schoolHolidaysOnDates(
  db: Database,
  dates: readonly { postcode: string | null; date: string }[],
): Promise<DatedSchoolHoliday[]> {
  const hits = await schoolHolidaysOn(db, dates);
  return dates.flatMap(({ postcode, date }) => (hits.get(`${postcode}|${date}`) ?? []).map((hit) => ({ date, ...hit })));
}
