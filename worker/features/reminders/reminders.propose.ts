import { sql } from 'drizzle-orm';
import type { Database } from '../../lib/env';
import { readBatch, writeBatch } from '../../lib/read-batch';
import { openCentimesSql } from '../payments/settle';

/** Proposals written per run at most; the rest follow the next day. */
const PROPOSALS_PER_RUN = 100;

/** Sent invoices with something open, each with the next reminder level it has not had and the day that level is due. */
const nextLevelSql = sql`
  SELECT i.id AS invoice_id, n.level,
    date(CASE WHEN n.level = 1 THEN i.due_date ELSE n.last_sent_on END,
      '+' || json_extract(o.reminder_levels, '$[' || (n.level - 1) || '].days') || ' days') AS due_on,
    json_extract(o.reminder_levels, '$[' || (n.level - 1) || '].fee_centimes') AS fee_centimes
  FROM invoices i
  JOIN organisation o ON o.id = 1
  JOIN (
    SELECT i2.id AS invoice_id, coalesce(max(r.level), 0) + 1 AS level, max(r.sent_on) AS last_sent_on
    FROM invoices i2 LEFT JOIN invoice_reminders r ON r.invoice_id = i2.id AND r.state = 'sent'
    WHERE i2.state = 'invoiced' AND i2.paid_on IS NULL
    GROUP BY i2.id
  ) n ON n.invoice_id = i.id
  WHERE i.state = 'invoiced' AND ${openCentimesSql()} > 0 AND n.level <= json_array_length(o.reminder_levels)`;

/**
 * The daily job (decision 060): first withdraws proposals whose invoice has nothing open any more (a bank file or a
 * payment recorded since: no reminder for what was paid), then proposes the next level of each sent invoice whose
 * level is due today, one open proposal per invoice. Run twice, it proposes nothing twice (the unique level per
 * invoice, and the open-proposal check inside the statement).
 */
export async function proposeReminders(db: Database, today: string) {
  const [[counted]] = (await readBatch(db, [
    sql`SELECT count(*) AS withdrawn FROM invoice_reminders r JOIN invoices i ON i.id = r.invoice_id
        WHERE r.state = 'proposed' AND NOT (i.state = 'invoiced' AND ${openCentimesSql()} > 0)`,
  ])) as [{ withdrawn: number }[]];
  const [due] = (await readBatch(db, [
    sql`SELECT x.invoice_id, x.level, x.fee_centimes FROM (${nextLevelSql}) x
        WHERE x.due_on <= ${today}
          AND NOT EXISTS (SELECT 1 FROM invoice_reminders p WHERE p.invoice_id = x.invoice_id AND p.state = 'proposed')
        ORDER BY x.due_on, x.invoice_id LIMIT ${PROPOSALS_PER_RUN}`,
  ])) as [{ invoice_id: number; level: number; fee_centimes: number }[]];
  await writeBatch(db, [
    sql`DELETE FROM invoice_reminders WHERE state = 'proposed' AND invoice_id IN (
          SELECT i.id FROM invoices i WHERE NOT (i.state = 'invoiced' AND ${openCentimesSql()} > 0))`,
    sql`INSERT OR IGNORE INTO invoice_reminders (invoice_id, level, fee_centimes)
        SELECT value ->> 0, value ->> 1, value ->> 2 FROM json_each(${JSON.stringify(due.map((d) => [d.invoice_id, d.level, d.fee_centimes]))})
        WHERE NOT EXISTS (SELECT 1 FROM invoice_reminders p WHERE p.invoice_id = value ->> 0 AND p.state = 'proposed')`,
  ]);
  return { proposed: due.length, withdrawn: counted?.withdrawn ?? 0 };
}
