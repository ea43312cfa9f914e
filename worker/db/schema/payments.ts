import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns';
import { bankEntryOutcomes, bankFileKinds, paymentSources, reminderStates } from '../../contract/enums';
import { users } from './users';
import { invoices } from './finance';

/** A camt.054 notification or camt.053 statement finance uploaded (decision 056). */
export const bankFiles = sqliteTable(
  'bank_files',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    kind: text('kind', { enum: bankFileKinds }).notNull(),
    fileName: text('file_name').notNull(),
    /** The bank's message id (`GrpHdr/MsgId`). */
    messageId: text('message_id').notNull(),
    /** Credits in the file, including those already recorded from an earlier file. */
    creditCount: integer('credit_count').notNull(),
    /** Credits recorded from an earlier file (same entry reference), not recorded again. */
    duplicateCount: integer('duplicate_count').notNull(),
    uploadedById: integer('uploaded_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('bank_files_uploaded_by_idx').on(t.uploadedById), index('bank_files_created_idx').on(t.createdAt)],
);

/** One credit of a bank file: a school's payment, keyed by the bank's entry reference so a file read twice records it once. */
export const bankEntries = sqliteTable(
  'bank_entries',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    bankFileId: integer('bank_file_id')
      .notNull()
      .references(() => bankFiles.id, { onDelete: 'restrict' }),
    /** The bank's reference of the credit (`AcctSvcrRef`), else one derived from its content; unique. */
    entryKey: text('entry_key').notNull().unique(),
    amountCentimes: integer('amount_centimes').notNull(),
    currency: text('currency').notNull(),
    bookingDate: text('booking_date').notNull(),
    valueDate: text('value_date'),
    /** The QR or creditor reference the payer gave, without spaces; null when the credit has none. */
    reference: text('reference'),
    debtor: text('debtor'),
    /** Unstructured remittance text, for finance to recognise an unmatched credit. */
    remittance: text('remittance'),
    outcome: text('outcome', { enum: bankEntryOutcomes }).notNull(),
    invoiceId: integer('invoice_id').references(() => invoices.id, { onDelete: 'restrict' }),
    /** Who assigned it or marked it not ours; null while the file's own matching decided. */
    resolvedById: integer('resolved_by_id').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: integer('resolved_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('bank_entries_file_idx').on(t.bankFileId),
    index('bank_entries_outcome_idx').on(t.outcome, t.bookingDate),
    index('bank_entries_invoice_idx').on(t.invoiceId),
    index('bank_entries_resolved_by_idx').on(t.resolvedById),
    check('bank_entries_amount_ck', sql`"amount_centimes" > 0`),
  ],
);

/** A payment of a school against an invoice: from a bank file's credit or typed in by finance. */
export const invoicePayments = sqliteTable(
  'invoice_payments',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    amountCentimes: integer('amount_centimes').notNull(),
    /** The day the money was booked to the account (by hand: the day finance enters). */
    bookingDate: text('booking_date').notNull(),
    valueDate: text('value_date'),
    source: text('source', { enum: paymentSources }).notNull(),
    bankEntryId: integer('bank_entry_id')
      .unique()
      .references(() => bankEntries.id, { onDelete: 'restrict' }),
    recordedById: integer('recorded_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('invoice_payments_invoice_idx').on(t.invoiceId, t.bookingDate),
    index('invoice_payments_recorded_by_idx').on(t.recordedById),
    check('invoice_payments_amount_ck', sql`"amount_centimes" > 0`),
    check('invoice_payments_source_ck', sql`("source" = 'bank') = ("bank_entry_id" IS NOT NULL)`),
  ],
);

/**
 * A credit note on a sent invoice (decision 056): the whole amount when the invoice is cancelled, or a part of it.
 * Number, address and issuer are frozen like the invoice's, so its PDF never changes.
 */
export const creditNotes = sqliteTable(
  'credit_notes',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    /** `G-YYYY-NNNN`, a series of its own. */
    number: text('number').notNull().unique(),
    date: text('date').notNull(),
    amountCentimes: integer('amount_centimes').notNull(),
    /** The whole invoice is cancelled by it. */
    cancels: integer('cancels', { mode: 'boolean' }).notNull().default(false),
    reason: text('reason').notNull(),
    language: text('language').notNull(),
    recipient: text('recipient', { mode: 'json' }).notNull(),
    issuer: text('issuer', { mode: 'json' }).notNull(),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('credit_notes_invoice_idx').on(t.invoiceId),
    index('credit_notes_date_idx').on(t.date),
    index('credit_notes_created_by_idx').on(t.createdById),
    check('credit_notes_amount_ck', sql`"amount_centimes" > 0`),
  ],
);

/**
 * A reminder of an overdue invoice (decision 060): proposed by the daily job at the next level that is due, sent by
 * finance. Sending freezes what the PDF prints: the open amount with the fees, the new due date, the earlier
 * reminders, the address, the issuer and the language.
 */
export const invoiceReminders = sqliteTable(
  'invoice_reminders',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    /** 1, 2, …: the position of its level in the organisation's reminder levels. */
    level: integer('level').notNull(),
    state: text('state', { enum: reminderStates }).notNull().default('proposed'),
    feeCentimes: integer('fee_centimes').notNull(),
    /** Set when sent: the day, the new due date, what the school owes then (fees included). */
    sentOn: text('sent_on'),
    dueDate: text('due_date'),
    owedCentimes: integer('owed_centimes'),
    /** Set when sent: the reminder as printed (JSON: earlier reminders, address, issuer, VAT, language, mailed to). */
    document: text('document', { mode: 'json' }),
    sentById: integer('sent_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invoice_reminders_invoice_level_uq').on(t.invoiceId, t.level),
    index('invoice_reminders_state_idx').on(t.state, t.createdAt),
    index('invoice_reminders_sent_by_idx').on(t.sentById),
    check('invoice_reminders_fee_ck', sql`"fee_centimes" >= 0`),
  ],
);
