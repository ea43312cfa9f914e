import { sql, type SQL } from 'drizzle-orm';
import type { WorkshopState } from '../../db/schema/enums';

/**
 * Allowed workshop transitions (docs/state-machines.md). `to-realize` and `coaches_requested` are reached only
 * through coach requests and placements; `invoiced` only through finance's set-invoiced.
 */
export const workshopTransitions: Record<WorkshopState, readonly WorkshopState[]> = {
  initialized: ['coaches_requested', 'to-realize', 'cancelled'],
  coaches_requested: ['coaches_requested', 'to-realize', 'initialized', 'cancelled'],
  'to-realize': ['to-realize', 'done', 'initialized', 'cancelled'],
  done: ['invoiceable', 'cancelled'],
  invoiceable: ['done', 'invoiced', 'cancelled'],
  invoiced: [],
  cancelled: ['initialized'],
};

export type { SetStateTarget } from './workshops.schemas';

export const canTransition = (from: WorkshopState, to: WorkshopState) => workshopTransitions[from].includes(to);

/**
 * For a `batchGuard`: every workshop of the group is still in the state it was read in (no one else changed the
 * state of the workshop or its series meanwhile).
 */
export function statesUnchanged(group: readonly { id: number; state: WorkshopState }[]): SQL {
  const expected = JSON.stringify(Object.fromEntries(group.map((w) => [w.id, w.state])));
  return sql`(SELECT count(*) FROM workshops w JOIN json_each(${expected}) e
    ON w.id = CAST(e.key AS INTEGER) AND w.state = e.value) = ${group.length}`;
}
