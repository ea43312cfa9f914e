import { sql } from 'drizzle-orm';
import { todayInZurich } from '../../contract/lib/dates';
import type { Database, Env } from '../../lib/env';
import { AppError } from '../../lib/errors';
import { nowSeconds } from '../../lib/tokens';
import { setWorkshopState } from './workshops.transitions';
import { log } from '../../lib/log';

const PAGE_SIZE = 100;
/**
 * Workshops made done per run. Each costs about twenty D1 statements (set-state's reads, its batch with fees,
 * evaluations, audit and mails, the evaluations' reads), and production D1 allows 1,000 per invocation; the job runs
 * hourly during the day, so a backlog clears within a day or two.
 */
export const DONE_WORKSHOPS_PER_RUN = 25;

/**
 * `to-realize` workshops whose date is before today (Zurich); of a series only when no date of it that is not
 * cancelled is today or later. Keyset by id, so a workshop that cannot be made done is passed over, not read again.
 */
const pastToRealize = (db: Database, today: string, afterId: number) =>
  db.all<{ id: number }>(sql`SELECT w.id FROM workshops w
    WHERE w.state = 'to-realize' AND w.date < ${today} AND w.id > ${afterId}
      AND NOT (w.series_id IS NOT NULL AND EXISTS (SELECT 1 FROM workshops s
        WHERE s.series_id = w.series_id AND s.state <> 'cancelled' AND s.date >= ${today}))
    ORDER BY w.id LIMIT ${PAGE_SIZE}`);

/**
 * Past workshops become `done` as if staff had set it: the placed coaches' fees, the evaluations and their mails
 * (`setWorkshopState` without an actor, audited as automatic). A series goes at once, through its first date found.
 * Run twice, or twice at once, it changes each workshop once: the second finds it done, or set-state's batch guard
 * refuses it. Returns how many workshops became done and how many could not.
 */
export async function markPastWorkshopsDone(db: Database, env: Env, now = nowSeconds()) {
  const today = todayInZurich(new Date(now * 1000));
  const handled = new Set<number>();
  let done = 0;
  let skipped = 0;
  let afterId = 0;
  while (done + skipped < DONE_WORKSHOPS_PER_RUN) {
    const page = await pastToRealize(db, today, afterId);
    if (page.length === 0) break;
    for (const { id } of page) {
      afterId = id;
      if (handled.has(id)) continue;
      if (done + skipped >= DONE_WORKSHOPS_PER_RUN) break;
      try {
        const group = await setWorkshopState(db, env, null, id, 'done', null);
        for (const w of group) handled.add(w.id);
        done += group.length;
      } catch (error) {
        // Changed meanwhile (another run, or staff) or a series whose dates are not all to-realize: left for staff.
        if (!(error instanceof AppError) || error.status !== 409) throw error;
        skipped += 1;
        log('warn', 'job.workshop_not_done', { workshop_id: id, reason: error.message });
      }
    }
    if (page.length < PAGE_SIZE) break;
  }
  return { done, skipped };
}
