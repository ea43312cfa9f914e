import { createRoute } from '@hono/zod-openapi';
import { createRouter } from '../../lib/create-router';
import { fileRequired } from '../../lib/errors';
import { bodyResponses, errorResponse, errorResponses, jsonBody, jsonData, multipartResponses } from '../../lib/openapi';
import { IdParams } from '../../contract/lib/validation';
import { InvoiceSchema } from '../../contract/invoices/invoices.schemas';
import {
  AssignEntryBodySchema,
  BankEntrySchema,
  BankFileDetailSchema,
  BankFileListQuerySchema,
  BankFileListSchema,
  PaymentParamsSchema,
  RecordPaymentBodySchema,
  UnmatchedEntriesSchema,
  UploadBankFileFormSchema,
} from '../../contract/payments/payments.schemas';
import { requireRole } from '../../middleware/auth';
import { singleFileUploadLimit } from '../../middleware/body-limit';
import { getInvoice } from '../invoices/invoices.service';
import { importBankFile } from './bank-files.import';
import { getBankFile, listBankFiles, unmatchedEntries } from './bank-files.read';
import { assignEntry, deletePayment, markNotOurs, recordPayment } from './payments.service';

const tags = ['Payments'];
const finance = requireRole('finance');
const denied = { 401: errorResponses[401], 403: errorResponses[403] };
const paymentConflict = errorResponse(
  'payment_not_possible: the invoice is not sent, or the credit is already recorded; conflict: changed meanwhile',
);

const recordRoute = createRoute({
  operationId: 'recordInvoicePayment',
  method: 'post',
  path: '/invoices/{id}/payments',
  tags,
  summary: 'Record a payment typed in by hand: booking day (not in the future) and amount (finance)',
  middleware: [finance] as const,
  request: { params: IdParams, body: jsonBody(RecordPaymentBodySchema) },
  responses: {
    ...bodyResponses,
    200: jsonData(InvoiceSchema, 'The invoice with its payments'),
    ...denied,
    404: errorResponse('not_found: no such invoice'),
    409: paymentConflict,
  },
});

const deleteRoute = createRoute({
  operationId: 'deleteInvoicePayment',
  method: 'delete',
  path: '/invoices/{id}/payments/{paymentId}',
  tags,
  summary: 'Remove a payment recorded by mistake; one from a bank file goes back to the unmatched credits (finance)',
  middleware: [finance] as const,
  request: { params: PaymentParamsSchema },
  responses: {
    200: jsonData(InvoiceSchema, 'The invoice with its payments'),
    ...denied,
    404: errorResponse('not_found: no such invoice, or no such payment of it'),
    409: paymentConflict,
    422: errorResponses[422],
  },
});

const uploadRoute = createRoute({
  operationId: 'uploadBankFile',
  method: 'post',
  path: '/bank-files',
  tags,
  summary: 'Read a camt.054 or camt.053 file: each new credit matched to its invoice by QR or creditor reference (finance)',
  middleware: [finance, singleFileUploadLimit] as const,
  request: { body: { required: true, content: { 'multipart/form-data': { schema: UploadBankFileFormSchema } } } },
  responses: {
    200: jsonData(BankFileDetailSchema, 'The file with each credit and its outcome'),
    ...multipartResponses,
    ...denied,
    409: errorResponse('conflict: the same credits or a payment of these invoices were recorded meanwhile'),
    413: errorResponse('file_too_large'),
    415: errorResponse('validation_failed: the body is not sent as multipart/form-data'),
    422: errorResponse('bank_file_invalid: neither a camt.054 nor a camt.053 message; validation_failed: no file'),
  },
});

const listRoute = createRoute({
  operationId: 'listBankFiles',
  method: 'get',
  path: '/bank-files',
  tags,
  summary: 'The bank files read so far, newest first, with their credits by outcome (finance)',
  middleware: [finance] as const,
  request: { query: BankFileListQuerySchema },
  responses: { 200: jsonData(BankFileListSchema, 'A page of bank files'), ...denied, 422: errorResponses[422] },
});

const getRoute = createRoute({
  operationId: 'getBankFile',
  method: 'get',
  path: '/bank-files/{id}',
  tags,
  summary: 'One bank file with each of its credits (finance)',
  middleware: [finance] as const,
  request: { params: IdParams },
  responses: {
    200: jsonData(BankFileDetailSchema, 'The file and its credits'),
    ...denied,
    404: errorResponse('not_found: no such bank file'),
    422: errorResponses[422],
  },
});

const unmatchedRoute = createRoute({
  operationId: 'listUnmatchedBankEntries',
  method: 'get',
  path: '/bank-entries/unmatched',
  tags,
  summary: 'Credits of any bank file still waiting to be assigned, oldest first (finance)',
  middleware: [finance] as const,
  responses: { 200: jsonData(UnmatchedEntriesSchema, 'The unmatched credits'), ...denied },
});

const assignRoute = createRoute({
  operationId: 'assignBankEntry',
  method: 'post',
  path: '/bank-entries/{id}/assign',
  tags,
  summary: 'Give an unmatched credit to the invoice it pays: it becomes a payment of it (finance)',
  middleware: [finance] as const,
  request: { params: IdParams, body: jsonBody(AssignEntryBodySchema) },
  responses: {
    ...bodyResponses,
    200: jsonData(BankEntrySchema, 'The credit with its outcome'),
    ...denied,
    404: errorResponse('not_found: no such credit or invoice'),
    409: paymentConflict,
  },
});

const notOursRoute = createRoute({
  operationId: 'markBankEntryNotOurs',
  method: 'post',
  path: '/bank-entries/{id}/not-ours',
  tags,
  summary: 'Mark an unmatched credit as paying no invoice of ours (finance)',
  middleware: [finance] as const,
  request: { params: IdParams },
  responses: {
    200: jsonData(BankEntrySchema, 'The credit'),
    ...denied,
    404: errorResponse('not_found: no such credit'),
    409: paymentConflict,
    422: errorResponses[422],
  },
});

export const paymentsRouter = createRouter()
  .openapi(recordRoute, async (c) => {
    const { id } = c.req.valid('param');
    await recordPayment(c.var.db, c.var.user!, id, c.req.valid('json'));
    return c.json({ data: await getInvoice(c.var.db, id, c.var.user!.language) }, 200);
  })
  .openapi(deleteRoute, async (c) => {
    const { id, paymentId } = c.req.valid('param');
    await deletePayment(c.var.db, c.var.user!, id, paymentId);
    return c.json({ data: await getInvoice(c.var.db, id, c.var.user!.language) }, 200);
  })
  .openapi(uploadRoute, async (c) => {
    const { file } = c.req.valid('form');
    if (!(file instanceof File)) throw fileRequired();
    const id = await importBankFile(c.var.db, c.var.user!, { fileName: file.name, xml: await file.text() });
    return c.json({ data: await getBankFile(c.var.db, id) }, 200);
  })
  .openapi(listRoute, async (c) => {
    const { page, per_page } = c.req.valid('query');
    return c.json({ data: await listBankFiles(c.var.db, page, per_page) }, 200);
  })
  .openapi(getRoute, async (c) => c.json({ data: await getBankFile(c.var.db, c.req.valid('param').id) }, 200))
  .openapi(unmatchedRoute, async (c) => c.json({ data: { items: await unmatchedEntries(c.var.db) } }, 200))
  .openapi(assignRoute, async (c) => {
    const entry = await assignEntry(c.var.db, c.var.user!, c.req.valid('param').id, c.req.valid('json').invoice_id);
    return c.json({ data: entry }, 200);
  })
  .openapi(notOursRoute, async (c) => {
    const entry = await markNotOurs(c.var.db, c.var.user!, c.req.valid('param').id);
    return c.json({ data: entry }, 200);
  });
