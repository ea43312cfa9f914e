import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, timestamps } from './columns';
import { DEFAULT_ACCOUNTS, journalFormats } from '../../contract/journal/journal.constants';
import { users } from './users';

/**
 * The accounts the booking journal books on (decision 061): one row, id 1, edited by finance. Until it is saved the
 * first time there is no row and the defaults (Swiss SME chart) apply.
 */
export const journalAccounts = sqliteTable(
  'journal_accounts',
  {
    id: integer('id').primaryKey(),
    receivables: text('receivables').notNull().default(DEFAULT_ACCOUNTS.receivables),
    revenue: text('revenue').notNull().default(DEFAULT_ACCOUNTS.revenue),
    bank: text('bank').notNull().default(DEFAULT_ACCOUNTS.bank),
    reminderFees: text('reminder_fees').notNull().default(DEFAULT_ACCOUNTS.reminder_fees),
    coachFees: text('coach_fees').notNull().default(DEFAULT_ACCOUNTS.coach_fees),
    expenses: text('expenses').notNull().default(DEFAULT_ACCOUNTS.expenses),
    payouts: text('payouts').notNull().default(DEFAULT_ACCOUNTS.payouts),
    vatPayable: text('vat_payable').notNull().default(DEFAULT_ACCOUNTS.vat_payable),
    updatedById: integer('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [index('journal_accounts_updated_by_idx').on(t.updatedById), check('journal_accounts_single_row_ck', sql`"id" = 1`)],
);

/** One export of the journal: its period, format and who made it. */
export const journalExports = sqliteTable(
  'journal_exports',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    fromDate: text('from_date').notNull(),
    toDate: text('to_date').notNull(),
    format: text('format', { enum: journalFormats }).notNull(),
    /** It included bookings an earlier export contained. */
    again: integer('again', { mode: 'boolean' }).notNull().default(false),
    bookingCount: integer('booking_count').notNull(),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('journal_exports_created_by_idx').on(t.createdById), index('journal_exports_created_idx').on(t.createdAt)],
);

/**
 * Every booking an export contained, by its key (`invoice:42:net:810`, `payment:7`…), with the first export that
 * did: the primary key makes a booking exported once, the booking day lets an export read only its period's keys.
 */
export const journalExported = sqliteTable(
  'journal_exported',
  {
    bookingKey: text('booking_key').primaryKey(),
    exportId: integer('export_id')
      .notNull()
      .references(() => journalExports.id, { onDelete: 'restrict' }),
    bookingDate: text('booking_date').notNull(),
  },
  (t) => [index('journal_exported_date_idx').on(t.bookingDate), index('journal_exported_export_idx').on(t.exportId)],
);
