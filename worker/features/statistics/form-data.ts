import { sql } from 'drizzle-orm';
import { cantons, workshopLanguages, workshopStates, type UiLanguage } from '../../contract/enums';
import { todayInZurich } from '../../contract/lib/dates';
import type { Database } from '../../lib/env';
import { readBatch } from '../../lib/read-batch';
import { offeredTitle } from '../evaluations/statistics.aggregate';
import { gradeName, zurichDateSql } from './report.shared';
import { schoolYearLabel, schoolYearOf, schoolYearPeriod } from '../../contract/statistics/school-years';
import type { StatisticsFormData } from '../../contract/statistics/statistics.schemas';

/**
 * GET /statistics/form-data: what the filters offer. Every offered workshop and grade (inactive ones too: old
 * workshops still have them), every coach account, the school years from the oldest workshop or inquiry.
 */

const oldestQuery = sql`
  SELECT (SELECT min(date) FROM workshops) AS workshop,
         (SELECT ${zurichDateSql(sql`min(created_at)`)} FROM inquiries) AS inquiry`;

const offeredQuery = (language: UiLanguage) => sql`
  SELECT o.id, ${offeredTitle(sql`o.id`, language)} AS name FROM offered_workshops o ORDER BY o.active DESC, o.position, o.id`;

const gradesQuery = (language: UiLanguage) => sql`
  SELECT g.id, coalesce(${gradeName(sql`g.id`, language)}, '') AS name FROM grades g ORDER BY g.position, g.id`;

const coachesQuery = sql`
  SELECT id, firstname, lastname FROM users WHERE role = 'coach'
  ORDER BY lastname COLLATE NOCASE, firstname COLLATE NOCASE, id`;

export async function statisticsFormData(db: Database, language: UiLanguage): Promise<StatisticsFormData> {
  const [oldest, offered, grades, coaches] = (await readBatch(db, [
    oldestQuery,
    offeredQuery(language),
    gradesQuery(language),
    coachesQuery,
  ])) as [
    Array<{ workshop: string | null; inquiry: string | null }>,
    StatisticsFormData['offered_workshops'],
    StatisticsFormData['grades'],
    StatisticsFormData['coaches'],
  ];
  const current = schoolYearOf(todayInZurich());
  const dates = [oldest[0]?.workshop, oldest[0]?.inquiry].filter((date): date is string => !!date);
  const first = Math.min(current, ...dates.map(schoolYearOf));
  const years = Array.from({ length: current - first + 1 }, (_, i) => current - i);
  return {
    current_school_year: current,
    school_years: years.map((year) => ({ year, label: schoolYearLabel(year), ...schoolYearPeriod(year) })),
    offered_workshops: offered,
    languages: [...workshopLanguages],
    grades,
    cantons: [...cantons],
    coaches,
    workshop_states: [...workshopStates],
  };
}
