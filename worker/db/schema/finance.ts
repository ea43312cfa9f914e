import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  primaryKey,
  real,
  sqliteTable,
  text,
  uniqueIndex,
  type AnySQLiteColumn,
} from 'drizzle-orm/sqlite-core';
import { createdAt, timestamps } from './columns';
import { invoiceStates, payoutStates } from '../../contract/enums';
import { users } from './users';
import { workshops } from './workshops';

/** A coach's expense claim (journey, catering, other), with uploaded receipts. */
export const expenses = sqliteTable(
  'expenses',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    coachId: integer('coach_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    workshopId: integer('workshop_id').references(() => workshops.id, { onDelete: 'set null' }),
    date: text('date').notNull(),
    journeyCentimes: integer('journey_centimes').notNull().default(0),
    cateringCentimes: integer('catering_centimes').notNull().default(0),
    otherCentimes: integer('other_centimes').notNull().default(0),
    description: text('description'),
    state: text('state', { enum: payoutStates }).notNull().default('pending'),
    /** `YYYY-MM` of the payroll run that pays it; set when paid out. */
    payoutMonth: text('payout_month'),
    paidOutAt: integer('paid_out_at'),
    paidOutById: integer('paid_out_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** The payout run that paid it out (set together with state `paid-out`). */
    payoutRunId: integer('payout_run_id').references((): AnySQLiteColumn => payoutRuns.id, { onDelete: 'restrict' }),
    ...timestamps(),
  },
  (t) => [
    index('expenses_payout_run_idx').on(t.payoutRunId),
    index('expenses_state_date_idx').on(t.state, t.date),
    index('expenses_coach_state_idx').on(t.coachId, t.state),
    index('expenses_payout_month_idx').on(t.payoutMonth, t.state),
    index('expenses_workshop_idx').on(t.workshopId),
    index('expenses_paid_out_by_idx').on(t.paidOutById),
    check('expenses_amounts_ck', sql`"journey_centimes" >= 0 and "catering_centimes" >= 0 and "other_centimes" >= 0`),
  ],
);

export const expenseReceipts = sqliteTable(
  'expense_receipts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    expenseId: integer('expense_id')
      .notNull()
      .references(() => expenses.id, { onDelete: 'cascade' }),
    fileKey: text('file_key').notNull().unique(),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('expense_receipts_expense_idx').on(t.expenseId)],
);

/**
 * What finance changed on a coach's expense and why (decision 014): a correction of the amounts or a deletion. The
 * row outlives a deleted expense (`expense_id` then null), so the coach keeps seeing what was removed and why.
 */
export const expenseCorrections = sqliteTable(
  'expense_corrections',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    expenseId: integer('expense_id').references(() => expenses.id, { onDelete: 'set null' }),
    coachId: integer('coach_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workshopId: integer('workshop_id').references(() => workshops.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['corrected', 'deleted'] }).notNull(),
    reason: text('reason').notNull(),
    totalBeforeCentimes: integer('total_before_centimes').notNull(),
    /** Null for a deletion. */
    totalAfterCentimes: integer('total_after_centimes'),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('expense_corrections_expense_idx').on(t.expenseId),
    index('expense_corrections_coach_idx').on(t.coachId, t.createdAt),
    index('expense_corrections_workshop_idx').on(t.workshopId),
    index('expense_corrections_actor_idx').on(t.actorUserId),
  ],
);

/** The fee of an allocated coach for a workshop, paid with the payroll of `payout_month`. */
export const coachFees = sqliteTable(
  'coach_fees',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    workshopId: integer('workshop_id')
      .notNull()
      .references(() => workshops.id, { onDelete: 'restrict' }),
    coachId: integer('coach_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amountCentimes: integer('amount_centimes').notNull(),
    /** The offered workshop's fee rate when the fee was created; `amount_centimes` differs after an adjustment. */
    rateCentimes: integer('rate_centimes'),
    /** `YYYY-MM`. */
    payoutMonth: text('payout_month').notNull(),
    state: text('state', { enum: payoutStates }).notNull().default('pending'),
    paidOutAt: integer('paid_out_at'),
    paidOutById: integer('paid_out_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** The payout run that paid it out (set together with state `paid-out`). */
    payoutRunId: integer('payout_run_id').references((): AnySQLiteColumn => payoutRuns.id, { onDelete: 'restrict' }),
    ...timestamps(),
  },
  (t) => [
    index('coach_fees_payout_run_idx').on(t.payoutRunId),
    uniqueIndex('coach_fees_workshop_coach_uq').on(t.workshopId, t.coachId),
    index('coach_fees_state_month_idx').on(t.state, t.payoutMonth),
    index('coach_fees_coach_month_idx').on(t.coachId, t.payoutMonth),
    index('coach_fees_paid_out_by_idx').on(t.paidOutById),
    check('coach_fees_amount_ck', sql`"amount_centimes" >= 0`),
  ],
);

/** Extra fee for travel or break time (guide: CHF 25 for 3 hours, CHF 50 for 4 hours); entered by the workshop day. */
export const extraFees = sqliteTable(
  'extra_fees',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    workshopId: integer('workshop_id')
      .notNull()
      .references(() => workshops.id, { onDelete: 'restrict' }),
    coachId: integer('coach_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amountCentimes: integer('amount_centimes').notNull(),
    reason: text('reason').notNull(),
    hours: real('hours'),
    /** `YYYY-MM`. */
    payoutMonth: text('payout_month').notNull(),
    state: text('state', { enum: payoutStates }).notNull().default('pending'),
    paidOutAt: integer('paid_out_at'),
    paidOutById: integer('paid_out_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** The payout run that paid it out (set together with state `paid-out`). */
    payoutRunId: integer('payout_run_id').references((): AnySQLiteColumn => payoutRuns.id, { onDelete: 'restrict' }),
    ...timestamps(),
  },
  (t) => [
    index('extra_fees_payout_run_idx').on(t.payoutRunId),
    index('extra_fees_workshop_idx').on(t.workshopId),
    index('extra_fees_state_month_idx').on(t.state, t.payoutMonth),
    index('extra_fees_coach_month_idx').on(t.coachId, t.payoutMonth),
    index('extra_fees_paid_out_by_idx').on(t.paidOutById),
    index('extra_fees_created_by_idx').on(t.createdById),
    check('extra_fees_amount_ck', sql`"amount_centimes" >= 0`),
  ],
);

/**
 * One invoice per workshop, or per series (then `workshop_id` is the series' first date and `invoice_workshops`
 * lists every date). Created when the workshop (series) becomes invoiceable; number, date and due date are set
 * when finance marks it invoiced.
 */
export const invoices = sqliteTable(
  'invoices',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    workshopId: integer('workshop_id')
      .notNull()
      .unique()
      .references(() => workshops.id, { onDelete: 'restrict' }),
    /** Human invoice number, e.g. `2026-0042`; set when invoiced. */
    number: text('number').unique(),
    date: text('date').notNull(),
    dueDate: text('due_date').notNull(),
    amountCentimes: integer('amount_centimes').notNull(),
    state: text('state', { enum: invoiceStates }).notNull().default('invoiceable'),
    invoicedAt: integer('invoiced_at'),
    invoicedById: integer('invoiced_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** QR reference (27 digits, with a QR-IBAN) or SCOR creditor reference (`RF…`, with an IBAN); set when invoiced. */
    reference: text('reference').unique(),
    /** Language of the PDF (the school's); set when invoiced. */
    language: text('language'),
    /** The invoice address as printed (JSON), frozen when invoiced. */
    recipient: text('recipient', { mode: 'json' }),
    /**
     * The organisation as it issued the invoice (JSON, `InvoiceIssuer`): the account the reference belongs to, the
     * header's name, address and contact, the QR-bill's creditor and the payment term; frozen when invoiced, so a
     * later change in master data never alters or breaks a sent invoice.
     */
    issuer: text('issuer', { mode: 'json' }),
    /**
     * What the invoice says about VAT (JSON, `InvoiceVat`: status, UID, net/VAT/gross per rate), frozen when invoiced
     * (decision 058); null for invoices sent before.
     */
    vat: text('vat', { mode: 'json' }),
    /** Sum of the payments (`invoice_payments`), kept with every change of them. */
    paidCentimes: integer('paid_centimes').notNull().default(0),
    /** Sum of the credit notes (`credit_notes`), kept with every change of them. */
    creditedCentimes: integer('credited_centimes').notNull().default(0),
    /** Sum of the fees of the reminders sent (`invoice_reminders`): the school owes them on top of the amount. */
    reminderFeesCentimes: integer('reminder_fees_centimes').notNull().default(0),
    /** The booking day of the payment that brought the open amount to 0 or below; null while something is open. */
    paidOn: text('paid_on'),
    paidRecordedById: integer('paid_recorded_by_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    index('invoices_paid_recorded_by_idx').on(t.paidRecordedById),
    index('invoices_paid_due_idx').on(t.paidOn, t.dueDate),
    index('invoices_state_date_idx').on(t.state, t.date),
    index('invoices_due_date_idx').on(t.dueDate),
    index('invoices_invoiced_by_idx').on(t.invoicedById),
    check('invoices_amount_ck', sql`"amount_centimes" >= 0`),
    check('invoices_due_ck', sql`"due_date" >= "date"`),
  ],
);

/** The workshops an invoice covers: one, or every date of a series. */
export const invoiceWorkshops = sqliteTable(
  'invoice_workshops',
  {
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    workshopId: integer('workshop_id')
      .notNull()
      .unique()
      .references(() => workshops.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.invoiceId, t.workshopId] })],
);

/** Every change finance made to a coach fee's amount, with the reason (kept for the record). */
export const coachFeeAdjustments = sqliteTable(
  'coach_fee_adjustments',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    coachFeeId: integer('coach_fee_id')
      .notNull()
      .references(() => coachFees.id, { onDelete: 'cascade' }),
    fromCentimes: integer('from_centimes').notNull(),
    toCentimes: integer('to_centimes').notNull(),
    reason: text('reason').notNull(),
    adjustedById: integer('adjusted_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('coach_fee_adjustments_fee_idx').on(t.coachFeeId), index('coach_fee_adjustments_by_idx').on(t.adjustedById)],
);

/**
 * A confirmed payout: for `month`, every pending fee, extra fee and expense of the coaches with a valid IBAN,
 * paid out together. The pain.001 file is kept in R2; the statements are rendered from the run's items.
 */
export const payoutRuns = sqliteTable(
  'payout_runs',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** `YYYY-MM`: items with a payout month up to this one were due. */
    month: text('month').notNull(),
    /** pain.001 `MsgId`, unique per file. */
    messageId: text('message_id').notNull().unique(),
    paymentFileKey: text('payment_file_key').notNull().unique(),
    totalCentimes: integer('total_centimes').notNull(),
    coachCount: integer('coach_count').notNull(),
    itemCount: integer('item_count').notNull(),
    /** Execution date requested from the bank (`YYYY-MM-DD`). */
    executionDate: text('execution_date').notNull(),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('payout_runs_month_idx').on(t.month), index('payout_runs_created_by_idx').on(t.createdById)],
);
