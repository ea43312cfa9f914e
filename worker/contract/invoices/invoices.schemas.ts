import { z } from 'zod';
import { invoiceStates, uiLanguages } from '../enums';
import { dateField, pageParams, searchText } from '../lib/validation';

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
    unpaid: flagParam('Only invoices without a payment date.'),
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
    paid_on: z.string().nullable(),
    overdue: z.boolean(),
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

export const SetPaidBodySchema = z
  .object({
    /** The day the school paid; null removes a payment recorded by mistake. */
    paid_on: dateField().nullable(),
  })
  .meta({ id: 'SetInvoicePaidBody' });

export const ExportQuerySchema = z
  .object({ from: dateField().optional(), to: dateField().optional() })
  .meta({ id: 'InvoiceExportQuery' });
export type ExportQuery = z.infer<typeof ExportQuerySchema>;
