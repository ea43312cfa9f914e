import { sql } from 'drizzle-orm';
import { coachFees } from '../../db/schema';
import type { Database } from '../../lib/env';
import { insertSelect } from '../../lib/insert-select';

/**
 * When workshops become done: one pending fee per placed coach per workshop, at the offered workshop's fee rate,
 * paid with the payroll of the month after the workshop. The unique (workshop, coach) index makes it idempotent
 * (done -> invoiceable -> done again, or two requests at once, never create a second fee).
 */
export const createFeesForDoneWorkshops = (db: Database, workshopIds: readonly number[]) =>
  insertSelect(
    db,
    coachFees,
    {
      workshopId: sql`wc.workshop_id`,
      coachId: sql`wc.coach_id`,
      amountCentimes: sql`ow.coach_fee_centimes`,
      rateCentimes: sql`ow.coach_fee_centimes`,
      payoutMonth: sql`strftime('%Y-%m', w.date, 'start of month', '+1 month')`,
    },
    sql`FROM workshop_coaches wc
      JOIN workshops w ON w.id = wc.workshop_id
      JOIN offered_workshops ow ON ow.id = w.offered_workshop_id
      WHERE wc.workshop_id IN (SELECT value FROM json_each(${JSON.stringify(workshopIds)}))`,
  ).onConflictDoNothing();
