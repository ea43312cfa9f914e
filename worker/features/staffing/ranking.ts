import { eq, inArray, sql } from 'drizzle-orm';
import { coachRequests, workshopCoaches } from '../../db/schema';
import type { UiLanguage } from '../../contract/enums';
import type { Database } from '../../lib/env';
import { busySpansAt, maxExceeded, teachesSubject } from '../staffing-plan/eligibility';
import { loadCoachFacts, minutes } from '../staffing-plan/plan.loader';
import type { BusyKind } from '../staffing-plan/solver.types';
import { reasonOrder } from '../unavailabilities/unavailabilities.blocking';
import { candidateWorkload, countsOf, settingsOf, workloadCounts, workloadSettingsOf } from '../workload/workload.service';
import type { Candidate, CandidateList } from '../../contract/staffing/staffing.schemas';
import { schoolHolidaysOnDates } from '../school-holidays/lookup';
import { staffingWorkshop, titlesOf, type Workshop } from './staffing.shared';
import { loadGroup } from '../workshops/workshops.queries';

/** The school year: 1 August to 31 July. */
function seasonOf(date: string): [string, string] {
  const [year, month] = date.split('-').map(Number) as [number, number];
  const start = month >= 8 ? year : year - 1;
  return [`${start}-08-01`, `${start + 1}-07-31`];
}

interface CoachFacts {
  id: number;
  firstname: string;
  lastname: string;
  language_codes: string | null;
  subject_ids: string | null;
  skill_average: number | null;
  season_count: number;
}

async function activeCoachFacts(db: Database, season: [string, string]) {
  return db.all<CoachFacts>(sql`
    SELECT u.id, u.firstname, u.lastname,
      (SELECT group_concat(l.code) FROM coach_languages cl JOIN languages l ON l.id = cl.language_id WHERE cl.coach_id = u.id) AS language_codes,
      (SELECT group_concat(cs.subject_id) FROM coach_subjects cs WHERE cs.coach_id = u.id) AS subject_ids,
      (SELECT avg(ck.rating) FROM coach_skills ck WHERE ck.coach_id = u.id) AS skill_average,
      (SELECT count(*) FROM workshop_coaches wc JOIN workshops w ON w.id = wc.workshop_id
         WHERE wc.coach_id = u.id AND w.state <> 'cancelled' AND w.date BETWEEN ${season[0]} AND ${season[1]}) AS season_count
    FROM users u WHERE u.role = 'coach' AND u.state = 'active'
    ORDER BY u.lastname COLLATE NOCASE, u.firstname COLLATE NOCASE`);
}

/** Conflicts with other workshops last, after the coach's own entries in their usual order. */
const spanOrder = (kind: BusyKind) => (kind === 'placement' ? reasonOrder.length : reasonOrder.indexOf(kind));

/**
 * Why each coach cannot give the group, by the staffing plan's rule (`eligibility.ts`): the language, the subject
 * (when the coach lists subjects), and on each date every busy span within reach (own entries, holidays, imported
 * calendar; another placement within the travel gap, as a `conflict` naming it).
 */
async function blockersByCoach(db: Database, coachIds: number[], group: Workshop[], subjectId: number | null) {
  const facts = await loadCoachFacts(db, { dates: [...new Set(group.map((w) => w.date))], coachIds });
  const own = new Set(group.map((w) => w.id));
  const blockers = new Map<number, Candidate['blockers']>();
  for (const coach of facts.coaches) {
    const list: Candidate['blockers'] = [];
    const first = group[0]!.date;
    if (!coach.languages.includes(group[0]!.language)) list.push({ kind: 'language', date: first, workshop_id: null });
    if (!teachesSubject(coach, subjectId)) list.push({ kind: 'subject', date: first, workshop_id: null });
    for (const w of group) {
      const slot = { workshopId: w.id, date: w.date, start: minutes(w.startTime), end: minutes(w.endTime) };
      const spans = busySpansAt(coach.busy, slot, facts.travelGapMinutes).sort((a, b) => spanOrder(a.kind) - spanOrder(b.kind));
      for (const span of spans) {
        if (span.kind !== 'placement') list.push({ kind: span.kind, date: w.date, workshop_id: null });
        else if (!own.has(span.workshopId!)) list.push({ kind: 'conflict', date: w.date, workshop_id: span.workshopId! });
      }
    }
    blockers.set(coach.id, list);
  }
  return blockers;
}

/** Open offers of coaches to give the workshop (offers belong to the first workshop of a series). */
async function openOffers(db: Database, firstWorkshopId: number) {
  const rows = await db.all<{ coach_id: number; id: number; note: string | null; created_at: number }>(sql`
    SELECT coach_id, id, note, created_at FROM coach_offers WHERE workshop_id = ${firstWorkshopId} AND state = 'open'`);
  return new Map(rows.map(({ coach_id, ...offer }) => [coach_id, offer]));
}

/** Each coach's workload around the group, and a `workload_max` blocker when its dates would take them past a maximum. */
async function workloadOfCandidates(db: Database, group: Workshop[]) {
  const dates = group.map((w) => w.date);
  const [settings, counts] = await Promise.all([
    workloadSettingsOf(db),
    workloadCounts(
      db,
      dates,
      group.map((w) => w.id),
    ),
  ]);
  return (coachId: number) => {
    const coachSettings = settingsOf(settings, coachId);
    const coachCounts = countsOf(counts, coachId);
    const exceeded = maxExceeded(coachSettings, coachCounts, dates);
    return {
      workload: candidateWorkload(coachSettings, coachCounts, dates[0]!),
      blockers: exceeded ? [{ kind: 'workload_max' as const, date: exceeded.date, workshop_id: null }] : [],
    };
  };
}

/**
 * Available coaches first; among them, who speaks the language and teaches the subject, with better skills, who
 * offered to give it, and with fewer workshops this season (to spread the load).
 */
function score(candidate: Omit<Candidate, 'score' | 'workload'>): number {
  return (
    (candidate.blockers.length > 0 ? -100 : 0) +
    (candidate.speaks_language ? 40 : 0) +
    (candidate.knows_subject ? 25 : 0) +
    (candidate.skill_average ?? 0) * 3 +
    (candidate.offer ? 10 : 0) -
    candidate.workshops_this_season * 1.5
  );
}

/** `GET workshops/form-coach-requests`: active coaches ranked for the workshop (or its series). */
export async function rankCandidates(db: Database, workshopId: number, language: UiLanguage): Promise<CandidateList> {
  const { workshop, group, ids } = await loadGroup(db, workshopId);
  const [facts, [offered], requests, placed, title, offers] = await Promise.all([
    activeCoachFacts(db, seasonOf(workshop.date)),
    db.all<{ subject_id: number | null }>(sql`SELECT subject_id FROM offered_workshops WHERE id = ${workshop.offeredWorkshopId}`),
    db
      .select({ coachId: coachRequests.coachId, state: coachRequests.state })
      .from(coachRequests)
      .where(eq(coachRequests.workshopId, workshop.id)),
    db.select({ coachId: workshopCoaches.coachId }).from(workshopCoaches).where(inArray(workshopCoaches.workshopId, ids)),
    titlesOf(db, workshop.offeredWorkshopId).then((titleIn) => titleIn(language)),
    openOffers(db, group[0]!.id),
  ]);
  const subjectId = offered?.subject_id ?? null;
  const blockers = await blockersByCoach(
    db,
    facts.map((c) => c.id),
    group,
    subjectId,
  );
  const placedIds = new Set(placed.map((p) => p.coachId));
  const workload = await workloadOfCandidates(db, group);
  const candidates = facts.map((coach) => {
    const coachWorkload = workload(coach.id);
    const candidate = {
      id: coach.id,
      firstname: coach.firstname,
      lastname: coach.lastname,
      speaks_language: (coach.language_codes ?? '').split(',').includes(workshop.language),
      knows_subject: subjectId === null || (coach.subject_ids ?? '').split(',').includes(String(subjectId)),
      skill_average: coach.skill_average === null ? null : Math.round(coach.skill_average * 10) / 10,
      blockers: [...(blockers.get(coach.id) ?? []), ...coachWorkload.blockers],
      workshops_this_season: coach.season_count,
      request_state: requests.find((r) => r.coachId === coach.id)?.state ?? null,
      placed: placedIds.has(coach.id),
      offer: offers.get(coach.id) ?? null,
    };
    return { ...candidate, score: score(candidate), workload: coachWorkload.workload };
  });
  candidates.sort((a, b) => b.score - a.score);
  const school_holidays = await schoolHolidaysOnDates(db, group);
  return { workshop: { ...staffingWorkshop(workshop, group, title), school_holidays }, candidates };
}
