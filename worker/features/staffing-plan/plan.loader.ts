import { sql, type SQL } from 'drizzle-orm';
import { workshops } from '../../db/schema';
import type { TimeOfDay } from '../../contract/enums';
import type { Database } from '../../lib/env';
import { readBatch } from '../../lib/read-batch';
import { inList } from '../../lib/sql-lists';
import {
  blockingEntriesFrom,
  blockingEntriesQuery,
  isoWeekday,
  type BlockingEntry,
  type EntryRow,
} from '../unavailabilities/unavailabilities.blocking';
import type { Workshop } from '../staffing/staffing.shared';
import { schoolYearOf } from './eligibility';
import type { BusySpan, PlanCoach, PlanInstance, PlanUnit, Workload } from './solver.types';

/** Planning further ahead than this is refused: the plan is for the next weeks, and D1 bounds the work per request. */
export const MAX_PLAN_DAYS = 93;
/** At most this many workshops are planned at once (a bound on one request's work, well above a month's need). */
export const MAX_PLAN_WORKSHOPS = 600;

/** Workshops that may still get coaches through the plan. */
const plannableStates = ['initialized', 'coaches_requested'] as const;
const openRequestStates = ['new-request', 'approved'];

export interface PlanCoachName {
  id: number;
  firstname: string;
  lastname: string;
}

/** The instance for the solver and what the answer shows beside it: the units' workshops and the coaches' names. */
export interface PlanContext {
  instance: PlanInstance;
  /** Unit id → the workshops of the unit (a series: all of them, in date order), also of units fully staffed. */
  groups: Map<number, Workshop[]>;
  /** Unit id → the catalogue subject. */
  subjects: Map<number, number | null>;
  names: Map<number, PlanCoachName>;
}

/** Which units to load: the period's (their first date in it), or the units of these workshops (to send a plan). */
export type PlanScope = { from: string; to: string } | { workshopIds: number[] };

export const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const timeOfDayMinutes: Record<TimeOfDay, [number, number]> = {
  before_noon: [0, 720],
  afternoon: [720, 1080],
  evening: [1080, 1440],
};

/** A school as the plan recognises it again: institute name without case and spacing, and postcode. */
export const schoolKey = (institute: string, postcode: string | null) =>
  `${institute.trim().toLowerCase().replace(/\s+/g, ' ')}|${(postcode ?? '').trim()}`;

/** The workshops of the scope grouped into units (a series is one unit; its first workshop names it). */
async function loadGroups(db: Database, scope: PlanScope) {
  const firstDate = sql`coalesce((SELECT min(s.date) FROM workshops s WHERE s.series_id = w.series_id), w.date)`;
  const where: SQL =
    'from' in scope
      ? sql`${firstDate} BETWEEN ${scope.from} AND ${scope.to}`
      : sql`(${inList(sql`w.id`, scope.workshopIds)} OR w.series_id IN
          (SELECT series_id FROM workshops WHERE ${inList(sql`id`, scope.workshopIds)}))`;
  const rows = await db.all<{ id: number }>(sql`
    SELECT w.id FROM workshops w
    WHERE ${inList(sql`w.state`, [...plannableStates])} AND ${where}
    ORDER BY ${firstDate}, coalesce(w.series_id, 0), w.date, w.start_time, w.id
    LIMIT ${MAX_PLAN_WORKSHOPS}`);
  if (rows.length === 0) return new Map<number, Workshop[]>();
  const full = await db
    .select()
    .from(workshops)
    .where(
      inList(
        workshops.id,
        rows.map((r) => r.id),
      ),
    );
  const byId = new Map(full.map((w) => [w.id, w]));
  const groups = new Map<number, Workshop[]>();
  const unitOfSeries = new Map<number, number>();
  for (const { id } of rows) {
    const workshop = byId.get(id)!;
    const unitId = workshop.seriesId === null ? id : (unitOfSeries.get(workshop.seriesId) ?? id);
    if (workshop.seriesId !== null) unitOfSeries.set(workshop.seriesId, unitId);
    groups.set(unitId, [...(groups.get(unitId) ?? []), workshop]);
  }
  return groups;
}

interface CoachRow {
  id: number;
  firstname: string;
  lastname: string;
  state: string;
  language_codes: string | null;
  subject_ids: string | null;
  skill_average: number | null;
  month_target: number | null;
  month_max: number | null;
  year_target: number | null;
  year_max: number | null;
}

const listOf = (value: string | null) => (value ? value.split(',') : []);

/** Rows grouped by a key, in one pass (the per-coach lists of a plan with hundreds of coaches). */
function groupBy<T, K>(rows: readonly T[], keyOf: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const list = groups.get(key);
    if (list) list.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

/**
 * Builds the solver's instance from the database in a fixed number of statements (lists go as one JSON parameter):
 * the units that still need coaches, every coach with languages, subjects, skills, busy spans on the units' dates,
 * workload per month and school year, the schools they know and their open offers.
 */
export async function loadPlan(db: Database, scope: PlanScope): Promise<PlanContext> {
  const allGroups = await loadGroups(db, scope);
  const workshopIds = [...allGroups.values()].flat().map((w) => w.id);
  const unitIds = [...allGroups.keys()];
  const dates = [...new Set([...allGroups.values()].flat().map((w) => w.date))];
  const [[taken, subjectRows, schoolRows, offerRows], facts] = await Promise.all([
    readBatch(db, [
      sql`SELECT workshop_id, coach_id, 'placed' AS state FROM workshop_coaches WHERE ${inList(sql`workshop_id`, workshopIds)}
          UNION ALL SELECT workshop_id, coach_id, state FROM coach_requests WHERE ${inList(sql`workshop_id`, workshopIds)}`,
      sql`SELECT w.id AS workshop_id, ow.subject_id FROM workshops w JOIN offered_workshops ow ON ow.id = w.offered_workshop_id
          WHERE ${inList(sql`w.id`, unitIds)}`,
      sql`SELECT DISTINCT wc.coach_id, w.institute, w.postcode FROM workshop_coaches wc JOIN workshops w ON w.id = wc.workshop_id
          WHERE w.state <> 'cancelled' AND w.date < ${dates.length ? [...dates].sort()[0]! : ''}`,
      sql`SELECT coach_id, workshop_id FROM coach_offers WHERE state = 'open' AND ${inList(sql`workshop_id`, unitIds)}`,
    ]) as Promise<
      [
        { workshop_id: number; coach_id: number; state: string }[],
        { workshop_id: number; subject_id: number | null }[],
        { coach_id: number; institute: string; postcode: string | null }[],
        { coach_id: number; workshop_id: number }[],
      ]
    >,
    loadCoachFacts(db, { dates }),
  ]);

  const unitOfWorkshop = new Map<number, number>();
  for (const [unitId, group] of allGroups) for (const w of group) unitOfWorkshop.set(w.id, unitId);
  const subjects = new Map(subjectRows.map((r) => [r.workshop_id, r.subject_id]));

  const takenByUnit = groupBy(taken, (t) => unitOfWorkshop.get(t.workshop_id));
  const units: PlanUnit[] = [];
  for (const [unitId, group] of allGroups) {
    const rows = takenByUnit.get(unitId) ?? [];
    const holding = new Set(
      rows.filter((t) => t.state === 'placed' || openRequestStates.includes(t.state)).map((t) => t.coach_id),
    );
    const seats = group[0]!.coachesNeeded - holding.size;
    if (seats <= 0) continue;
    units.push({
      id: unitId,
      slots: group.map((w) => ({ workshopId: w.id, date: w.date, start: minutes(w.startTime), end: minutes(w.endTime) })),
      language: group[0]!.language,
      subjectId: subjects.get(unitId) ?? null,
      schoolKey: schoolKey(group[0]!.institute, group[0]!.postcode),
      seats,
      excludedCoachIds: excludedCoachIds(rows),
    });
  }

  const schoolsByCoach = groupBy(schoolRows, (s) => s.coach_id);
  const offersByCoach = groupBy(offerRows, (o) => o.coach_id);
  const coaches: PlanCoach[] = facts.coaches.map((coach) => ({
    ...coach,
    schoolKeys: [...new Set((schoolsByCoach.get(coach.id) ?? []).map((s) => schoolKey(s.institute, s.postcode)))],
    offeredUnitIds: (offersByCoach.get(coach.id) ?? []).map((o) => o.workshop_id),
  }));
  return {
    instance: { units, coaches, travelGapMinutes: facts.travelGapMinutes },
    groups: allGroups,
    subjects,
    names: facts.names,
  };
}

/**
 * Coaches never proposed again for a unit: placed on it, asked and not yet answered, or who declined it. A request
 * staff withdrew does not keep the coach out (they may be asked again).
 */
export const excludedCoachIds = (taken: readonly { coach_id: number; state: string }[]) => [
  ...new Set(taken.filter((t) => t.state !== 'cancelled').map((t) => t.coach_id)),
];

/** What the hard rules read of a coach (`firstBrokenRule`): the plan, the ranking and the offers load it here. */
export type CoachFacts = Omit<PlanCoach, 'schoolKeys' | 'offeredUnitIds'>;

/** The days facts are read for: these dates, or every day from `from` to `to` (a caller's coming year). */
type FactDays = string[] | { from: string; to: string };

interface FactsScope<Days extends FactDays = FactDays> {
  dates: Days;
  coachIds?: number[];
}

const onDays = (column: SQL, days: FactDays) =>
  Array.isArray(days) ? inList(column, days) : sql`${column} BETWEEN ${days.from} AND ${days.to}`;

/** `AND column IN (coachIds)`, or nothing for all coaches. */
const onlyCoaches = (coachIds?: number[]) => (column: SQL) => (coachIds ? sql`AND ${inList(column, coachIds)}` : sql``);

/**
 * The coaches' workload (placements and open requests on workshops not cancelled) per month (`YYYY-MM`) of the
 * school years of `dates`: what the workload rule counts (`maxExceeded`).
 */
export function workloadQuery({ dates, coachIds }: FactsScope) {
  const years = [...new Set((Array.isArray(dates) ? dates : [dates.from, dates.to]).map(schoolYearOf))].sort();
  const span: [string, string] = years.length
    ? [`${years[0]!.slice(0, 4)}-08-01`, `${Number(years.at(-1)!.slice(0, 4)) + 1}-07-31`]
    : ['', ''];
  const only = onlyCoaches(coachIds);
  return sql`SELECT coach_id, substr(date, 1, 7) AS month, count(*) AS n FROM (
      SELECT wc.coach_id, w.date FROM workshop_coaches wc JOIN workshops w ON w.id = wc.workshop_id
        WHERE w.state <> 'cancelled' AND w.date BETWEEN ${span[0]} AND ${span[1]} ${only(sql`wc.coach_id`)}
      UNION ALL
      SELECT cr.coach_id, w.date FROM coach_requests cr JOIN workshops w ON w.id = cr.workshop_id
        WHERE ${inList(sql`cr.state`, openRequestStates)} AND w.state <> 'cancelled' AND w.date BETWEEN ${span[0]} AND ${span[1]}
          ${only(sql`cr.coach_id`)})
    GROUP BY coach_id, month`;
}

/**
 * The statements of `loadCoachFacts`, for a caller's batch (`coachFactsFrom` reads their results): the coaches,
 * imported calendar times, placements on `dates`, workload, the travel gap, and the entries of the active coaches.
 */
export function coachFactQueries(scope: FactsScope): SQL[] {
  const { dates, coachIds } = scope;
  const only = onlyCoaches(coachIds);
  return [
    sql`SELECT u.id, u.firstname, u.lastname, u.state,
          (SELECT group_concat(l.code) FROM coach_languages cl JOIN languages l ON l.id = cl.language_id WHERE cl.coach_id = u.id) AS language_codes,
          (SELECT group_concat(cs.subject_id) FROM coach_subjects cs WHERE cs.coach_id = u.id) AS subject_ids,
          (SELECT avg(ck.rating) FROM coach_skills ck WHERE ck.coach_id = u.id) AS skill_average,
          cp.workload_month_target AS month_target, cp.workload_month_max AS month_max,
          cp.workload_year_target AS year_target, cp.workload_year_max AS year_max
        FROM users u LEFT JOIN coach_profiles cp ON cp.user_id = u.id
        WHERE u.role = 'coach' ${only(sql`u.id`)} ORDER BY u.lastname COLLATE NOCASE, u.firstname COLLATE NOCASE, u.id`,
    sql`SELECT id, coach_id, date, start_time, end_time FROM imported_busy_times WHERE ${onDays(sql`date`, dates)} ${only(sql`coach_id`)}`,
    sql`SELECT wc.coach_id, w.id AS workshop_id, w.date, w.start_time, w.end_time
        FROM workshop_coaches wc JOIN workshops w ON w.id = wc.workshop_id
        WHERE ${onDays(sql`w.date`, dates)} AND w.state <> 'cancelled' ${only(sql`wc.coach_id`)}`,
    workloadQuery(scope),
    sql`SELECT travel_gap_minutes FROM organisation LIMIT 1`,
    // Their imported calendar times are read with their times above.
    blockingEntriesQuery(sql`SELECT u.id FROM users u WHERE u.role = 'coach' AND u.state = 'active' ${only(sql`u.id`)}`),
  ];
}

/**
 * The coaches' facts from the results of `coachFactQueries`, the recurring entries laid out on `dates` (the days read,
 * or the ones among them that matter).
 */
export function coachFactsFrom(results: unknown[][], dates: string[]) {
  const [coachRows, calendarRows, placementRows, loadRows, orgRows, entryRows] = results as [
    CoachRow[],
    { id: number; coach_id: number; date: string; start_time: string | null; end_time: string | null }[],
    { coach_id: number; workshop_id: number; date: string; start_time: string; end_time: string }[],
    { coach_id: number; month: string; n: number }[],
    { travel_gap_minutes: number }[],
    EntryRow[],
  ];
  const busy = busySpans(blockingEntriesFrom(entryRows), dates, calendarRows, placementRows);
  const loadByCoach = groupBy(loadRows, (l) => l.coach_id);
  const coaches: CoachFacts[] = coachRows.map((row) => ({
    id: row.id,
    eligible: row.state === 'active',
    languages: listOf(row.language_codes),
    subjectIds: listOf(row.subject_ids).map(Number),
    skillAverage: row.skill_average === null ? null : Math.round(row.skill_average * 10) / 10,
    busy: busy.get(row.id) ?? [],
    workload: workloadOf(row, loadByCoach.get(row.id) ?? []),
  }));
  return {
    coaches,
    names: new Map(coachRows.map((c) => [c.id, { id: c.id, firstname: c.firstname, lastname: c.lastname }])),
    travelGapMinutes: orgRows[0]?.travel_gap_minutes ?? 30,
  };
}

/**
 * The coaches (all, or `coachIds`) with languages, subjects, skills, busy spans on `dates` (own entries, holidays,
 * imported calendar, other placements) and workload per month and school year of those dates; and the travel gap.
 * One round trip.
 */
export async function loadCoachFacts(db: Database, scope: FactsScope<string[]>) {
  return coachFactsFrom(await readBatch(db, coachFactQueries(scope)), scope.dates);
}

function workloadOf(row: CoachRow, months: { month: string; n: number }[]): Workload {
  const monthCount: Record<string, number> = {};
  const yearCount: Record<string, number> = {};
  for (const { month, n } of months) {
    monthCount[month] = n;
    const year = schoolYearOf(`${month}-01`);
    yearCount[year] = (yearCount[year] ?? 0) + n;
  }
  return {
    monthCount,
    yearCount,
    monthTarget: row.month_target,
    monthMax: row.month_max,
    yearTarget: row.year_target,
    yearMax: row.year_max,
  };
}

/**
 * Busy spans per coach on the dates that matter (the units' dates): own entries and holidays expanded to those
 * dates (as `blocksSlot` reads them), imported calendar times, and placements on other workshops.
 */
function busySpans(
  entries: BlockingEntry[],
  dates: string[],
  calendar: { id: number; coach_id: number; date: string; start_time: string | null; end_time: string | null }[],
  placements: { coach_id: number; workshop_id: number; date: string; start_time: string; end_time: string }[],
) {
  const busy = new Map<number, BusySpan[]>();
  const add = (coachId: number, span: BusySpan) => {
    const list = busy.get(coachId);
    if (list) list.push(span);
    else busy.set(coachId, [span]);
  };
  for (const entry of entries) {
    for (const date of dates) {
      const span = entrySpan(entry, date);
      if (span) add(entry.coachId, { date, start: span[0], end: span[1], kind: entry.kind, sourceId: entry.id });
    }
  }
  for (const row of calendar) {
    const whole = row.start_time === null || row.end_time === null;
    add(row.coach_id, {
      date: row.date,
      start: whole ? 0 : minutes(row.start_time!),
      end: whole ? 1440 : minutes(row.end_time!),
      kind: 'calendar',
      sourceId: row.id,
    });
  }
  for (const row of placements) {
    add(row.coach_id, {
      date: row.date,
      start: minutes(row.start_time),
      end: minutes(row.end_time),
      kind: 'placement',
      workshopId: row.workshop_id,
    });
  }
  return busy;
}

/** The part of the date an entry blocks, or null. */
function entrySpan(entry: BlockingEntry, date: string): [number, number] | null {
  switch (entry.kind) {
    case 'blocked_day':
    case 'holiday':
      return entry.from! <= date && date <= (entry.to ?? entry.from!) ? [0, 1440] : null;
    case 'weekday':
      return entry.weekday === isoWeekday(date) ? [0, 1440] : null;
    case 'time_of_day':
      return entry.weekday === null || entry.weekday === isoWeekday(date) ? timeOfDayMinutes[entry.timeOfDay!] : null;
    case 'calendar':
      // Read with their times from imported_busy_times (coachFactQueries reads the entries without dates).
      return null;
  }
}
