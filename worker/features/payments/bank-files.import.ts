import { sql } from 'drizzle-orm';
import type { BankEntryOutcome } from '../../contract/enums';
import { auditInsert } from '../../lib/audit';
import { batchGuard, guarded, isUniqueViolation } from '../../lib/batch-guard';
import type { Database } from '../../lib/env';
import { AppError } from '../../lib/errors';
import { readBatch, writeBatch } from '../../lib/read-batch';
import type { SessionUser } from '../../lib/session-user';
import { CamtError, parseCamt, type CamtCredit } from './camt';
import { openCentimesSql, settleInvoicesSql, settledCentimesSql } from './settle';

/** Credits per INSERT … SELECT over json_each: keeps each bound JSON text well below D1's limits. */
const ENTRY_CHUNK = 400;

interface OpenInvoice {
  id: number;
  reference: string;
  open_centimes: number;
  settled_centimes: number;
}

export interface MatchedCredit extends CamtCredit {
  outcome: BankEntryOutcome;
  invoiceId: number | null;
}

/** How a payment of `amount` meets what is open on its invoice. */
export const outcomeAgainst = (open: number, amount: number): BankEntryOutcome =>
  amount === open ? 'matched' : amount < open ? 'partial' : 'overpaid';

/**
 * Matches each credit to the sent invoice whose reference it carries (QRR or SCOR), in file order: a second credit
 * for the same invoice meets what the first left open. Another currency than CHF, or no such invoice: unmatched.
 */
export function matchCredits(credits: CamtCredit[], invoices: OpenInvoice[]): MatchedCredit[] {
  const open = new Map(invoices.map((invoice) => [invoice.reference, { ...invoice }]));
  return credits.map((credit) => {
    const invoice = credit.reference && credit.currency === 'CHF' ? open.get(credit.reference) : undefined;
    if (!invoice) return { ...credit, outcome: 'unmatched', invoiceId: null };
    const outcome = outcomeAgainst(invoice.open_centimes, credit.amountCentimes);
    invoice.open_centimes -= credit.amountCentimes;
    return { ...credit, outcome, invoiceId: invoice.id };
  });
}

function parseOrRefuse(xml: string) {
  try {
    return parseCamt(xml);
  } catch (error) {
    if (error instanceof CamtError) {
      throw new AppError(422, 'bank_file_invalid', error.message, [{ path: 'xml', code: 'custom', message: error.message }]);
    }
    throw error;
  }
}

/** The credits not yet recorded (by their entry key), each once even when the file repeats one. */
async function newCredits(db: Database, credits: CamtCredit[]) {
  const keys = [...new Set(credits.map((credit) => credit.entryKey))];
  const [known] = (await readBatch(db, [
    sql`SELECT entry_key FROM bank_entries WHERE entry_key IN (SELECT value FROM json_each(${JSON.stringify(keys)}))`,
  ])) as [{ entry_key: string }[]];
  const seen = new Set(known.map((row) => row.entry_key));
  const fresh = credits.filter((credit) => !seen.has(credit.entryKey) && seen.add(credit.entryKey));
  return { fresh, duplicates: credits.length - fresh.length };
}

async function openInvoicesByReference(db: Database, references: string[]): Promise<OpenInvoice[]> {
  if (references.length === 0) return [];
  const [rows] = (await readBatch(db, [
    sql`SELECT i.id, i.reference, ${openCentimesSql()} AS open_centimes, ${settledCentimesSql()} AS settled_centimes
        FROM invoices i WHERE i.state = 'invoiced' AND i.reference IN (SELECT value FROM json_each(${JSON.stringify(references)}))`,
  ])) as [OpenInvoice[]];
  return rows;
}

/**
 * `POST bank-files`: reads a camt.054 or camt.053 file, records each credit not recorded before (keyed by the bank's
 * entry reference) with its outcome, and each matched credit as a payment of its invoice; one batch. Two uploads of
 * the same file at once: the second fails on the entry keys and records nothing (409).
 */
export async function importBankFile(
  db: Database,
  actor: SessionUser,
  upload: { fileName: string; xml: string },
): Promise<number> {
  const file = parseOrRefuse(upload.xml);
  const { fresh, duplicates } = await newCredits(db, file.credits);
  const invoices = await openInvoicesByReference(db, [...new Set(fresh.flatMap((c) => (c.reference ? [c.reference] : [])))]);
  const matched = matchCredits(fresh, invoices);
  const touched = [...new Set(matched.flatMap((credit) => (credit.invoiceId ? [credit.invoiceId] : [])))];
  const settledBefore = invoices.filter((invoice) => touched.includes(invoice.id)).map((i) => [i.id, i.settled_centimes]);
  const fileId = sql`(SELECT max(id) FROM bank_files)`;
  const counts = Object.fromEntries(['matched', 'partial', 'overpaid', 'unmatched'].map((o) => [o, 0]));
  for (const credit of matched) counts[credit.outcome]! += 1;
  try {
    await guarded(
      writeBatch(db, [
        // A payment recorded meanwhile on one of these invoices would change what is open: match again.
        batchGuard(
          db,
          sql`NOT EXISTS (SELECT 1 FROM json_each(${JSON.stringify(settledBefore)}) j JOIN invoices i ON i.id = j.value ->> 0
            WHERE ${settledCentimesSql()} != j.value ->> 1)`,
        ),
        sql`INSERT INTO bank_files (kind, file_name, message_id, credit_count, duplicate_count, uploaded_by_id)
            VALUES (${file.kind}, ${upload.fileName.slice(0, 200)}, ${file.messageId}, ${file.credits.length}, ${duplicates}, ${actor.id})`,
        ...chunks(matched, ENTRY_CHUNK).map((part) => insertEntriesSql(fileId, part)),
        sql`INSERT INTO invoice_payments (invoice_id, amount_centimes, booking_date, value_date, source, bank_entry_id)
            SELECT invoice_id, amount_centimes, booking_date, value_date, 'bank', id FROM bank_entries
            WHERE bank_file_id = ${fileId} AND invoice_id IS NOT NULL`,
        settleInvoicesSql(sql`(SELECT value FROM json_each(${JSON.stringify(touched)}))`),
        auditInsert(db, {
          actorUserId: actor.id,
          action: 'bank_file.imported',
          entityType: 'bank_file',
          entityId: fileId,
          details: { kind: file.kind, message_id: file.messageId, duplicates, ...counts },
        }),
      ]),
      () => new AppError(409, 'conflict', 'A payment was recorded on one of these invoices meanwhile; upload the file again'),
    );
  } catch (error) {
    if (isUniqueViolation(error, 'bank_entries.entry_key')) {
      throw new AppError(409, 'conflict', 'The same credits were recorded meanwhile from another upload of this file');
    }
    throw error;
  }
  const [[row]] = (await readBatch(db, [sql`SELECT max(id) AS id FROM bank_files`])) as [{ id: number }[]];
  return row!.id;
}

const insertEntriesSql = (fileId: ReturnType<typeof sql>, credits: MatchedCredit[]) => {
  const rows = credits.map((c) => [
    c.entryKey,
    c.amountCentimes,
    c.currency,
    c.bookingDate,
    c.valueDate,
    c.reference,
    c.debtor,
    c.remittance,
    c.outcome,
    c.invoiceId,
  ]);
  return sql`INSERT INTO bank_entries (bank_file_id, entry_key, amount_centimes, currency, booking_date, value_date,
      reference, debtor, remittance, outcome, invoice_id)
    SELECT ${fileId}, value ->> 0, value ->> 1, value ->> 2, value ->> 3, value ->> 4, value ->> 5, value ->> 6,
      value ->> 7, value ->> 8, value ->> 9
    FROM json_each(${JSON.stringify(rows)})`;
};

function chunks<T>(items: T[], size: number): T[][] {
  const parts: T[][] = [];
  for (let start = 0; start < items.length; start += size) parts.push(items.slice(start, start + size));
  return parts;
}
