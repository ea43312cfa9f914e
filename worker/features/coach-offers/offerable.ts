import { sql, type SQL } from 'drizzle-orm';
import type { UiLanguage } from '../../contract/enums';
import { addDays, todayInZurich } from '../../contract/lib/dates';
import type { Database } from '../../lib/env';
import { readBatch } from '../../lib/read-batch';
import { firstBrokenRule } from '../staffing-plan/eligibility';
import { coachFactQueries, coachFactsFrom, loadCoachFacts, minutes, workloadQuery } from '../staffing-plan/plan.loader';
import type { OfferableWorkshop, OwnOffer } from '../../contract/coach-offers/offers.schemas';

/** The most workshops (dates) read for one coach's list: far above what is ever unstaffed ahead. */
const MAX_ROWS = 2000;
/** The days from today the coach's facts are read for beside the workshops. */
const FACT_DAYS = 366;

/** Today and the last day of the facts read beside the workshops. */
interface Horizon {
  from: string;
  to: string;
}

interface WorkshopRow {
  id: number;
  series_id: number | null;
  language: OfferableWorkshop['language'];
  date: string;
  start_time: string;
  end_time: string;
  institute: string;
  location: string;
  coaches_needed: number;
  placed_count: number;
  /** The coach is placed on it, or asked (a request not withdrawn): kept out of the group (`excludedCoachIds`). */
  taken: 0 | 1;
  subject_id: number | null;
  subject: string | null;
  title: string;
}

/** The school year of a month (`YYYY-MM`) as the year it starts in. */
const schoolYearStart = (month: SQL) => sql`(CAST(substr(${month}, 1, 4) AS INTEGER) - (substr(${month}, 6, 2) < '08'))`;

/**
 * The months (`YYYY-MM`) in which the coach already has their maximum, or whose school year has it (placements and
 * open requests, as the workload rule counts them for the facts' days): no group starting in one can fit
 * (`maxExceeded`). A month outside the facts' school years counts as not full.
 */
const fullMonths = (coachId: number, horizon: Horizon) => sql`
    load AS (${workloadQuery({ dates: horizon, coachIds: [coachId] })}),
    full_years AS (
      SELECT ${schoolYearStart(sql`l.month`)} AS year FROM load l JOIN coach_profiles cp ON cp.user_id = ${coachId}
      GROUP BY 1 HAVING sum(l.n) >= max(cp.workload_year_max)),
    full_months AS (
      SELECT l.month FROM load l JOIN coach_profiles cp ON cp.user_id = ${coachId} WHERE l.n >= cp.workload_month_max
      UNION SELECT printf('%04d-%02d', y.year + (m.value < 8), m.value) FROM full_years y, json_each('[1,2,3,4,5,6,7,8,9,10,11,12]') m)`;

/**
 * Whether the coach could be listed for the group whose first date is `first` (an alias of workshops): an open offer
 * on it, or the rules `fits` reads of the first date alone (its month not full, first: it refuses most dates of a busy
 * coach; active, its language, its subject, a coach still missing). Other groups could not be listed
 * (`firstBrokenRule` refuses them before looking at other dates). The full months, the coach's languages, allowed
 * offers and open offers are each read once into a list.
 */
const listableIf = (first: SQL, coachId: number) => sql`((
      substr(${first}.date, 1, 7) NOT IN (SELECT month FROM full_months)
      AND ${first}.language IN (SELECT l.code FROM coach_languages cl JOIN languages l ON l.id = cl.language_id WHERE cl.coach_id = ${coachId})
      AND ${first}.offered_workshop_id IN (SELECT o.id FROM offered_workshops o JOIN users u ON u.id = ${coachId}
        WHERE u.role = 'coach' AND u.state = 'active'
          AND (o.subject_id IS NULL
            OR NOT EXISTS (SELECT 1 FROM coach_subjects cs WHERE cs.coach_id = ${coachId})
            OR EXISTS (SELECT 1 FROM coach_subjects cs WHERE cs.coach_id = ${coachId} AND cs.subject_id = o.subject_id)))
      AND (SELECT count(*) FROM workshop_coaches wc WHERE wc.workshop_id = ${first}.id) < ${first}.coaches_needed)
    OR ${first}.id IN (SELECT co.workshop_id FROM coach_offers co WHERE co.coach_id = ${coachId} AND co.state = 'open'))`;

/**
 * Upcoming workshops still being planned (initialized or coaches requested) that need coaches; a series only when
 * none of its dates is past. `onlyGroupOf`: just the series (or workshop) of that workshop.
 *
 * They are read from `workshops_planning_idx` in date order, stopping after `MAX_ROWS` (named: without statistics
 * SQLite takes the state index and sorts every planned workshop). Of those dates, only the groups the coach could be
 * listed for (`listableIf` their first date) are read in full. A single workshop is its own first date; a series'
 * is its earliest, looked up by the series index (all its dates are candidates' or after them: none is past or out
 * of planning).
 */
function unstaffedQuery(coachId: number, language: UiLanguage, horizon: Horizon, onlyGroupOf?: number) {
  const today = horizon.from;
  const only =
    onlyGroupOf === undefined
      ? sql`1`
      : sql`(w.id = ${onlyGroupOf} OR w.series_id = (SELECT series_id FROM workshops WHERE id = ${onlyGroupOf}))`;
  return sql`
    WITH candidates AS (
      SELECT w.id, w.series_id, w.date, w.start_time, w.language, w.offered_workshop_id, w.coaches_needed
      FROM workshops w ${onlyGroupOf === undefined ? sql.raw('INDEXED BY workshops_planning_idx') : sql``}
      WHERE ${only} AND w.state IN ('initialized', 'coaches_requested') AND w.date >= ${today}
        AND (w.series_id IS NULL OR NOT EXISTS (
          SELECT 1 FROM workshops p WHERE p.series_id = w.series_id AND (p.date < ${today} OR p.state NOT IN ('initialized', 'coaches_requested'))))
      ORDER BY w.date, w.start_time, w.id
      LIMIT ${MAX_ROWS}
    ),
    ${fullMonths(coachId, horizon)}
    SELECT w.id, w.series_id, w.language, w.date, w.start_time, w.end_time, w.institute, w.location, w.coaches_needed,
      (SELECT count(*) FROM workshop_coaches wc WHERE wc.workshop_id = w.id) AS placed_count,
      EXISTS (SELECT 1 FROM workshop_coaches wc WHERE wc.workshop_id = w.id AND wc.coach_id = ${coachId})
        OR EXISTS (SELECT 1 FROM coach_requests cr WHERE cr.workshop_id = w.id AND cr.coach_id = ${coachId} AND cr.state <> 'cancelled') AS taken,
      o.subject_id,
      (SELECT coalesce(st.name, sd.name) FROM subject_translations sd
         LEFT JOIN subject_translations st ON st.subject_id = sd.subject_id AND st.language = ${language}
         WHERE sd.subject_id = o.subject_id AND sd.language = 'de') AS subject,
      coalesce((SELECT title FROM offered_workshop_translations t WHERE t.offered_workshop_id = w.offered_workshop_id AND t.language = ${language}),
               (SELECT title FROM offered_workshop_translations t WHERE t.offered_workshop_id = w.offered_workshop_id AND t.language = 'de'), '') AS title
    FROM candidates c JOIN workshops w ON w.id = c.id JOIN offered_workshops o ON o.id = w.offered_workshop_id
    WHERE CASE WHEN c.series_id IS NULL THEN ${listableIf(sql`c`, coachId)}
      ELSE EXISTS (SELECT 1 FROM workshops f WHERE f.id =
          (SELECT p.id FROM workshops p WHERE p.series_id = c.series_id ORDER BY p.date, p.start_time, p.id LIMIT 1)
        AND ${listableIf(sql`f`, coachId)}) END
    ORDER BY c.date, c.start_time, c.id`;
}

function groupsOf(rows: WorkshopRow[]): WorkshopRow[][] {
  const groups = new Map<string, WorkshopRow[]>();
  for (const row of rows) {
    const key = row.series_id ? `s${row.series_id}` : `w${row.id}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return [...groups.values()];
}

interface OfferRow {
  workshop_id: number;
  id: number;
  state: OwnOffer['state'];
  note: string | null;
  created_at: number;
}

const offersQuery = (coachId: number) =>
  sql`SELECT workshop_id, id, state, note, created_at FROM coach_offers WHERE coach_id = ${coachId}`;

/**
 * The coach's unstaffed upcoming workshops with whether each fits: the workshop still needs coaches and the coach
 * keeps every hard rule of the staffing plan for it (`firstBrokenRule`: active, not placed, asked or declined, the
 * language, the subject when the coach lists subjects, no unavailability, holiday, imported calendar time or other
 * placement within the travel gap on any date, no month or year maximum passed). Workshops with the coach's open
 * offer are listed even when no longer fitting.
 */
export async function offerableWorkshops(
  db: Database,
  coachId: number,
  language: UiLanguage,
  onlyGroupOf?: number,
): Promise<OfferableWorkshop[]> {
  const today = todayInZurich();
  // The coach's facts are read in the same round trip, for every day of the coming year: the rules read them per date
  // (busy times, the recurring entries laid out on the workshops' dates only) and per month and school year of a date
  // (workload), so more days than the workshops have change nothing. A workshop beyond that year (rare) has them read
  // again for exactly the workshops' dates.
  const horizon = { from: today, to: addDays(today, FACT_DAYS - 1) };
  const [rows, offerRows, ...factResults] = (await readBatch(db, [
    unstaffedQuery(coachId, language, horizon, onlyGroupOf),
    offersQuery(coachId),
    ...coachFactQueries({ dates: horizon, coachIds: [coachId] }),
  ])) as [WorkshopRow[], OfferRow[], ...unknown[][]];
  if (rows.length === 0) return [];
  const dates = [...new Set(rows.map((r) => r.date))];
  const facts = dates.every((date) => date <= horizon.to)
    ? coachFactsFrom(factResults, dates)
    : await loadCoachFacts(db, { dates, coachIds: [coachId] });
  const offers = new Map(offerRows.map(({ workshop_id, ...offer }) => [workshop_id, offer]));
  const coach = facts.coaches[0];
  const fits = (group: WorkshopRow[]) => {
    const [first] = group as [WorkshopRow];
    if (!coach || first.placed_count >= first.coaches_needed) return false;
    const unit = {
      slots: group.map((w) => ({ workshopId: w.id, date: w.date, start: minutes(w.start_time), end: minutes(w.end_time) })),
      language: first.language,
      subjectId: first.subject_id,
      excludedCoachIds: group.some((w) => w.taken) ? [coachId] : [],
    };
    return firstBrokenRule(unit, coach, facts.travelGapMinutes) === null;
  };
  return groupsOf(rows).flatMap((group): OfferableWorkshop[] => {
    const [first] = group as [WorkshopRow];
    const offer = offers.get(first.id) ?? null;
    const fitting = fits(group);
    if (!fitting && offer?.state !== 'open') return [];
    return [
      {
        workshop_id: first.id,
        title: first.title,
        subject: first.subject,
        language: first.language,
        institute: first.institute,
        location: first.location,
        dates: group.map((w) => ({ workshop_id: w.id, date: w.date, start_time: w.start_time, end_time: w.end_time })),
        coaches_missing: Math.max(0, first.coaches_needed - first.placed_count),
        fits: fitting,
        offer,
      },
    ];
  });
}
