import { sql } from 'drizzle-orm';
import type { ReminderState } from '../../contract/enums';
import type { Reminder } from '../../contract/reminders/reminders.schemas';
import type { Database } from '../../lib/env';
import { readBatch } from '../../lib/read-batch';
import { invoiceLanguageSql } from '../invoices/invoices.read';
import { openCentimesSql } from '../payments/settle';

/** Proposed ones all (the job bounds them); sent ones the latest. */
const SENT_SHOWN = 200;

/** `GET invoice-reminders?state=`: proposed reminders oldest invoice first, or the latest sent ones. */
export async function listReminders(db: Database, state: ReminderState): Promise<Reminder[]> {
  const order = state === 'proposed' ? sql`i.due_date, r.id` : sql`r.sent_on DESC, r.id DESC LIMIT ${SENT_SHOWN}`;
  const [rows] = (await readBatch(db, [
    sql`SELECT r.id, r.invoice_id, i.number AS invoice_number, w.institute, r.level, r.state, r.fee_centimes,
          ${openCentimesSql()} AS open_centimes, i.due_date AS invoice_due_date,
          coalesce(q.email, w.contact_email) AS email, ${invoiceLanguageSql} AS language, r.created_at,
          r.sent_on, r.due_date, r.owed_centimes,
          CASE WHEN u.id IS NOT NULL THEN u.firstname || ' ' || u.lastname END AS sent_by
        FROM invoice_reminders r
        JOIN invoices i ON i.id = r.invoice_id
        JOIN workshops w ON w.id = i.workshop_id
        LEFT JOIN inquiries q ON q.id = w.inquiry_id
        LEFT JOIN users u ON u.id = r.sent_by_id
        WHERE r.state = ${state}
        ORDER BY ${order}`,
  ])) as [Reminder[]];
  return rows;
}
