import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../../lib/create-router';
import { bodyResponses, errorResponse, errorResponses, jsonBody, jsonData } from '../../lib/openapi';
import { IdParams } from '../../contract/lib/validation';
import { InvoiceSchema } from '../../contract/invoices/invoices.schemas';
import { IssueCreditNoteBodySchema } from '../../contract/credit-notes/credit-notes.schemas';
import { requireRole } from '../../middleware/auth';
import { creditNotePdf } from './credit-notes.documents';
import { issueCreditNote } from './credit-notes.service';

const tags = ['Credit notes'];
const finance = requireRole('finance');
const denied = { 401: errorResponses[401], 403: errorResponses[403] };

const issueRoute = createRoute({
  operationId: 'issueCreditNote',
  method: 'post',
  path: '/invoices/{id}/credit-notes',
  tags,
  summary:
    'Cancel a sent invoice (a credit note for everything not yet credited) or credit a part of it, with a reason (finance)',
  middleware: [finance] as const,
  request: { params: IdParams, body: jsonBody(IssueCreditNoteBodySchema) },
  responses: {
    ...bodyResponses,
    200: jsonData(InvoiceSchema, 'The invoice with its credit notes and what is still open'),
    ...denied,
    404: errorResponse('not_found: no such invoice'),
    409: errorResponse(
      'credit_note_not_possible: the invoice is not sent, or credited in full already; conflict: credited meanwhile; ' +
        'bank_account_missing: sent before issuers were frozen, and its issuer is unknown',
    ),
    422: errorResponse('validation_failed: the body did not validate, or the amount is more than is left to credit'),
  },
});

const pdfRoute = createRoute({
  operationId: 'getCreditNotePdf',
  method: 'get',
  path: '/credit-notes/{id}/pdf',
  tags,
  summary: 'The credit note as PDF in the school’s language, referring to its invoice (finance)',
  middleware: [finance] as const,
  request: { params: IdParams },
  responses: {
    200: { description: 'The PDF', content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } } },
    ...denied,
    404: errorResponse('not_found: no such credit note'),
    422: errorResponses[422],
  },
});

export const creditNotesRouter = createRouter()
  .openapi(issueRoute, async (c) => {
    const invoice = await issueCreditNote(
      c.var.db,
      c.var.user!,
      c.req.valid('param').id,
      c.req.valid('json'),
      c.var.user!.language,
    );
    return c.json({ data: invoice }, 200);
  })
  .openapi(pdfRoute, async (c) => {
    const { bytes, filename } = await creditNotePdf(c.var.db, c.req.valid('param').id);
    return c.body(bytes.buffer as ArrayBuffer, 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'no-store',
    });
  });
