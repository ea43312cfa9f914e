import { asc, inArray } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { workshops } from '../../db/schema';
import type { WorkshopState } from '../../contract/enums';
import { auditInsert } from '../../lib/audit';
import { batchGuard, changedMeanwhile, guarded } from '../../lib/batch-guard';
import { todayInZurich } from '../../contract/lib/dates';
import type { Database, Env } from '../../lib/env';
import { AppError } from '../../lib/errors';
import { nowSeconds } from '../../lib/tokens';
import { commitWithMail } from '../../mail/outbox';
import type { SessionUser } from '../../lib/session-user';
import { canTransition, type SetStateTarget } from '../../contract/workshops/workshops.states';
import { statesUnchanged } from './workshops.states-sql';
import { loadWorkshop, seriesOf } from './workshops.queries';
import { evaluationsForDoneWorkshops } from '../evaluations/evaluations.lifecycle';
import { changeMails, sideEffects } from './workshops.side-effects';

type Statement = BatchItem<'sqlite'>;
type Workshop = typeof workshops.$inferSelect;

const invalidTransition = (from: WorkshopState, to: WorkshopState, why?: string) =>
  new AppError(409, 'invalid_transition', why ?? `A workshop in state ${from} cannot become ${to}`);

/** Guards beyond the table: a workshop is done only once its day has come. */
function checkGuards(group: Workshop[], target: SetStateTarget) {
  for (const workshop of group) {
    if (!canTransition(workshop.state, target)) throw invalidTransition(workshop.state, target);
    if (target === 'done' && workshop.date > todayInZurich()) {
      throw invalidTransition(workshop.state, target, 'A workshop can be marked done on or after its date');
    }
  }
}

/**
 * `POST workshops/{id}/set-state`: checks the transition for the workshop and its whole series, then applies
 * state, side effects, audit rows and mails in one batch. Without an actor it is the system's change (the daily
 * job that marks past workshops done): audited with no actor and `automatic: true`.
 */
export async function setWorkshopState(
  db: Database,
  env: Env,
  actor: Pick<SessionUser, 'id'> | null,
  workshopId: number,
  target: SetStateTarget,
  reason: string | null,
): Promise<Workshop[]> {
  const group = await seriesOf(db, await loadWorkshop(db, workshopId));
  checkGuards(group, target);
  const ids = group.map((w) => w.id);
  const now = nowSeconds();
  const created = target === 'done' ? await evaluationsForDoneWorkshops(db, env, group) : { statements: [], mails: [] };
  const statements: Statement[] = [
    // Set twice at once, or while coaches are placed: only the first batch finds the states as checked above.
    batchGuard(db, statesUnchanged(group)),
    ...sideEffects(db, ids, target, group),
    ...created.statements,
    db
      .update(workshops)
      .set({
        state: target,
        stateChangedAt: now,
        updatedAt: now,
        ...(target === 'cancelled' ? { cancellationReason: reason } : {}),
        ...(target === 'initialized' ? { cancellationReason: null } : {}),
      })
      .where(inArray(workshops.id, ids)),
    ...group.map((w) =>
      auditInsert(db, {
        actorUserId: actor?.id ?? null,
        action: 'workshop.state',
        entityType: 'workshop',
        entityId: w.id,
        details: { from: w.state, to: target, reason, ...(actor ? {} : { automatic: true }) },
      }),
    ),
  ];
  const mails = target === 'cancelled' || target === 'initialized' ? await changeMails(db, group, target, reason) : [];
  mails.push(...created.mails);
  await guarded(commitWithMail(db, env, statements, mails), () => changedMeanwhile('The workshop'));
  return db.select().from(workshops).where(inArray(workshops.id, ids)).orderBy(asc(workshops.date), asc(workshops.id));
}
