import { and, asc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { postcodeCantons, schoolHolidays } from '../../db/schema';
import type { Canton } from '../../contract/enums';
import { auditInsert } from '../../lib/audit';
import { validationKeys as v } from '../../contract/lib/codes';
import { addDays } from '../../contract/lib/dates';
import type { Database } from '../../lib/env';
import { AppError } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import { parseHolidayFile } from './holiday-file';
import {
  PUBLIC_WINDOW_MAX_DAYS,
  type PublicSchoolHolidays,
  type SchoolHoliday,
  type SchoolHolidayImport,
} from '../../contract/school-holidays/school-holidays.schemas';

interface HolidaySet {
  canton: Canton;
  school_year: string;
}

const columns = {
  id: schoolHolidays.id,
  canton: schoolHolidays.canton,
  school_year: schoolHolidays.schoolYear,
  name: schoolHolidays.name,
  from_date: schoolHolidays.fromDate,
  to_date: schoolHolidays.toDate,
};

const ofSet = (set: HolidaySet) => and(eq(schoolHolidays.canton, set.canton), eq(schoolHolidays.schoolYear, set.school_year));

/** Holidays by canton and date, optionally of one canton and/or school year. */
export function listSchoolHolidays(db: Database, filter: Partial<HolidaySet>): Promise<SchoolHoliday[]> {
  const conditions: (SQL | undefined)[] = [
    filter.canton ? eq(schoolHolidays.canton, filter.canton) : undefined,
    filter.school_year ? eq(schoolHolidays.schoolYear, filter.school_year) : undefined,
  ];
  return db
    .select(columns)
    .from(schoolHolidays)
    .where(and(...conditions))
    .orderBy(asc(schoolHolidays.canton), asc(schoolHolidays.fromDate));
}

/** Five bound values per row: at most 20 rows per statement (D1 binds at most 100). */
const ROWS_PER_INSERT = 20;

/**
 * Replaces a canton's holidays of one school year with the file's lines, all or nothing: a file with a bad line
 * changes nothing and answers 422 naming every bad line (`fields[].path` = `lines.<n>`).
 */
export async function importSchoolHolidays(
  db: Database,
  actor: SessionUser,
  body: SchoolHolidayImport,
): Promise<SchoolHoliday[]> {
  const { lines, issues } = parseHolidayFile(body.csv, body.school_year);
  if (issues.length > 0) {
    throw new AppError(422, 'validation_failed', issues.map((i) => i.message).join('; '), issues);
  }
  const rows = lines.map((line) => ({
    canton: body.canton,
    schoolYear: body.school_year,
    name: line.name,
    fromDate: line.from_date,
    toDate: line.to_date,
  }));
  const inserts = [];
  for (let at = 0; at < rows.length; at += ROWS_PER_INSERT) {
    inserts.push(db.insert(schoolHolidays).values(rows.slice(at, at + ROWS_PER_INSERT)));
  }
  await db.batch([
    db.delete(schoolHolidays).where(ofSet(body)),
    ...inserts,
    auditInsert(db, {
      actorUserId: actor.id,
      action: 'master_data.school_holidays.imported',
      entityType: 'school_holidays',
      entityId: `${body.canton} ${body.school_year}`,
      details: { count: rows.length },
    }),
  ]);
  return listSchoolHolidays(db, body);
}

/** Deletes a canton's holidays of one school year (also when there are none). */
export async function deleteSchoolHolidays(db: Database, actor: SessionUser, set: HolidaySet): Promise<void> {
  await db.batch([
    db.delete(schoolHolidays).where(ofSet(set)),
    auditInsert(db, {
      actorUserId: actor.id,
      action: 'master_data.school_holidays.deleted',
      entityType: 'school_holidays',
      entityId: `${set.canton} ${set.school_year}`,
    }),
  ]);
}

/** The canton of a postcode and its holidays that overlap `from`–`to` (the public inquiry form warns with them). */
export async function publicSchoolHolidays(
  db: Database,
  query: { postcode: string; from: string; to: string },
): Promise<PublicSchoolHolidays> {
  if (query.to < query.from) {
    throw new AppError(422, 'validation_failed', 'to is before from', [
      { path: 'to', code: v.endDateBeforeStart, message: v.endDateBeforeStart },
    ]);
  }
  if (query.to > addDays(query.from, PUBLIC_WINDOW_MAX_DAYS)) {
    throw new AppError(422, 'validation_failed', `At most ${PUBLIC_WINDOW_MAX_DAYS} days at once`, [
      { path: 'to', code: v.rangeTooLong, message: v.rangeTooLong },
    ]);
  }
  // One round trip: the canton, and the holidays of the canton the postcode has (by subquery).
  const canton = db
    .select({ canton: postcodeCantons.canton })
    .from(postcodeCantons)
    .where(eq(postcodeCantons.postcode, query.postcode))
    .limit(1);
  const [[place], holidays] = await db.batch([
    canton,
    db
      .select({ name: schoolHolidays.name, from_date: schoolHolidays.fromDate, to_date: schoolHolidays.toDate })
      .from(schoolHolidays)
      .where(
        and(
          eq(schoolHolidays.canton, sql`(${canton})`),
          lte(schoolHolidays.fromDate, query.to),
          gte(schoolHolidays.toDate, query.from),
        ),
      )
      .orderBy(asc(schoolHolidays.fromDate)),
  ]);
  if (!place) return { canton: null, holidays: [] };
  return { canton: place.canton, holidays };
}
