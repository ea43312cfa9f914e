import { sql, type SQL } from 'drizzle-orm';
import { bankEntryOutcomes } from '../../contract/enums';
import type { BankEntry, BankFile, BankFileDetail } from '../../contract/payments/payments.schemas';
import type { Database } from '../../lib/env';
import { notFound } from '../../lib/errors';
import { readBatch } from '../../lib/read-batch';

/** At most this many unmatched credits are listed at once (oldest first): far more than a team leaves open. */
const UNMATCHED_LIMIT = 500;

type FileRow = Omit<BankFile, 'counts'>;
type CountRow = { bank_file_id: number; outcome: BankEntry['outcome']; n: number };

const fileColumns = sql`f.id, f.kind, f.file_name, f.message_id, f.credit_count, f.duplicate_count, f.created_at,
  CASE WHEN u.id IS NOT NULL THEN u.firstname || ' ' || u.lastname END AS uploaded_by`;
const fileFrom = sql`FROM bank_files f LEFT JOIN users u ON u.id = f.uploaded_by_id`;

const entryQuery = (where: SQL, order: SQL) => sql`SELECT e.id, e.bank_file_id, e.entry_key, e.amount_centimes, e.currency,
    e.booking_date, e.value_date, e.reference, e.debtor, e.remittance, e.outcome, e.invoice_id,
    i.number AS invoice_number, w.institute,
    CASE WHEN r.id IS NOT NULL THEN r.firstname || ' ' || r.lastname END AS resolved_by
  FROM bank_entries e
  LEFT JOIN invoices i ON i.id = e.invoice_id
  LEFT JOIN workshops w ON w.id = i.workshop_id
  LEFT JOIN users r ON r.id = e.resolved_by_id
  WHERE ${where} ${order}`;

const countsQuery = (fileIds: SQL) =>
  sql`SELECT bank_file_id, outcome, count(*) AS n FROM bank_entries WHERE bank_file_id IN ${fileIds} GROUP BY bank_file_id, outcome`;

function withCounts(files: FileRow[], counts: CountRow[]): BankFile[] {
  return files.map((file) => {
    const zero = Object.fromEntries(bankEntryOutcomes.map((outcome) => [outcome, 0])) as BankFile['counts'];
    for (const row of counts) if (row.bank_file_id === file.id) zero[row.outcome] = row.n;
    return { ...file, counts: zero };
  });
}

/** `GET bank-files`: the uploaded files, newest first, with their credits by outcome. */
export async function listBankFiles(db: Database, page: number, perPage: number) {
  const pageIds = sql`(SELECT id FROM bank_files ORDER BY id DESC LIMIT ${perPage} OFFSET ${(page - 1) * perPage})`;
  const [files, counts, [total]] = (await readBatch(db, [
    sql`SELECT ${fileColumns} ${fileFrom} WHERE f.id IN ${pageIds} ORDER BY f.id DESC`,
    countsQuery(pageIds),
    sql`SELECT count(*) AS n FROM bank_files`,
  ])) as [FileRow[], CountRow[], { n: number }[]];
  return { items: withCounts(files, counts), total: total!.n, page, per_page: perPage };
}

/** `GET bank-files/{id}`: one file with each of its credits, in file order. */
export async function getBankFile(db: Database, id: number): Promise<BankFileDetail> {
  const [files, counts, entries] = (await readBatch(db, [
    sql`SELECT ${fileColumns} ${fileFrom} WHERE f.id = ${id}`,
    countsQuery(sql`(${id})`),
    entryQuery(sql`e.bank_file_id = ${id}`, sql`ORDER BY e.id`),
  ])) as [FileRow[], CountRow[], BankEntry[]];
  const [file] = withCounts(files, counts);
  if (!file) throw notFound('Bank file');
  return { ...file, entries };
}

/** `GET bank-entries/unmatched`: every credit still waiting to be assigned, oldest first, from any file. */
export async function unmatchedEntries(db: Database): Promise<BankEntry[]> {
  const [rows] = (await readBatch(db, [
    entryQuery(sql`e.outcome = 'unmatched'`, sql`ORDER BY e.booking_date, e.id LIMIT ${UNMATCHED_LIMIT}`),
  ])) as [BankEntry[]];
  return rows;
}

export async function loadEntry(db: Database, id: number): Promise<BankEntry> {
  const [rows] = (await readBatch(db, [entryQuery(sql`e.id = ${id}`, sql``)])) as [BankEntry[]];
  if (!rows[0]) throw notFound('Bank entry');
  return rows[0];
}
