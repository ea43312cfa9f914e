import { sql, type SQL } from 'drizzle-orm';
import type { InvoiceState, UiLanguage } from '../../contract/enums';
import { todayInZurich } from '../../contract/lib/dates';
import type { Database } from '../../lib/env';
import { readBatch } from '../../lib/read-batch';
import {
  invoiceColumns,
  invoiceFrom,
  invoiceSearch,
  invoiceWorkshopsQuery,
  overdueSql,
  toInvoice,
  type InvoiceRow,
} from './invoices.read';
import type { InvoiceList, InvoiceListQuery, InvoiceWorkshop } from '../../contract/invoices/invoices.schemas';

function filters(state: InvoiceState, query: InvoiceListQuery, today: string): SQL {
  const parts: SQL[] = [sql`i.state = ${state}`];
  if (query.q) parts.push(invoiceSearch(query.q));
  if (query.from) parts.push(sql`i.date >= ${query.from}`);
  if (query.to) parts.push(sql`i.date <= ${query.to}`);
  if (query.overdue) parts.push(overdueSql(today));
  if (query.unpaid) parts.push(sql`i.paid_on IS NULL`);
  return sql.join(parts, sql` AND `);
}

/** Every filter but the text search reads the invoice alone: the totals then need no join. */
const onlyInvoices = sql`FROM invoices i`;
/**
 * What the order needs (the first workshop's date). Open invoices go by that date: read from the workshops first, in
 * date order (CROSS JOIN keeps it), the page stops the walk; else SQLite sorts every open invoice for each page.
 */
const invoiceAndWorkshop = (state: InvoiceState) =>
  state === 'invoiceable'
    ? sql`FROM workshops w CROSS JOIN invoices i ON i.workshop_id = w.id`
    : sql`FROM invoices i JOIN workshops w ON w.id = i.workshop_id`;

/** Open invoices by their first workshop date (oldest first); sent ones newest number first. */
const orderFor = (state: InvoiceState) =>
  state === 'invoiceable' ? sql`w.date ASC, i.id ASC` : sql`i.date DESC, i.number DESC, i.id DESC`;

/**
 * `GET workshops/invoices/{state}`: one page of invoices with their workshops, and the count, sum and overdue count
 * over every matching invoice. Three reads whatever the page size.
 */
export async function listInvoices(
  db: Database,
  state: InvoiceState,
  query: InvoiceListQuery,
  language: UiLanguage,
): Promise<InvoiceList> {
  const today = todayInZurich();
  const where = filters(state, query, today);
  // The page's ids are sorted on narrow rows first; only those rows are then read with every join, each with its
  // workshops as JSON (the filter is read twice in all: for the page and for the totals).
  const pageIds = sql`(SELECT i.id ${query.q ? invoiceFrom : invoiceAndWorkshop(state)} WHERE ${where} ORDER BY ${orderFor(state)}
        LIMIT ${query.per_page} OFFSET ${(query.page - 1) * query.per_page})`;
  const [rows, [totals]] = (await readBatch(db, [
    sql`SELECT ${invoiceColumns(today)},
        (SELECT json_group_array(json_object('id', c.id, 'date', c.date, 'title', c.title, 'price_centimes', c.price_centimes))
          FROM (${invoiceWorkshopsQuery(sql`(i.id)`, language)}) c) AS workshops_json
      ${invoiceFrom} WHERE i.id IN ${pageIds} ORDER BY ${orderFor(state)}`,
    sql`SELECT count(*) AS n, coalesce(sum(i.amount_centimes), 0) AS centimes, coalesce(sum(${overdueSql(today)}), 0) AS overdue
      ${query.q ? invoiceFrom : onlyInvoices} WHERE ${where}`,
  ])) as [(InvoiceRow & { workshops_json: string })[], { n: number; centimes: number; overdue: number }[]];
  return {
    items: rows.map(({ workshops_json, ...row }) => toInvoice(row, JSON.parse(workshops_json) as InvoiceWorkshop[])),
    total: totals?.n ?? 0,
    page: query.page,
    per_page: query.per_page,
    total_centimes: totals?.centimes ?? 0,
    overdue_count: totals?.overdue ?? 0,
  };
}
