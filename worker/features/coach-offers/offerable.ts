import { sql } from 'drizzle-orm';
import type { UiLanguage } from '../../contract/enums';
import { todayInZurich } from '../../contract/lib/dates';
import type { Database } from '../../lib/env';
import { inList } from '../../lib/sql-lists';
import { blockingEntriesOf, blockingKinds } from '../unavailabilities/unavailabilities.blocking';
import type { OfferableWorkshop, OwnOffer } from '../../contract/coach-offers/offers.schemas';

/** The most workshops (dates) read for one coach's list: far above what is ever unstaffed ahead. */
const MAX_ROWS = 2000;

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
  subject_id: number | null;
  subject: string | null;
  title: string;
}

interface CoachFit {
  active: boolean;
  languageCodes: string[];
  subjectIds: string[];
}

/**
 * Upcoming workshops still being planned (initialized or coaches requested) that need coaches; a series only when
 * none of its dates is past. `onlyGroupOf`: just the series (or workshop) of that workshop.
 */
function unstaffedRows(db: Database, language: UiLanguage, onlyGroupOf?: number) {
  const today = todayInZurich();
  const only =
    onlyGroupOf === undefined
      ? sql`1`
      : sql`(w.id = ${onlyGroupOf} OR w.series_id = (SELECT series_id FROM workshops WHERE id = ${onlyGroupOf}))`;
  return db.all<WorkshopRow>(sql`
    SELECT w.id, w.series_id, w.language, w.date, w.start_time, w.end_time, w.institute, w.location, w.coaches_needed,
      (SELECT count(*) FROM workshop_coaches wc WHERE wc.workshop_id = w.id) AS placed_count,
      o.subject_id,
      (SELECT coalesce(st.name, sd.name) FROM subject_translations sd
         LEFT JOIN subject_translations st ON st.subject_id = sd.subject_id AND st.language = ${language}
         WHERE sd.subject_id = o.subject_id AND sd.language = 'de') AS subject,
      coalesce((SELECT title FROM offered_workshop_translations t WHERE t.offered_workshop_id = w.offered_workshop_id AND t.language = ${language}),
               (SELECT title FROM offered_workshop_translations t WHERE t.offered_workshop_id = w.offered_workshop_id AND t.language = 'de'), '') AS title
    FROM workshops w JOIN offered_workshops o ON o.id = w.offered_workshop_id
    WHERE ${only} AND w.state IN ('initialized', 'coaches_requested') AND w.date >= ${today}
      AND (w.series_id IS NULL OR NOT EXISTS (
        SELECT 1 FROM workshops p WHERE p.series_id = w.series_id AND (p.date < ${today} OR p.state NOT IN ('initialized', 'coaches_requested'))))
    ORDER BY w.date, w.start_time, w.id
    LIMIT ${MAX_ROWS}`);
}

function groupsOf(rows: WorkshopRow[]): WorkshopRow[][] {
  const groups = new Map<string, WorkshopRow[]>();
  for (const row of rows) {
    const key = row.series_id ? `s${row.series_id}` : `w${row.id}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return [...groups.values()];
}

async function coachFit(db: Database, coachId: number): Promise<CoachFit> {
  const [row] = await db.all<{ active: number; language_codes: string | null; subject_ids: string | null }>(sql`
    SELECT (u.role = 'coach' AND u.state = 'active') AS active,
      (SELECT group_concat(l.code) FROM coach_languages cl JOIN languages l ON l.id = cl.language_id WHERE cl.coach_id = u.id) AS language_codes,
      (SELECT group_concat(cs.subject_id) FROM coach_subjects cs WHERE cs.coach_id = u.id) AS subject_ids
    FROM users u WHERE u.id = ${coachId}`);
  return {
    active: Boolean(row?.active),
    languageCodes: (row?.language_codes ?? '').split(',').filter(Boolean),
    subjectIds: (row?.subject_ids ?? '').split(',').filter(Boolean),
  };
}

/** The workshops (of these dates) the coach is placed on or has an open or declined answer for. */
async function coachCommitments(db: Database, coachId: number, rows: WorkshopRow[]) {
  const dates = [...new Set(rows.map((r) => r.date))];
  const ids = rows.map((r) => r.id);
  const [placedOnDates, involved] = await Promise.all([
    db.all<{ date: string }>(sql`
      SELECT w.date FROM workshop_coaches wc JOIN workshops w ON w.id = wc.workshop_id
      WHERE wc.coach_id = ${coachId} AND w.state <> 'cancelled' AND ${inList(sql`w.date`, dates)}`),
    db.all<{ workshop_id: number }>(sql`
      SELECT workshop_id FROM coach_requests
      WHERE coach_id = ${coachId} AND state IN ('new-request', 'approved', 'declined', 'placed') AND ${inList(sql`workshop_id`, ids)}`),
  ]);
  return { busyDates: new Set(placedOnDates.map((r) => r.date)), involvedIds: new Set(involved.map((r) => r.workshop_id)) };
}

async function ownOffers(db: Database, coachId: number) {
  const rows = await db.all<OwnOffer & { workshop_id: number }>(sql`
    SELECT id, workshop_id, state, note, created_at FROM coach_offers WHERE coach_id = ${coachId}`);
  return new Map(rows.map(({ workshop_id, ...offer }) => [workshop_id, offer]));
}

/**
 * The coach's unstaffed upcoming workshops with whether each fits: active coach, a language the coach speaks, the
 * subject (when the coach has subjects), no unavailability, holiday or other placement on any date, and not already
 * placed, asked or having declined. Workshops with the coach's open offer are listed even when no longer fitting.
 */
export async function offerableWorkshops(
  db: Database,
  coachId: number,
  language: UiLanguage,
  onlyGroupOf?: number,
): Promise<OfferableWorkshop[]> {
  const rows = await unstaffedRows(db, language, onlyGroupOf);
  if (rows.length === 0) return [];
  const [fit, commitments, entries, offers] = await Promise.all([
    coachFit(db, coachId),
    coachCommitments(db, coachId, rows),
    blockingEntriesOf(
      db,
      [coachId],
      rows.map((r) => r.date),
    ),
    ownOffers(db, coachId),
  ]);
  const fits = (group: WorkshopRow[]) => {
    const [first] = group as [WorkshopRow];
    return (
      fit.active &&
      first.placed_count < first.coaches_needed &&
      fit.languageCodes.includes(first.language) &&
      (fit.subjectIds.length === 0 || first.subject_id === null || fit.subjectIds.includes(String(first.subject_id))) &&
      group.every(
        (w) =>
          !commitments.involvedIds.has(w.id) &&
          !commitments.busyDates.has(w.date) &&
          blockingKinds(entries, coachId, { date: w.date, startTime: w.start_time, endTime: w.end_time }).length === 0,
      )
    );
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
