import { sql, type SQL } from 'drizzle-orm';
import type { UiLanguage, WorkshopState } from '../../contract/enums';
import type { Database } from '../../lib/env';
import { readBatch } from '../../lib/read-batch';
import { monthOf } from '../staffing-plan/eligibility';
import { countsOf, settingsOf, workloadCounts, workloadSettingsOf } from '../workload/workload.service';
import { blockingEntriesOf, blockingKinds, type BlockingEntry } from '../unavailabilities/unavailabilities.blocking';
import {
  resolvePeriod,
  type AllocatedWorkshop,
  type AllocationOverview,
  type AllocationQuery,
  type CoachLoad,
  type Period,
  type UnstaffedWorkshop,
} from '../../contract/allocations/allocations.schemas';

/** States of a workshop that still waits for coaches, whatever is placed. */
const awaitingCoaches: readonly WorkshopState[] = ['initialized', 'coaches_requested'];

/** Workshops of the period that take place (cancelled ones do not count towards anyone's load). */
function inPeriod({ from, to }: Period, query: AllocationQuery): SQL {
  const parts: SQL[] = [sql`w.date >= ${from}`, sql`w.date <= ${to}`, sql`w.state <> 'cancelled'`];
  if (query.language) parts.push(sql`w.language = ${query.language}`);
  return sql.join(parts, sql` AND `);
}

/** The catalogue title in the reader's language, German when it has none. */
const titleJoins = (language: UiLanguage) => sql`
  LEFT JOIN offered_workshop_translations t ON t.offered_workshop_id = w.offered_workshop_id AND t.language = ${language}
  LEFT JOIN offered_workshop_translations tde ON tde.offered_workshop_id = w.offered_workshop_id AND tde.language = 'de'`;

const onlyCoach = (column: SQL, query: AllocationQuery) => (query.coach ? sql` AND ${column} = ${query.coach}` : sql``);

/** Active coaches and anyone placed in the period, with their count and minutes, busiest first. */
const coachesQuery = (where: SQL, query: AllocationQuery) => sql`
  WITH load AS (
    SELECT wc.coach_id, count(*) AS workshop_count, sum(w.duration_minutes) AS minutes
    FROM workshop_coaches wc JOIN workshops w ON w.id = wc.workshop_id
    WHERE ${where}
    GROUP BY wc.coach_id)
  SELECT u.id, u.firstname, u.lastname, u.state,
         coalesce(l.workshop_count, 0) AS workshop_count, coalesce(l.minutes, 0) AS minutes
  FROM users u LEFT JOIN load l ON l.coach_id = u.id
  WHERE u.role = 'coach' AND (u.state = 'active' OR l.workshop_count > 0)${onlyCoach(sql`u.id`, query)}
  ORDER BY workshop_count DESC, u.lastname COLLATE NOCASE, u.firstname COLLATE NOCASE, u.id`;

const placementsQuery = (where: SQL, query: AllocationQuery, language: UiLanguage) => sql`
  SELECT wc.coach_id, w.id, w.date, w.start_time, w.end_time, coalesce(t.title, tde.title, '') AS title,
         w.institute, w.location, w.state, w.language
  FROM workshop_coaches wc JOIN workshops w ON w.id = wc.workshop_id
  ${titleJoins(language)}
  WHERE ${where}${onlyCoach(sql`wc.coach_id`, query)}
  ORDER BY w.date, w.start_time, w.id`;

/** Waiting for coaches, or to be realized with fewer coaches placed than needed. */
const unstaffedQuery = (where: SQL, language: UiLanguage) => sql`
  SELECT * FROM (
    SELECT w.id, w.date, w.start_time, w.end_time, coalesce(t.title, tde.title, '') AS title, w.institute, w.location,
           w.state, w.coaches_needed, (SELECT count(*) FROM workshop_coaches wc WHERE wc.workshop_id = w.id) AS placed
    FROM workshops w
    ${titleJoins(language)}
    WHERE ${where})
  WHERE state IN ${awaitingCoaches} OR (state = 'to-realize' AND placed < coaches_needed)
  ORDER BY date, start_time, id`;

const workshopCountQuery = (where: SQL) => sql`SELECT count(*) AS n FROM workshops w WHERE ${where}`;

type CoachRow = Omit<CoachLoad, 'workshops' | 'workload'>;
type PlacementRow = Omit<AllocatedWorkshop, 'unavailable'> & { coach_id: number };

/** States in which a coach's unavailability on the date is a conflict staff must solve. */
const upcomingStates: readonly WorkshopState[] = ['initialized', 'coaches_requested', 'to-realize'];

function groupByCoach(placements: PlacementRow[], entries: BlockingEntry[]): Map<number, AllocatedWorkshop[]> {
  const byCoach = new Map<number, AllocatedWorkshop[]>();
  for (const { coach_id, ...placed } of placements) {
    const slot = { date: placed.date, startTime: placed.start_time, endTime: placed.end_time };
    const unavailable = upcomingStates.includes(placed.state) ? blockingKinds(entries, coach_id, slot) : [];
    const workshop = { ...placed, unavailable };
    const list = byCoach.get(coach_id);
    if (list) list.push(workshop);
    else byCoach.set(coach_id, [workshop]);
  }
  return byCoach;
}

/** `YYYY-MM` of every month from the period's first to its last day. */
function monthsOf({ from, to }: Period): string[] {
  const last = monthOf(to);
  const months: string[] = [];
  let [year, month] = [Number(from.slice(0, 4)), Number(from.slice(5, 7))];
  for (;;) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    months.push(key);
    if (key >= last) return months;
    [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
  }
}

/** Each coach's placed and asked workshops per month of the period, with their monthly target and maximum. */
async function monthlyWorkload(db: Database, period: Period) {
  const months = monthsOf(period);
  const [settings, counts] = await Promise.all([
    workloadSettingsOf(db),
    workloadCounts(
      db,
      months.map((month) => `${month}-01`),
      [],
    ),
  ]);
  return (coachId: number): CoachLoad['workload'] => {
    const { month_target, month_max } = settingsOf(settings, coachId);
    const { months: held } = countsOf(counts, coachId);
    return { month_target, month_max, months: months.map((month) => ({ month, count: held[month] ?? 0 })) };
  };
}

/**
 * Who gives which workshop in a period, so staff can balance the load: four reads in one D1 round trip, whatever
 * the number of coaches, and a second one for the placed coaches' unavailabilities (conflicts).
 */
export async function allocationOverview(
  db: Database,
  query: AllocationQuery,
  language: UiLanguage,
): Promise<AllocationOverview> {
  const period = resolvePeriod(query);
  const where = inPeriod(period, query);
  const [coaches, placements, unstaffed, [count]] = (await readBatch(db, [
    coachesQuery(where, query),
    placementsQuery(where, query, language),
    unstaffedQuery(where, language),
    workshopCountQuery(where),
  ])) as [CoachRow[], PlacementRow[], UnstaffedWorkshop[], [{ n: number }]];
  const [entries, workload] = await Promise.all([
    blockingEntriesOf(
      db,
      [...new Set(placements.map((p) => p.coach_id))],
      placements.map((p) => p.date),
    ),
    monthlyWorkload(db, period),
  ]);
  const byCoach = groupByCoach(placements, entries);
  return {
    ...period,
    workshop_count: count.n,
    coaches: coaches.map((coach) => ({ ...coach, workshops: byCoach.get(coach.id) ?? [], workload: workload(coach.id) })),
    unstaffed,
  };
}
