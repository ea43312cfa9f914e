import { sql } from 'drizzle-orm';
import type { Accounts } from '../../contract/journal/journal.schemas';
import type { Database } from '../../lib/env';
import { readBatch } from '../../lib/read-batch';
import { accountsOf, accountsQuery } from './accounts.service';

/*
 * What the journal books from (decision 061), read in one round trip for a period: sent invoices, payments, credit
 * notes, sent reminders with a fee, payout runs, the accounts, and the keys earlier exports contained.
 */

export interface Period {
  from: string;
  to: string;
}

export interface InvoiceSource {
  id: number;
  number: string;
  date: string;
  amount_centimes: number;
  vat_json: string | null;
  institute: string | null;
  /** The revenue account of the offered workshop of its (first) workshop; null: the general one. */
  revenue_account: string | null;
}

export interface PaymentSource {
  id: number;
  date: string;
  amount_centimes: number;
  invoice_number: string;
}

export interface CreditNoteSource {
  id: number;
  number: string;
  date: string;
  amount_centimes: number;
  invoice_number: string;
  vat_json: string | null;
  revenue_account: string | null;
}

export interface ReminderFeeSource {
  id: number;
  date: string;
  fee_centimes: number;
  level: number;
  invoice_number: string;
}

export interface PayoutSource {
  id: number;
  month: string;
  message_id: string;
  date: string;
  fees_centimes: number;
  expenses_centimes: number;
}

export interface JournalSources {
  accounts: Accounts;
  invoices: InvoiceSource[];
  payments: PaymentSource[];
  creditNotes: CreditNoteSource[];
  reminderFees: ReminderFeeSource[];
  payouts: PayoutSource[];
  exportedKeys: Set<string>;
}

const within = (column: string, { from, to }: Period) => sql`${sql.raw(column)} BETWEEN ${from} AND ${to}`;

/** The offered workshop's revenue account of an invoice aliased `i` (its `workshop_id` is the first date). */
const revenueAccountSql = sql`(SELECT o.revenue_account FROM workshops w JOIN offered_workshops o ON o.id = w.offered_workshop_id
  WHERE w.id = i.workshop_id)`;

const invoicesSql = (period: Period) => sql`
  SELECT i.id, i.number, i.date, i.amount_centimes, i.vat AS vat_json, i.recipient ->> '$.institute' AS institute,
    ${revenueAccountSql} AS revenue_account
  FROM invoices i WHERE i.state = 'invoiced' AND i.number IS NOT NULL AND ${within('i.date', period)}`;

const paymentsSql = (period: Period) => sql`
  SELECT p.id, p.booking_date AS date, p.amount_centimes, i.number AS invoice_number
  FROM invoice_payments p JOIN invoices i ON i.id = p.invoice_id WHERE ${within('p.booking_date', period)}`;

const creditNotesSql = (period: Period) => sql`
  SELECT c.id, c.number, c.date, c.amount_centimes, i.number AS invoice_number, i.vat AS vat_json,
    ${revenueAccountSql} AS revenue_account
  FROM credit_notes c JOIN invoices i ON i.id = c.invoice_id WHERE ${within('c.date', period)}`;

/** Reminders are written by the reminders feature (decision 060); only a sent one with a fee is booked. */
const reminderFeesSql = (period: Period) => sql`
  SELECT r.id, r.sent_on AS date, r.fee_centimes, r.level, i.number AS invoice_number
  FROM invoice_reminders r JOIN invoices i ON i.id = r.invoice_id
  WHERE r.state = 'sent' AND r.fee_centimes > 0 AND ${within('r.sent_on', period)}`;

/** Per run: fees and extra fees together, expenses apart, as the run paid them (decision 016). */
const payoutsSql = (period: Period) => sql`
  SELECT r.id, r.month, r.message_id, r.execution_date AS date,
    (SELECT coalesce(sum(amount_centimes), 0) FROM coach_fees WHERE payout_run_id = r.id)
      + (SELECT coalesce(sum(amount_centimes), 0) FROM extra_fees WHERE payout_run_id = r.id) AS fees_centimes,
    (SELECT coalesce(sum(journey_centimes + catering_centimes + other_centimes), 0) FROM expenses
      WHERE payout_run_id = r.id) AS expenses_centimes
  FROM payout_runs r WHERE ${within('r.execution_date', period)}`;

const exportedKeysSql = (period: Period) => sql`SELECT booking_key FROM journal_exported WHERE ${within('booking_date', period)}`;

/** Everything the period's bookings are made of. */
export async function readSources(db: Database, period: Period): Promise<JournalSources> {
  const [accounts, invoices, payments, creditNotes, reminderFees, payouts, exported] = (await readBatch(db, [
    accountsQuery(),
    invoicesSql(period),
    paymentsSql(period),
    creditNotesSql(period),
    reminderFeesSql(period),
    payoutsSql(period),
    exportedKeysSql(period),
  ])) as [
    Accounts[],
    InvoiceSource[],
    PaymentSource[],
    CreditNoteSource[],
    ReminderFeeSource[],
    PayoutSource[],
    { booking_key: string }[],
  ];
  return {
    accounts: accountsOf(accounts),
    invoices,
    payments,
    creditNotes,
    reminderFees,
    payouts,
    exportedKeys: new Set(exported.map((row) => row.booking_key)),
  };
}
