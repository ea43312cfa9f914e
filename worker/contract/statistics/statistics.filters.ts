import { z } from 'zod';
import { cantons, workshopLanguages, workshopStates } from '../enums';
import { validationKeys as v } from '../lib/codes';
import { isValidIsoDate, MAX_YEAR, MIN_YEAR, todayInZurich } from '../lib/dates';
import { dateField, idParam, intParam } from '../lib/validation';
import { schoolYearOf, schoolYearPeriod, type Period } from './school-years';

/**
 * The filters every report, the per-coach report and the export share (docs/decisions/024-reports.md). The period is
 * a school year (1 August to 31 July, `school_year=2025` is 2025/26) or `from`/`to`; without either it is the current
 * school year. Workshops are in the period by their date, inquiries by the day they came in (Europe/Zurich).
 */

/** The longest period a report may cover, in years: keeps every scan bounded. */
export const MAX_REPORT_YEARS = 10;
const addYears = (iso: string, years: number) => `${Number(iso.slice(0, 4)) + years}${iso.slice(4)}`;

export const StatisticsFiltersSchema = z
  .object({
    school_year: intParam(MIN_YEAR, MAX_YEAR - 1)
      .optional()
      .meta({ description: 'A school year by the year it starts in: 2025 is 2025-08-01 to 2026-07-31' }),
    from: dateField().optional().meta({ description: 'First day of the period, included (not together with school_year)' }),
    to: dateField()
      .optional()
      .meta({ description: `Last day of the period, included; at most ${MAX_REPORT_YEARS} years after \`from\`` }),
    offered_workshop_id: idParam().optional().meta({ description: 'Only this catalogue workshop' }),
    language: z.enum(workshopLanguages, { error: v.choiceInvalid }).optional().meta({ description: 'Workshop language' }),
    grade_id: idParam().optional().meta({ description: 'Only this grade' }),
    canton: z.enum(cantons, { error: v.choiceInvalid }).optional().meta({ description: "Canton of the school's postcode" }),
    coach_id: idParam().optional().meta({ description: 'Only workshops this coach is placed on (not for inquiries)' }),
    state: z
      .enum(workshopStates, { error: v.choiceInvalid })
      .optional()
      .meta({ description: 'Only workshops in this state (not for inquiries)' }),
  })
  .superRefine((query, ctx) => {
    if (query.school_year !== undefined && (query.from !== undefined || query.to !== undefined)) {
      ctx.addIssue({ code: 'custom', path: ['school_year'], message: v.choiceInvalid });
      return;
    }
    if ([query.from, query.to].some((date) => date !== undefined && !isValidIsoDate(date))) return;
    const { from, to } = resolvePeriod(query);
    if (to < from) ctx.addIssue({ code: 'custom', path: ['to'], message: v.endDateBeforeStart });
    else if (to > addYears(from, MAX_REPORT_YEARS)) ctx.addIssue({ code: 'custom', path: ['to'], message: v.rangeTooLong });
  })
  .meta({ id: 'StatisticsFilters' });
export type StatisticsFilters = z.infer<typeof StatisticsFiltersSchema>;

/**
 * The period of a query: the school year; or from/to, where a missing `from` is 1 August of `to`'s school year and a
 * missing `to` is 31 July of `from`'s; or, without any of them, the current school year.
 */
export function resolvePeriod(query: Pick<StatisticsFilters, 'school_year' | 'from' | 'to'>, today = todayInZurich()): Period {
  if (query.school_year !== undefined) return schoolYearPeriod(query.school_year);
  if (query.from === undefined && query.to === undefined) return schoolYearPeriod(schoolYearOf(today));
  return {
    from: query.from ?? schoolYearPeriod(schoolYearOf(query.to!)).from,
    to: query.to ?? schoolYearPeriod(schoolYearOf(query.from!)).to,
  };
}

/** Unix seconds of 00:00 in Zurich on a date (CET or CEST). */
export function zurichMidnight(date: string): number {
  const utcMidnight = Date.parse(`${date}T00:00:00Z`);
  const zurichHour = Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Zurich', hour: '2-digit', hourCycle: 'h23' }).format(utcMidnight),
  );
  return utcMidnight / 1000 - zurichHour * 3600;
}
