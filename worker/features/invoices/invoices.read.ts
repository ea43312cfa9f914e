import { sql, type SQL } from 'drizzle-orm';
import type { InvoiceState, UiLanguage } from '../../contract/enums';
import { todayInZurich } from '../../contract/lib/dates';
import type { Database } from '../../lib/env';
import { readBatch } from '../../lib/read-batch';
import { everyWordInText } from '../../lib/text-search';
import type { Invoice, InvoiceRecipient, InvoiceWorkshop } from '../../contract/invoices/invoices.schemas';
import type { Payment } from '../../contract/payments/payments.schemas';
import { openCentimesSql } from '../payments/settle';
import { creditNotesJson, creditNotesOf, isCancelled } from '../credit-notes/credit-notes.read';
import { frozenVatOf } from './vat';

/*
 * Reading invoices: one row per invoice, joined to its lead workshop (the group's first date) and that workshop's
 * inquiry, which give the invoice address and the language until the invoice is sent and both are frozen.
 */

export interface InvoiceRow {
  id: number;
  state: InvoiceState;
  number: string | null;
  date: string;
  due_date: string;
  amount_centimes: number;
  reference: string | null;
  invoiced_at: number | null;
  invoiced_by: string | null;
  paid_on: string | null;
  paid_centimes: number;
  credited_centimes: number;
  reminder_fees_centimes: number;
  payments_json: string;
  credit_notes_json: string;
  recipient_json: string | null;
  issuer_json: string | null;
  vat_json: string | null;
  language: UiLanguage;
  overdue: number;
  institute: string;
  street_address: string | null;
  address_addition: string | null;
  postcode: string | null;
  location: string;
  contact_firstname: string | null;
  contact_lastname: string | null;
  inquiry_id: number | null;
  use_invoice_address: number | null;
  invoice_institute: string | null;
  invoice_firstname: string | null;
  invoice_lastname: string | null;
  invoice_street_address: string | null;
  invoice_address_addition: string | null;
  invoice_postcode: string | null;
  invoice_location: string | null;
  q_institute: string | null;
  q_firstname: string | null;
  q_lastname: string | null;
  q_street: string | null;
  q_addition: string | null;
  q_postcode: string | null;
  q_location: string | null;
}

/** The school's language: the inquiry's, else the workshop's when the UI has it, else German. */
export const invoiceLanguageSql = sql`coalesce(i.language, q.language,
  CASE WHEN w.language IN ('de', 'fr', 'it', 'en') THEN w.language ELSE 'de' END)`;

/** Sent, something still open, and past its due date (the paid day is null while anything is open). */
export const overdueSql = (today: string) =>
  sql`(i.state = 'invoiced' AND i.paid_on IS NULL AND ${openCentimesSql()} > 0 AND i.due_date < ${today})`;

/** The invoice's payments as one JSON column, oldest first. */
const paymentsJson = sql`(SELECT json_group_array(json_object('id', p.id, 'amount_centimes', p.amount_centimes,
    'booking_date', p.booking_date, 'value_date', p.value_date, 'source', p.source, 'bank_reference', e.entry_key,
    'recorded_by', CASE WHEN pu.id IS NOT NULL THEN pu.firstname || ' ' || pu.lastname END))
  FROM (SELECT * FROM invoice_payments WHERE invoice_id = i.id ORDER BY booking_date, id) p
  LEFT JOIN bank_entries e ON e.id = p.bank_entry_id
  LEFT JOIN users pu ON pu.id = p.recorded_by_id) AS payments_json`;

export const invoiceFrom = sql`FROM invoices i
  JOIN workshops w ON w.id = i.workshop_id
  LEFT JOIN inquiries q ON q.id = w.inquiry_id
  LEFT JOIN users u ON u.id = i.invoiced_by_id`;

export const invoiceColumns = (today: string) => sql`i.id, i.state, i.number, i.date, i.due_date, i.amount_centimes,
  i.reference, i.invoiced_at, i.paid_on, i.paid_centimes, i.credited_centimes, i.reminder_fees_centimes, ${paymentsJson}, ${creditNotesJson}, i.recipient AS recipient_json, i.issuer AS issuer_json, i.vat AS vat_json, u.firstname || ' ' || u.lastname AS invoiced_by,
  ${invoiceLanguageSql} AS language, ${overdueSql(today)} AS overdue,
  w.institute, w.street_address, w.address_addition, w.postcode, w.location, w.contact_firstname, w.contact_lastname,
  w.inquiry_id, q.use_invoice_address, q.invoice_institute, q.invoice_firstname, q.invoice_lastname,
  q.invoice_street_address, q.invoice_address_addition, q.invoice_postcode, q.invoice_location,
  q.institute AS q_institute, q.firstname AS q_firstname, q.lastname AS q_lastname, q.street_address AS q_street,
  q.address_addition AS q_addition, q.postcode AS q_postcode, q.location AS q_location`;

const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ') || null;

/**
 * The invoice address: the inquiry's separate invoice address when it asked for one, else the institute and its
 * contact from the inquiry; a workshop without an inquiry is billed to its place and contact. Once invoiced, the
 * frozen copy.
 */
export function recipientOf(row: InvoiceRow): InvoiceRecipient {
  if (row.recipient_json) return JSON.parse(row.recipient_json) as InvoiceRecipient;
  if (row.inquiry_id !== null && row.q_institute !== null) {
    if (row.use_invoice_address) {
      return {
        institute: row.invoice_institute || row.q_institute,
        name: fullName(row.invoice_firstname, row.invoice_lastname),
        street: row.invoice_street_address,
        address_addition: row.invoice_address_addition,
        postcode: row.invoice_postcode,
        city: row.invoice_location || row.q_location || '',
        country: 'CH',
      };
    }
    return {
      institute: row.q_institute,
      name: fullName(row.q_firstname, row.q_lastname),
      street: row.q_street,
      address_addition: row.q_addition,
      postcode: row.q_postcode,
      city: row.q_location ?? '',
      country: 'CH',
    };
  }
  return {
    institute: row.institute,
    name: fullName(row.contact_firstname, row.contact_lastname),
    street: row.street_address,
    address_addition: row.address_addition,
    postcode: row.postcode,
    city: row.location,
    country: 'CH',
  };
}

/** The workshops of the invoices `invoiceIds` selects (a subquery), with their titles in `language`, as `workshopsByInvoice` reads them. */
export const invoiceWorkshopsQuery = (invoiceIds: SQL, language: UiLanguage | SQL) =>
  sql`SELECT iw.invoice_id, w.id, w.date, coalesce(t.title, tde.title, '') AS title, w.price_centimes
      FROM invoice_workshops iw
      JOIN workshops w ON w.id = iw.workshop_id
      LEFT JOIN offered_workshop_translations t ON t.offered_workshop_id = w.offered_workshop_id AND t.language = ${language}
      LEFT JOIN offered_workshop_translations tde ON tde.offered_workshop_id = w.offered_workshop_id AND tde.language = 'de'
      WHERE iw.invoice_id IN ${invoiceIds}
      ORDER BY w.date, w.start_time, w.id`;

/** The workshops of the given invoices with their titles in `language` (German when not translated). */
export async function workshopsOf(db: Database, invoiceIds: number[], language: UiLanguage | SQL) {
  if (invoiceIds.length === 0) return new Map<number, InvoiceWorkshop[]>();
  const [rows] = (await readBatch(db, [
    invoiceWorkshopsQuery(sql`(SELECT value FROM json_each(${JSON.stringify(invoiceIds)}))`, language),
  ])) as [WorkshopRow[]];
  return workshopsByInvoice(rows);
}

interface WorkshopRow extends InvoiceWorkshop {
  invoice_id: number;
}

/** Rows of `invoiceWorkshopsQuery` per invoice. */
function workshopsByInvoice(rows: WorkshopRow[]) {
  const byInvoice = new Map<number, InvoiceWorkshop[]>();
  for (const { invoice_id, ...workshop } of rows) {
    byInvoice.set(invoice_id, [...(byInvoice.get(invoice_id) ?? []), workshop]);
  }
  return byInvoice;
}

export const toInvoice = (row: InvoiceRow, workshops: InvoiceWorkshop[]): Invoice => ({
  id: row.id,
  state: row.state,
  number: row.number,
  date: row.date,
  due_date: row.due_date,
  amount_centimes: row.amount_centimes,
  institute: row.institute,
  recipient: recipientOf(row),
  workshops,
  language: row.language,
  reference: row.reference,
  invoiced_at: row.invoiced_at,
  invoiced_by: row.invoiced_by,
  paid_on: row.paid_on,
  paid_centimes: row.paid_centimes,
  credited_centimes: row.credited_centimes,
  reminder_fees_centimes: row.reminder_fees_centimes,
  open_centimes: row.amount_centimes + row.reminder_fees_centimes - row.credited_centimes - row.paid_centimes,
  payments: JSON.parse(row.payments_json) as Payment[],
  credit_notes: creditNotesOf(row.credit_notes_json),
  cancelled: isCancelled(row),
  overdue: row.overdue === 1,
  vat: frozenVatOf(row),
});

/** Invoices by a condition on `i`, `w`, `q` (unordered; callers order). */
export async function invoiceRows(db: Database, where: SQL, orderAndLimit: SQL = sql``): Promise<InvoiceRow[]> {
  const [rows] = (await readBatch(db, [
    sql`SELECT ${invoiceColumns(todayInZurich())} ${invoiceFrom} WHERE ${where} ${orderAndLimit}`,
  ])) as [InvoiceRow[]];
  return rows;
}

/**
 * Search on the institute (workshop place and invoice address) and the number: every word in one of them. One text
 * with the three joined by a space (a word holds no space, so it cannot match across two), one LIKE per word.
 */
export const invoiceSearch = (q: string) =>
  everyWordInText(q, sql`(w.institute || ' ' || coalesce(q.invoice_institute, '') || ' ' || coalesce(i.number, ''))`);
