import type { AllocationForm, Candidate, CoachRequestState, WorkshopState } from '@/lib/contract';

export type Blocker = Candidate['blockers'][number];
export type BlockerKind = Blocker['kind'];

/** Coaches are asked, placed and removed only in these states; otherwise the placed coaches are shown read-only. */
export const staffableStates: readonly WorkshopState[] = ['initialized', 'coaches_requested', 'to-realize'];
export const isStaffable = (state: WorkshopState) => staffableStates.includes(state);

/** A request still waiting for the coach's answer or for placement: it can be withdrawn. */
export const isOpenRequest = (state: CoachRequestState) => state === 'new-request' || state === 'approved';

/** "Nur verfügbare": the coach fits by the staffing plan's rule (language, subject, every date free, no maximum passed). */
export const isAvailable = (candidate: Candidate) => candidate.blockers.length === 0;

/**
 * A coach who is placed or has an open request cannot be asked again. One who declined or whose request was
 * withdrawn may be asked again (the server decides). One whom the workshop would take past a workload maximum cannot
 * be asked (a hard rule, decision 043); other blockers are shown but staff may still ask.
 */
export const isSelectable = (candidate: Candidate) =>
  !candidate.placed &&
  !candidate.blockers.some((blocker) => blocker.kind === 'workload_max') &&
  (candidate.request_state === null || !['new-request', 'approved', 'placed'].includes(candidate.request_state));

export interface BlockerGroup {
  kind: Exclude<BlockerKind, 'conflict'>;
  dates: string[];
}

/**
 * The blockers for display: the same reason on several dates once, with its dates in order ("Ferien 12.03., 19.03.");
 * conflicts each on their own (they link to the other workshop); inactive, language and subject once, without dates.
 */
const undated = new Set<BlockerKind>(['inactive', 'language', 'subject']);

export function groupBlockers(blockers: readonly Blocker[]): { groups: BlockerGroup[]; conflicts: Blocker[] } {
  const groups = new Map<BlockerGroup['kind'], Set<string>>();
  const conflicts: Blocker[] = [];
  const seen = new Set<string>();
  for (const blocker of blockers) {
    if (blocker.kind === 'conflict') {
      const key = `${blocker.workshop_id ?? ''}@${blocker.date}`;
      if (!seen.has(key)) conflicts.push(blocker);
      seen.add(key);
      continue;
    }
    const dates = groups.get(blocker.kind) ?? new Set<string>();
    if (!undated.has(blocker.kind) && blocker.date) dates.add(blocker.date);
    groups.set(blocker.kind, dates);
  }
  return {
    groups: [...groups].map(([kind, dates]) => ({ kind, dates: [...dates].sort() })),
    conflicts: conflicts.sort((a, b) => a.date.localeCompare(b.date)),
  };
}

/** Open answers first (available, then unanswered), then placed, declined and withdrawn; older requests first. */
const requestOrder: Record<CoachRequestState, number> = { approved: 0, 'new-request': 1, placed: 2, declined: 3, cancelled: 4 };
export const byRequestOrder = (a: { state: CoachRequestState; requested_at: number }, b: typeof a) =>
  requestOrder[a.state] - requestOrder[b.state] || a.requested_at - b.requested_at;

/** Who is told by mail at once when a coach is placed (the server's rule in `assignCoach`). */
export interface PlacementMails {
  /** The placed coach gets the placement with dates and address. */
  coach: string;
  /** The placement completes the staffing: the coaches whose open requests are withdrawn, each told. */
  withdrawn: string[];
  /** The placement completes the staffing for the first time: the school gets the trainers' contacts. */
  school: boolean;
}

export function placementMails(form: AllocationForm, coachId: number): PlacementMails {
  const person = (p: { firstname: string; lastname: string }) => `${p.firstname} ${p.lastname}`;
  const request = form.requests.find((r) => r.coach.id === coachId);
  const staffed = form.placed.length + 1 >= form.workshop.coaches_needed;
  const withdrawn = staffed
    ? form.requests.filter((r) => r.coach.id !== coachId && isOpenRequest(r.state)).map((r) => person(r.coach))
    : [];
  return {
    coach: request ? person(request.coach) : '',
    withdrawn: [...new Set(withdrawn)],
    school: staffed && form.workshop.state !== 'to-realize',
  };
}

/** The server never removes the last placed coach ("Bitte zuerst eine neue Person zuteilen"). */
export const canDismiss = (form: AllocationForm) => form.placed.length > 1;
