import { sql } from 'drizzle-orm';
import { coachRequests, workshopCoaches } from '../../db/schema';
import { auditInsert } from '../../lib/audit';
import { batchGuard, changedMeanwhile, guarded } from '../../lib/batch-guard';
import type { Database, Env } from '../../lib/env';
import { AppError } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import { nowSeconds } from '../../lib/tokens';
import type { MailRecipient } from '../../mail/addressee';
import { commitWithMail } from '../../mail/outbox';
import { createFeesForDoneWorkshops } from '../coach-fees/coach-fees.lifecycle';
import { evaluationsForDoneWorkshops } from '../evaluations/evaluations.lifecycle';
import { statesUnchanged } from '../workshops/workshops.states-sql';
import { coachesActive, placedUnchanged, type Workshop } from './staffing.shared';

/** Every workshop of the group is done: it took place, nothing is staffed any more, but who gave it can be recorded. */
export const allDone = (group: readonly Workshop[]) => group.length > 0 && group.every((w) => w.state === 'done');

/**
 * Records a coach on a workshop (or series) that is done already: someone stood in, or staff forgot to place them
 * (decision 003). Unlike a placement before the day, nothing is planned any more: no placement mail, no requests
 * withdrawn, the state stays. What the done transition gives every placed coach, this coach gets in the same batch:
 * the fee (pending) and their evaluation with its mail (K01). The workload maximum is not checked: the work is done.
 */
export async function placeAfterDone(
  db: Database,
  env: Env,
  actor: SessionUser,
  group: Workshop[],
  coach: MailRecipient,
  placedIds: number[],
) {
  const [first] = group as [Workshop];
  if (placedIds.includes(coach.id)) throw new AppError(409, 'conflict', 'The coach is placed already');
  const ids = group.map((w) => w.id);
  const now = nowSeconds();
  const created = await evaluationsForDoneWorkshops(db, env, group, coach);
  const statements = [
    batchGuard(db, sql`${statesUnchanged(group)} AND ${coachesActive([coach.id])} AND ${placedUnchanged(first.id, placedIds)}`),
    ...ids.flatMap((id) => [
      db
        .insert(workshopCoaches)
        .values({ workshopId: id, coachId: coach.id, placedAt: now, placedById: actor.id })
        .onConflictDoNothing(),
      db
        .insert(coachRequests)
        .values({ workshopId: id, coachId: coach.id, state: 'placed', requestedById: actor.id })
        .onConflictDoUpdate({
          target: [coachRequests.workshopId, coachRequests.coachId],
          set: { state: 'placed', updatedAt: now },
        }),
    ]),
    // Inserts only what is missing (unique per workshop and coach): this coach's fees.
    createFeesForDoneWorkshops(db, ids),
    ...created.statements,
    auditInsert(db, {
      actorUserId: actor.id,
      action: 'workshop.coach_assigned',
      entityType: 'workshop',
      entityId: first.id,
      details: { coach: coach.id, after_done: true },
    }),
  ];
  await guarded(commitWithMail(db, env, statements, created.mails), () => changedMeanwhile('The staffing of the workshop'));
}
