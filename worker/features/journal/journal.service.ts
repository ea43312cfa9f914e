import { sql } from 'drizzle-orm';
import type { UiLanguage } from '../../contract/enums';
import type { JournalBooking, JournalExportBody, JournalPreview } from '../../contract/journal/journal.schemas';
import { sumCentimes } from '../../contract/lib/money';
import { journalExports } from '../../db/schema';
import { auditInsert } from '../../lib/audit';
import { isUniqueViolation } from '../../lib/batch-guard';
import type { Database } from '../../lib/env';
import { AppError } from '../../lib/errors';
import { writeBatch } from '../../lib/read-batch';
import type { SessionUser } from '../../lib/session-user';
import { bookingsOf } from './journal.bookings';
import { journalFile, type JournalFile } from './journal.files';
import { readSources, type Period } from './journal.sources';

/*
 * The booking journal (decision 061): the preview of a period and its export. An export contains by default only the
 * bookings no earlier export contained, and marks them in the same batch; `again` adds the ones exported before.
 */

interface Selection extends Period {
  again: boolean;
}

/** The period's bookings, each marked whether an earlier export contained it; without `again` only the others. */
async function selectBookings(db: Database, selection: Selection, language: UiLanguage): Promise<JournalBooking[]> {
  const sources = await readSources(db, selection);
  return bookingsOf(sources, language)
    .map((entry) => ({ ...entry, exported: sources.exportedKeys.has(entry.key) }))
    .filter((entry) => selection.again || !entry.exported);
}

/** `GET journal`: the bookings with their totals; debits equal credits, each booking moving its amount once. */
export async function previewJournal(db: Database, selection: Selection, language: UiLanguage): Promise<JournalPreview> {
  const bookings = await selectBookings(db, selection, language);
  const amounts = bookings.map((entry) => entry.amount_centimes);
  return {
    from: selection.from,
    to: selection.to,
    again: selection.again,
    bookings,
    count: bookings.length,
    debit_centimes: sumCentimes(amounts),
    credit_centimes: sumCentimes(amounts),
  };
}

/** Rows of `journal_exported` per statement: one bound parameter (JSON) each, kept well below D1's statement size. */
const MARK_CHUNK = 500;

const exportIdSql = sql`(SELECT max(id) FROM journal_exports)`;

/** Marks bookings as contained in the export just inserted (D1 runs one batch at a time: it has the highest id). */
function markExportedSql(bookings: readonly JournalBooking[]) {
  const rows = JSON.stringify(bookings.map((entry) => [entry.key, entry.date]));
  return sql`INSERT INTO journal_exported (booking_key, export_id, booking_date)
    SELECT value ->> 0, ${exportIdSql}, value ->> 1 FROM json_each(${rows})`;
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const parts: T[][] = [];
  for (let start = 0; start < items.length; start += size) parts.push(items.slice(start, start + size));
  return parts;
}

/**
 * `POST journal/exports`: the file of the period's bookings; one batch records the export, marks every booking it
 * contains that no earlier export did, and audits it. Two exports of the same bookings at once: the second fails on
 * the booking keys and records nothing (409), so no booking is handed out as new twice.
 */
export async function exportJournal(
  db: Database,
  actor: SessionUser,
  body: JournalExportBody,
  language: UiLanguage,
): Promise<JournalFile> {
  const bookings = await selectBookings(db, body, language);
  const file = journalFile(body.format, bookings, body, language);
  const fresh = bookings.filter((entry) => !entry.exported);
  try {
    await writeBatch(db, [
      db.insert(journalExports).values({
        fromDate: body.from,
        toDate: body.to,
        format: body.format,
        again: body.again,
        bookingCount: bookings.length,
        createdById: actor.id,
      }),
      ...chunks(fresh, MARK_CHUNK).map(markExportedSql),
      auditInsert(db, {
        actorUserId: actor.id,
        action: 'journal.exported',
        entityType: 'journal_export',
        entityId: exportIdSql,
        details: { from: body.from, to: body.to, format: body.format, again: body.again, bookings: bookings.length },
      }),
    ]);
  } catch (error) {
    if (isUniqueViolation(error, 'journal_exported.booking_key')) {
      throw new AppError(409, 'conflict', 'These bookings were exported meanwhile; look at the preview again');
    }
    throw error;
  }
  return file;
}
