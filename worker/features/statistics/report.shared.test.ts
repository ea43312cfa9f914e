import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { db } from '../../test/factories';
import { schoolYearOf } from '../../contract/statistics/school-years';
import { schoolYearSql, zurichDateSql } from './report.shared';

/** The SQL date helpers against JavaScript's own Europe/Zurich calendar and the school-year rule. */

const zurichDay = (seconds: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    seconds * 1000,
  );

describe('zurichDateSql', () => {
  // Around midnight in every month, and across both summer-time switches (last Sunday of March and October, 01:00 UTC).
  const instants = [
    ...Array.from({ length: 12 }, (_, m) => [Date.UTC(2041, m, 14, 22, 30), Date.UTC(2041, m, 14, 23, 30)]).flat(),
    Date.UTC(2042, 2, 29, 22, 30), // Saturday before the switch (30 March 2042): 23:30 CET
    Date.UTC(2042, 2, 30, 0, 59),
    Date.UTC(2042, 2, 30, 22, 30), // after the switch: 00:30 CEST on 31 March
    Date.UTC(2042, 9, 25, 22, 30), // Saturday before 26 October 2042: 00:30 CEST on the 26th
    Date.UTC(2042, 9, 26, 22, 30), // after the switch: 23:30 CET on the 26th
    Date.UTC(2042, 9, 26, 23, 30), // 00:30 CET on the 27th
    Date.UTC(2041, 2, 31, 21, 30), // 31 March 2041, already summer time (switch on the 31st itself)
    Date.UTC(2041, 2, 31, 22, 30),
  ].map((ms) => ms / 1000);

  it.each(instants)('%i is the Zurich day JavaScript says', async (seconds) => {
    const [row] = await db.all<{ day: string }>(sql`SELECT ${zurichDateSql(sql`${seconds}`)} AS day`);
    expect(row!.day).toBe(zurichDay(seconds));
  });
});

describe('schoolYearSql', () => {
  it.each(['2041-07-31', '2041-08-01', '2042-01-01', '2042-12-31'])('%s', async (date) => {
    const [row] = await db.all<{ year: number }>(sql`SELECT ${schoolYearSql(sql`${date}`)} AS year`);
    expect(row!.year).toBe(schoolYearOf(date));
  });
});
