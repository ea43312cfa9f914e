import { z } from 'zod';
import { validationKeys as v } from '../lib/codes';
import { addDays, isValidIsoDate } from '../lib/dates';
import { accountField, dateField, idField } from '../lib/validation';
import { accountKeys, bookingKinds, journalFormats, type AccountKey } from './journal.constants';

export * from './journal.constants';

/*
 * The booking journal for the accounting system (issue 33, point 5; docs/decisions/061-booking-journal.md): the
 * accounts in master data, every invoice, payment, credit note, reminder fee and payout run as double-entry bookings,
 * and their export as Banana or bexio import files or XLSX.
 */

/** The most offered workshops one save may name (far more than a catalogue has). */
export const MAX_OFFERED_WORKSHOP_ACCOUNTS = 500;

const accountsShape = <T extends z.ZodType>(field: () => T) =>
  Object.fromEntries(accountKeys.map((key) => [key, field()])) as Record<AccountKey, T>;

export const OfferedWorkshopAccountSchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    /** In the reader's language, German when it has none. */
    title: z.string(),
    active: z.boolean(),
    /** Its own revenue account; null books its invoices on `revenue`. */
    revenue_account: z.string().nullable(),
  })
  .meta({ id: 'OfferedWorkshopAccount' });

export const JournalAccountsSchema = z
  .object({
    ...accountsShape(() => z.string()),
    offered_workshops: z.array(OfferedWorkshopAccountSchema),
  })
  .meta({ id: 'JournalAccounts' });
export type JournalAccounts = z.infer<typeof JournalAccountsSchema>;

export const JournalAccountsBodySchema = z
  .object({
    ...accountsShape(accountField),
    /** Revenue accounts per offered workshop; left out keeps them, null books the offer on `revenue`. */
    offered_workshops: z
      .array(z.object({ id: idField(), revenue_account: accountField().nullable() }))
      .max(MAX_OFFERED_WORKSHOP_ACCOUNTS, v.tooLong)
      .optional(),
  })
  .meta({
    id: 'JournalAccountsBody',
    description:
      'Every account of the journal (1–10 digits). `offered_workshops` sets the revenue account of the offers it names ' +
      '(null: the general revenue account); offers not named keep theirs.',
  });
export type JournalAccountsBody = z.infer<typeof JournalAccountsBodySchema>;

/** At most one year: `to` no later than 365 days after `from` (366 days counted with both ends). */
function checkPeriod(period: { from: string; to: string }, ctx: z.RefinementCtx) {
  if (!isValidIsoDate(period.from) || !isValidIsoDate(period.to)) return;
  if (period.to < period.from) ctx.addIssue({ code: 'custom', path: ['to'], message: v.endDateBeforeStart });
  else if (period.to > addDays(period.from, 365)) ctx.addIssue({ code: 'custom', path: ['to'], message: v.rangeTooLong });
}

const periodFields = {
  from: dateField(v.required).meta({ description: 'First booking day, included' }),
  to: dateField(v.required).meta({ description: 'Last booking day, included; at most 365 days after `from`' }),
};

export const JournalQuerySchema = z
  .object({
    ...periodFields,
    again: z
      .enum(['true', 'false'])
      .transform((value) => value === 'true')
      .optional()
      .meta({ description: '`true`: also the bookings an earlier export contained (marked `exported`)' }),
  })
  .superRefine(checkPeriod)
  .meta({ id: 'JournalQuery' });

export const JournalExportBodySchema = z
  .object({
    ...periodFields,
    format: z.enum(journalFormats, { error: v.choiceInvalid }),
    again: z.boolean({ error: v.choiceInvalid }).default(false),
  })
  .superRefine(checkPeriod)
  .meta({
    id: 'JournalExportBody',
    description:
      'The bookings of `from`–`to` as a file: `banana` (tab-separated import file), `bexio` (CSV in bexio’s journal ' +
      'layout) or `xlsx`. Without `again` only bookings no earlier export contained; with it those too.',
  });
export type JournalExportBody = z.infer<typeof JournalExportBodySchema>;

/** One double-entry booking: one debit and one credit account, one amount. */
export const JournalBookingSchema = z
  .object({
    /** Stable per booking (`invoice:42:net:810`, `payment:7`…): what the export marks as exported. */
    key: z.string(),
    kind: z.enum(bookingKinds),
    date: z.string(),
    /** The invoice or credit note number, or the payout run's pain.001 message id. */
    document: z.string(),
    /** In the reader's language. */
    text: z.string(),
    debit: z.string(),
    credit: z.string(),
    amount_centimes: z.number().int(),
    /** An earlier export contained it. */
    exported: z.boolean(),
  })
  .meta({ id: 'JournalBooking' });
export type JournalBooking = z.infer<typeof JournalBookingSchema>;

export const JournalPreviewSchema = z
  .object({
    from: z.string(),
    to: z.string(),
    again: z.boolean(),
    bookings: z.array(JournalBookingSchema),
    count: z.number().int(),
    /** Equal by construction: every booking debits and credits its amount once. */
    debit_centimes: z.number().int(),
    credit_centimes: z.number().int(),
  })
  .meta({ id: 'JournalPreview' });
export type JournalPreview = z.infer<typeof JournalPreviewSchema>;
