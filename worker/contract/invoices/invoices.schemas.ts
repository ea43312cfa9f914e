import { z } from 'zod';
import { invoiceStates, uiLanguages, vatStatuses } from '../enums';
import { dateField, pageParams, searchText } from '../lib/validation';
import { PaymentSchema } from '../payments/payments.schemas';
import { CreditNoteSchema } from '../credit-notes/credit-notes.schemas';

/** `true` / `false` in a query string. */
const flagParam = (description: string) =>
  z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional()
    .meta({ description });

export const InvoiceStateParamsSchema = z.object({ state: z.enum(invoiceStates) });

export const InvoiceListQuerySchema = z
  .object({
    ...pageParams(200),
    q: searchText('Words of the institute or the invoice number; each word must appear in one of them.').optional(),
    /** On the invoice date (for open invoices: the day they became invoiceable). */
    from: dateField().optional(),
    to: dateField().optional(),
    overdue: flagParam('Only invoiced, unpaid invoices whose due date has passed (Zurich time).'),
    unpaid: flagParam('Only invoices with something still open (after payments and credit notes).'),
  })
  .meta({ id: 'InvoiceListQuery' });
export type InvoiceListQuery = z.infer<typeof InvoiceListQuerySchema>;

export const InvoiceRecipientSchema = z
  .object({
    institute: z.string(),
    name: z.string().nullable(),
    street: z.string().nullable(),
    address_addition: z.string().nullable(),
    postcode: z.string().nullable(),
    city: z.string(),
    country: z.string(),
  })
  .meta({ id: 'InvoiceRecipient' });
export type InvoiceRecipient = z.infer<typeof InvoiceRecipientSchema>;

export const InvoiceWorkshopSchema = z
  .object({ id: z.number().int(), date: z.string(), title: z.string(), price_centimes: z.number().int() })
  .meta({ id: 'InvoiceWorkshop' });
export type InvoiceWorkshop = z.infer<typeof InvoiceWorkshopSchema>;

/**
 * What an invoice says about VAT, frozen when it is sent (decision 058): the organisation's status, its UID while
 * registered, and per rate the gross amount (prices include VAT) split into net and VAT; no lines unless registered.
 */
export const InvoiceVatSchema = z
  .object({
    status: z.enum(vatStatuses),
    /** `CHE-123.456.789` while registered, else null. */
    uid: z.string().nullable(),
    lines: z.array(
      z.object({
        /** 810 = 8.1 %. */
        rate_basis_points: z.number().int(),
        gross_centimes: z.number().int(),
        net_centimes: z.number().int(),
        vat_centimes: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'InvoiceVat' });
export type InvoiceVat = z.infer<typeof InvoiceVatSchema>;

export const InvoiceSchema = z
  .object({
    id: z.number().int(),
    state: z.enum(invoiceStates),
    /** `YYYY-NNNN`; null until invoiced. */
    number: z.string().nullable(),
    date: z.string(),
    due_date: z.string(),
    amount_centimes: z.number().int(),
    institute: z.string(),
    /** As it will be printed (open invoices) or as it was printed (invoiced: the frozen copy). */
    recipient: InvoiceRecipientSchema,
    /** Every workshop the invoice covers (one, or the dates of a series), in date order. */
    workshops: z.array(InvoiceWorkshopSchema),
    /** The PDF's language; for open invoices the one it will get. */
    language: z.enum(uiLanguages),
    /** QR reference (27 digits) or SCOR creditor reference (`RF…`); null until invoiced. */
    reference: z.string().nullable(),
    /** Unix seconds. */
    invoiced_at: z.number().int().nullable(),
    invoiced_by: z.string().nullable(),
    /** The booking day of the payment that left nothing open; null while something is open. */
    paid_on: z.string().nullable(),
    /** Sum of the payments. */
    paid_centimes: z.number().int(),
    /** Sum of the credit notes. */
    credited_centimes: z.number().int(),
    /** Fees of the reminders sent, owed on top of the amount. */
    reminder_fees_centimes: z.number().int(),
    /** Amount and reminder fees less credit notes and payments; negative when over-paid. */
    open_centimes: z.number().int(),
    payments: z.array(PaymentSchema),
    /** Its credit notes, oldest first (decision 059). */
    credit_notes: z.array(CreditNoteSchema),
    /** Credited in full: cancelled by a credit note (or partial ones adding up to the amount). */
    cancelled: z.boolean(),
    overdue: z.boolean(),
    /** VAT as printed, frozen when sent; null until sent, and for invoices sent before VAT was recorded. */
    vat: InvoiceVatSchema.nullable(),
  })
  .meta({ id: 'Invoice' });
export type Invoice = z.infer<typeof InvoiceSchema>;

export const InvoiceListSchema = z
  .object({
    items: z.array(InvoiceSchema),
    total: z.number().int(),
    page: z.number().int(),
    per_page: z.number().int(),
    /** Sum over every matching invoice, not only this page. */
    total_centimes: z.number().int(),
    overdue_count: z.number().int(),
  })
  .meta({ id: 'InvoiceList' });
export type InvoiceList = z.infer<typeof InvoiceListSchema>;

export const ExportQuerySchema = z
  .object({ from: dateField().optional(), to: dateField().optional() })
  .meta({ id: 'InvoiceExportQuery' });
export type ExportQuery = z.infer<typeof ExportQuerySchema>;
