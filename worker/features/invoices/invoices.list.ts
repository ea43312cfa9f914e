import { sql, type SQL } from 'drizzle-orm';
import type { InvoiceState, UiLanguage } from '../../contract/enums';
import { todayInZurich } from '../../contract/lib/dates';
import type { Database } from '../../lib/env';
import { readBatch } from '../../lib/read-batch';
import { openCentimesSql } from '../payments/settle';
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
  if (query.unpaid) parts.push(sql`${openCentimesSql()} > 0`);
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

/** A page row with its workshops as JSON (`workshopsJson`). */
type PageRow = InvoiceRow & { workshops_json: string };

/** The invoice's workshops as one JSON column (`workshops_json`). */
const workshopsJson = (language: UiLanguage) => sql`(SELECT json_group_array(
    json_object('id', c.id, 'date', c.date, 'title', c.title, 'price_centimes', c.price_centimes))
  FROM (${invoiceWorkshopsQuery(sql`(i.id)`, language)}) c) AS workshops_json`;

/**
 * `GET workshops/invoices/{state}`: one page of invoices with their workshops, and the count, sum and overdue count
 * over every matching invoice. Two reads in one round trip whatever the page size; one with a text search.
 */
export async function listInvoices(
  db: Database,
  state: InvoiceState,
  query: InvoiceListQuery,
  language: UiLanguage,
): Promise<InvoiceList> {
  const today = todayInZurich();
  const where = filters(state, query, today);
  if (query.q) return searchInvoices(db, state, query, language, today, where);
  // The page's ids are sorted on narrow rows first; only those rows are then read with every join, each with its
  // workshops as JSON (the filter is read twice in all: for the page and for the totals).
  const pageIds = sql`(SELECT i.id ${query.q ? invoiceFrom : invoiceAndWorkshop(state)} WHERE ${where} ORDER BY ${orderFor(state)}
        LIMIT ${query.per_page} OFFSET ${(query.page - 1) * query.per_page})`;
  const [rows, [totals]] = (await readBatch(db, [
    sql`SELECT ${invoiceColumns(today)}, ${workshopsJson(language)}
      ${invoiceFrom} WHERE i.id IN ${pageIds} ORDER BY ${orderFor(state)}`,
    sql`SELECT count(*) AS n, coalesce(sum(i.amount_centimes), 0) AS centimes, coalesce(sum(${overdueSql(today)}), 0) AS overdue
      ${query.q ? invoiceFrom : onlyInvoices} WHERE ${where}`,
  ])) as [PageRow[], { n: number; centimes: number; overdue: number }[]];
  return {
    items: rows.map(({ workshops_json, ...row }) => toInvoice(row, JSON.parse(workshops_json) as InvoiceWorkshop[])),
    total: totals?.n ?? 0,
    page: query.page,
    per_page: query.per_page,
    total_centimes: totals?.centimes ?? 0,
    overdue_count: totals?.overdue ?? 0,
  };
}

/**
 * A text search reads every invoice of the state with its workshop and inquiry (the words may be in either): once,
 * for the page and the totals together. One statement: the totals, joined to the page's rows (none past the last page).
 */
async function searchInvoices(
  db: Database,
  state: InvoiceState,
  query: InvoiceListQuery,
  language: UiLanguage,
  today: string,
  where: SQL,
): Promise<InvoiceList> {
  // The order on the matching rows (`m`) and on the page's rows (`r`): the columns each exposes.
  const order = (alias: 'm' | 'r') =>
    state === 'invoiceable'
      ? sql`${sql.raw(alias)}.first_date ASC, ${sql.raw(alias)}.id ASC`
      : sql`${sql.raw(alias)}.date DESC, ${sql.raw(alias)}.number DESC, ${sql.raw(alias)}.id DESC`;
  const [rows] = (await readBatch(db, [
    sql`WITH matching AS MATERIALIZED (
        SELECT i.id, i.date, i.number, w.date AS first_date, i.amount_centimes, ${overdueSql(today)} AS overdue
        ${invoiceFrom} WHERE ${where}
      ),
      page AS (SELECT m.id FROM matching m ORDER BY ${order('m')} LIMIT ${query.per_page} OFFSET ${(query.page - 1) * query.per_page}),
      totals AS (
        SELECT count(*) AS total_n, coalesce(sum(amount_centimes), 0) AS total_centimes, coalesce(sum(overdue), 0) AS total_overdue
        FROM matching
      )
      SELECT t.total_n, t.total_centimes, t.total_overdue, r.* FROM totals t LEFT JOIN (
        SELECT ${invoiceColumns(today)}, w.date AS first_date, ${workshopsJson(language)}
        ${invoiceFrom} WHERE i.id IN (SELECT id FROM page)
      ) r ON 1 = 1
      ORDER BY ${order('r')}`,
  ])) as [(PageRow & { first_date: string | null; total_n: number; total_centimes: number; total_overdue: number })[]];
  const totals = rows[0];
  return {
    items: rows
      .filter((row) => row.id !== null)
      .map(({ workshops_json, first_date: _first, total_n: _n, total_centimes: _c, total_overdue: _o, ...row }) =>
        toInvoice(row, JSON.parse(workshops_json) as InvoiceWorkshop[]),
      ),
    total: totals?.total_n ?? 0,
    page: query.page,
    per_page: query.per_page,
    total_centimes: totals?.total_centimes ?? 0,
    overdue_count: totals?.total_overdue ?? 0,
  };
}
