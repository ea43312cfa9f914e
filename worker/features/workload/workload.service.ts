import { and, eq, sql, type SQL } from 'drizzle-orm';
import { coachProfiles, users } from '../../db/schema';
import { auditInsert } from '../../lib/audit';
import type { Database } from '../../lib/env';
import { AppError, notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import { inList } from '../../lib/sql-lists';
import { nowSeconds } from '../../lib/tokens';
import { loadOfDates, maxExceeded, monthOf, schoolYearOf } from '../staffing-plan/eligibility';
import type { CandidateWorkload, WorkloadLimits, WorkloadSettings } from '../../contract/workload/workload.schemas';

/** Requests that hold a coach's time until answered: they count towards the workload like placements. */
const countedRequestStates = sql`('new-request', 'approved')`;

const noSettings: WorkloadSettings = {
  month_target: null,
  month_max: null,
  year_target: null,
  year_max: null,
  month_wish: null,
  year_wish: null,
};

const settingsColumns = {
  coachId: coachProfiles.userId,
  month_target: coachProfiles.workloadMonthTarget,
  month_max: coachProfiles.workloadMonthMax,
  year_target: coachProfiles.workloadYearTarget,
  year_max: coachProfiles.workloadYearMax,
  month_wish: coachProfiles.workloadMonthWish,
  year_wish: coachProfiles.workloadYearWish,
};

/** Targets, maxima and wishes of the coaches (every coach when `coachIds` is absent). */
export async function workloadSettingsOf(db: Database, coachIds?: readonly number[]) {
  const rows = await db
    .select(settingsColumns)
    .from(coachProfiles)
    .where(coachIds ? inList(coachProfiles.userId, coachIds) : undefined);
  return new Map(rows.map(({ coachId, ...settings }) => [coachId, settings]));
}
export const settingsOf = (settings: Map<number, WorkloadSettings>, coachId: number) => settings.get(coachId) ?? noSettings;

/** The first and last day of a school year (`2026/27` → 2026-08-01 – 2027-07-31). */
const schoolYearSpan = (year: string): [string, string] => {
  const start = Number(year.slice(0, 4));
  return [`${start}-08-01`, `${start + 1}-07-31`];
};
const monthSpan = (month: string): [string, string] => [`${month}-01`, `${month}-31`];

export interface WorkloadCounts {
  months: Record<string, number>;
  years: Record<string, number>;
}
const emptyCounts = (): WorkloadCounts => ({ months: {}, years: {} });

/** The workshops a coach is placed on or asked for (and has not declined), one row per workshop (= date). */
const heldWorkshops = (coachFilter: SQL) => sql`
  SELECT coach_id, workshop_id FROM workshop_coaches WHERE ${coachFilter}
  UNION SELECT coach_id, workshop_id FROM coach_requests WHERE state IN ${countedRequestStates} AND ${coachFilter}`;

/**
 * Placed and open-request workshops per coach, month and school year, over the school years of `dates`, leaving
 * `excludedWorkshopIds` out (the workshop being staffed: its dates are added by the caller). Cancelled ones do not count.
 */
export async function workloadCounts(
  db: Database,
  dates: readonly string[],
  excludedWorkshopIds: readonly number[],
  coachIds?: readonly number[],
): Promise<Map<number, WorkloadCounts>> {
  const years = [...new Set(dates.map(schoolYearOf))].sort();
  const counts = new Map<number, WorkloadCounts>();
  if (years.length === 0) return counts;
  const from = schoolYearSpan(years[0]!)[0];
  const to = schoolYearSpan(years.at(-1)!)[1];
  const coachFilter = coachIds ? inList(sql`coach_id`, coachIds) : sql`1`;
  const rows = await db.all<{ coach_id: number; month: string; n: number }>(sql`
    SELECT t.coach_id, substr(w.date, 1, 7) AS month, count(*) AS n
    FROM (${heldWorkshops(coachFilter)}) t JOIN workshops w ON w.id = t.workshop_id
    WHERE w.state <> 'cancelled' AND w.date BETWEEN ${from} AND ${to} AND NOT ${inList(sql`w.id`, excludedWorkshopIds)}
    GROUP BY t.coach_id, month`);
  for (const row of rows) {
    const entry = counts.get(row.coach_id) ?? emptyCounts();
    entry.months[row.month] = row.n;
    const year = schoolYearOf(`${row.month}-01`);
    entry.years[year] = (entry.years[year] ?? 0) + row.n;
    counts.set(row.coach_id, entry);
  }
  return counts;
}
export const countsOf = (counts: Map<number, WorkloadCounts>, coachId: number) => counts.get(coachId) ?? emptyCounts();

/** A coach's workload as the ranking shows it, for the month and school year of the workshop's first date. */
export function candidateWorkload(settings: WorkloadSettings, counts: WorkloadCounts, firstDate: string): CandidateWorkload {
  const month = monthOf(firstDate);
  const year = schoolYearOf(firstDate);
  return {
    ...settings,
    month_key: month,
    year_key: year,
    month: counts.months[month] ?? 0,
    year: counts.years[year] ?? 0,
  };
}

interface Group {
  ids: readonly number[];
  dates: readonly string[];
}

/**
 * Placing or asking coaches for a workshop (and its series): refuses (409 `workload_max_reached`) when its dates would
 * take one of them past a monthly or yearly maximum. Answers a `batchGuard` condition that the room is still there
 * when the batch runs (two workshops given to the same coach at once).
 */
export async function assertWithinMax(
  db: Database,
  coaches: readonly { id: number; firstname: string; lastname: string }[],
  group: Group,
): Promise<SQL> {
  const ids = coaches.map((c) => c.id);
  const settings = await workloadSettingsOf(db, ids);
  const limited = coaches.filter((c) => {
    const s = settingsOf(settings, c.id);
    return s.month_max !== null || s.year_max !== null;
  });
  if (limited.length === 0) return sql`1`;
  const counts = await workloadCounts(db, group.dates, group.ids, ids);
  for (const coach of limited) {
    const exceeded = maxExceeded(settingsOf(settings, coach.id), countsOf(counts, coach.id), group.dates);
    if (exceeded) {
      const where = exceeded.period === 'month' ? `in ${exceeded.key}` : `in the school year ${exceeded.key}`;
      throw new AppError(
        409,
        'workload_max_reached',
        `${coach.firstname} ${coach.lastname} would have ${exceeded.total} workshops ${where}, more than the maximum of ${exceeded.max}`,
      );
    }
  }
  return sql.join(
    limited.flatMap((coach) => roomStillThere(coach.id, settingsOf(settings, coach.id), countsOf(counts, coach.id), group)),
    sql` AND `,
  );
}

/** For a `batchGuard`: the coach's counts in the limited periods are still the ones read (nothing was added meanwhile). */
function roomStillThere(coachId: number, settings: WorkloadSettings, counts: WorkloadCounts, group: Group): SQL[] {
  const load = loadOfDates(group.dates);
  const held = (span: [string, string]) => sql`(SELECT count(*) FROM (${heldWorkshops(sql`coach_id = ${coachId}`)}) t
    JOIN workshops w ON w.id = t.workshop_id
    WHERE w.state <> 'cancelled' AND w.date BETWEEN ${span[0]} AND ${span[1]} AND NOT ${inList(sql`w.id`, group.ids)})`;
  const conditions: SQL[] = [];
  if (settings.month_max !== null) {
    for (const month of Object.keys(load.months)) conditions.push(sql`${held(monthSpan(month))} = ${counts.months[month] ?? 0}`);
  }
  if (settings.year_max !== null) {
    for (const year of Object.keys(load.years)) conditions.push(sql`${held(schoolYearSpan(year))} = ${counts.years[year] ?? 0}`);
  }
  return conditions.length > 0 ? conditions : [sql`1`];
}

/** `PUT /profiles/{id}/workload`: staff set a coach's targets and maxima (the coach's wishes stay). */
export async function setWorkloadLimits(db: Database, actor: SessionUser, coachId: number, body: WorkloadLimits) {
  const [coach] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, coachId), eq(users.role, 'coach')));
  if (!coach) throw notFound('Coach');
  const values = {
    workloadMonthTarget: body.month_target,
    workloadMonthMax: body.month_max,
    workloadYearTarget: body.year_target,
    workloadYearMax: body.year_max,
  };
  await db.batch([
    db
      .insert(coachProfiles)
      .values({ userId: coachId, ...values })
      .onConflictDoUpdate({ target: coachProfiles.userId, set: { ...values, updatedAt: nowSeconds() } }),
    auditInsert(db, {
      actorUserId: actor.id,
      action: 'coach.workload_updated',
      entityType: 'user',
      entityId: coachId,
      details: { ...body },
    }),
  ]);
  return settingsOf(await workloadSettingsOf(db, [coachId]), coachId);
}
