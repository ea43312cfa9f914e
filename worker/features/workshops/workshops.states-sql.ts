import { sql, type SQL } from 'drizzle-orm';
import type { WorkshopState } from '../../contract/enums';

// The SQL half of worker/contract/workshops/workshops.states.ts, which the SPA shares without drizzle-orm.

/**
 * For a `batchGuard`: every workshop of the group is still in the state it was read in (no one else changed the
 * state of the workshop or its series meanwhile).
 */
export function statesUnchanged(group: readonly { id: number; state: WorkshopState }[]): SQL {
  const expected = JSON.stringify(Object.fromEntries(group.map((w) => [w.id, w.state])));
  return sql`(SELECT count(*) FROM workshops w JOIN json_each(${expected}) e
    ON w.id = CAST(e.key AS INTEGER) AND w.state = e.value) = ${group.length}`;
}
