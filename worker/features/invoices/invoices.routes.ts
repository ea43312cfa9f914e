import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../../lib/create-router';
import { errorResponse, errorResponses, jsonData } from '../../lib/openapi';
import { IdParams } from '../../contract/lib/validation';
import { requireRole } from '../../middleware/auth';
import { invoicePdf, invoicesCsv } from './invoices.documents';
import { listInvoices } from './invoices.list';
import {
  ExportQuerySchema,
  InvoiceListQuerySchema,
  InvoiceListSchema,
  InvoiceSchema,
  InvoiceStateParamsSchema,
} from '../../contract/invoices/invoices.schemas';
import * as service from './invoices.service';

const tags = ['Invoices'];
const financeOnly = requireRole('finance');
const denied = { 401: errorResponses[401], 403: errorResponses[403] };

const listRoute = createRoute({
  operationId: 'listInvoices',
  method: 'get',
  path: '/workshops/invoices/{state}',
  tags,
  summary: 'Invoices to send (invoiceable) or sent (invoiced): one per workshop or series, with totals (finance)',
  middleware: [financeOnly] as const,
  request: { params: InvoiceStateParamsSchema, query: InvoiceListQuerySchema },
  responses: { 200: jsonData(InvoiceListSchema, 'A page of invoices'), ...denied, 422: errorResponses[422] },
});

const setInvoicedRoute = createRoute({
  operationId: 'setWorkshopInvoiced',
  method: 'post',
  path: '/workshops/{id}/set-invoiced',
  tags,
  summary: 'Send the invoice of a workshop (and its series): number, date, due date, reference; workshops become invoiced',
  middleware: [financeOnly] as const,
  request: { params: IdParams },
  responses: {
    200: jsonData(InvoiceSchema, 'The invoice as sent'),
    ...denied,
    404: errorResponse('not_found: no such workshop'),
    409: errorResponse(
      'invalid_transition: the workshop or a date of its series is not invoiceable; conflict: changed meanwhile; ' +
        'bank_account_missing: the organisation has no IBAN or QR-IBAN in master data',
    ),
    422: errorResponses[422],
  },
});

const pdfRoute = createRoute({
  operationId: 'getInvoicePdf',
  method: 'get',
  path: '/invoices/{id}/pdf',
  tags,
  summary: 'The invoice as PDF in the school’s language, with the Swiss QR-bill (finance)',
  middleware: [financeOnly] as const,
  request: { params: IdParams },
  responses: {
    200: { description: 'The PDF', content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } } },
    ...denied,
    404: errorResponse('not_found: no such invoice'),
    409: errorResponse(
      'invalid_transition: not invoiced yet; bank_account_missing: sent before issuers were frozen, and the account it was issued with is no longer in master data',
    ),
    422: errorResponses[422],
  },
});

const exportRoute = createRoute({
  operationId: 'exportInvoicesCsv',
  method: 'get',
  path: '/invoices/export.csv',
  tags,
  summary: 'Sent invoices for the accounting system (CSV for Swiss Excel; columns in docs/decisions/017)',
  middleware: [financeOnly] as const,
  request: { query: ExportQuerySchema },
  responses: {
    200: { description: 'UTF-8 with BOM, `;`-separated, CRLF', content: { 'text/csv': { schema: z.string() } } },
    ...denied,
    422: errorResponses[422],
  },
});

export const invoicesRouter = createRouter()
  .openapi(listRoute, async (c) =>
    c.json({ data: await listInvoices(c.var.db, c.req.valid('param').state, c.req.valid('query'), c.var.user!.language) }, 200),
  )
  .openapi(setInvoicedRoute, async (c) =>
    c.json({ data: await service.setInvoiced(c.var.db, c.var.user!, c.req.valid('param').id, c.var.user!.language) }, 200),
  )
  .openapi(exportRoute, async (c) => {
    const csv = await invoicesCsv(c.var.db, c.req.valid('query'));
    return c.body(csv, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="invoices.csv"',
      'Cache-Control': 'no-store',
    });
  })
  .openapi(pdfRoute, async (c) => {
    const { bytes, filename } = await invoicePdf(c.var.db, c.req.valid('param').id);
    return c.body(bytes.buffer as ArrayBuffer, 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'no-store',
    });
  });
