import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../../lib/create-router';
import { errorResponse, errorResponses, jsonBody, jsonData, bodyResponses } from '../../lib/openapi';
import { rateLimit, rateLimitedResponse } from '../../lib/rate-limit';
import { IdParams } from '../../contract/lib/validation';
import {
  ReminderListQuerySchema,
  ReminderLinkSchema,
  ReminderListSchema,
  ReminderPdfTokenParams,
  SendRemindersBodySchema,
  SendRemindersResultSchema,
} from '../../contract/reminders/reminders.schemas';
import { requireRole } from '../../middleware/auth';
import { listReminders } from './reminders.read';
import { reminderIdOfLink, reminderOfLink, reminderPdf } from './reminders.documents';
import { sendReminders } from './reminders.send';

const tags = ['Reminders'];
const finance = requireRole('finance');
const denied = { 401: errorResponses[401], 403: errorResponses[403] };
const pdf = { description: 'The PDF', content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } } };

const listRoute = createRoute({
  operationId: 'listInvoiceReminders',
  method: 'get',
  path: '/invoice-reminders',
  tags,
  summary: 'Reminders the daily job proposed (to review and send), or the latest sent ones (finance)',
  middleware: [finance] as const,
  request: { query: ReminderListQuerySchema },
  responses: { 200: jsonData(ReminderListSchema, 'The reminders'), ...denied, 422: errorResponses[422] },
});

const sendRoute = createRoute({
  operationId: 'sendInvoiceReminders',
  method: 'post',
  path: '/invoice-reminders/send',
  tags,
  summary: 'Send proposed reminders: each frozen, mailed to the invoice contact with a link to its PDF; paid ones withdrawn',
  middleware: [finance] as const,
  request: { body: jsonBody(SendRemindersBodySchema) },
  responses: { ...bodyResponses, 200: jsonData(SendRemindersResultSchema, 'What was sent'), ...denied },
});

const pdfRoute = createRoute({
  operationId: 'getInvoiceReminderPdf',
  method: 'get',
  path: '/invoice-reminders/{id}/pdf',
  tags,
  summary: 'A sent reminder as PDF in the school’s language, with the QR-bill over what is owed (finance)',
  middleware: [finance] as const,
  request: { params: IdParams },
  responses: {
    200: pdf,
    ...denied,
    404: errorResponse('not_found: no such reminder'),
    409: errorResponse('invalid_transition: the reminder is only proposed'),
    422: errorResponses[422],
  },
});

const linkRoute = createRoute({
  operationId: 'getInvoiceReminderPdfByLink',
  method: 'get',
  path: '/invoice-reminders/pdf/{token}',
  tags,
  security: [],
  summary: 'The reminder’s PDF through the signed link of the school’s mail (the token is the permission)',
  middleware: [rateLimit('file')] as const,
  request: { params: ReminderPdfTokenParams },
  responses: {
    ...rateLimitedResponse,
    200: pdf,
    400: errorResponse('token_invalid: tampered, expired or meant for another purpose'),
    404: errorResponse('not_found: the reminder no longer exists'),
    409: errorResponse('invalid_transition: the reminder is only proposed'),
    422: errorResponses[422],
  },
});

const linkInfoRoute = createRoute({
  operationId: 'getInvoiceReminderByLink',
  method: 'get',
  path: '/invoice-reminders/link/{token}',
  tags,
  security: [],
  summary: 'What the school’s private link shows of a sent reminder: level, invoice, what is owed by when',
  middleware: [rateLimit('file')] as const,
  request: { params: ReminderPdfTokenParams },
  responses: {
    ...rateLimitedResponse,
    200: jsonData(ReminderLinkSchema, 'The reminder'),
    400: errorResponse('token_invalid: tampered, expired or meant for another purpose'),
    404: errorResponse('not_found: the reminder no longer exists'),
    422: errorResponses[422],
  },
});

const pdfAnswer = (bytes: Uint8Array, filename: string, disposition: 'attachment' | 'inline') =>
  new Response(bytes.buffer as ArrayBuffer, {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `${disposition}; filename="${filename}"`,
      'Cache-Control': 'private, no-store',
    },
  });

export const remindersRouter = createRouter()
  .openapi(listRoute, async (c) => c.json({ data: { items: await listReminders(c.var.db, c.req.valid('query').state) } }, 200))
  .openapi(sendRoute, async (c) =>
    c.json({ data: await sendReminders(c.var.db, c.env, c.var.user!, c.req.valid('json').ids) }, 200),
  )
  .openapi(linkInfoRoute, async (c) => c.json({ data: await reminderOfLink(c.var.db, c.env, c.req.valid('param').token) }, 200))
  .openapi(linkRoute, async (c) => {
    const { bytes, filename } = await reminderPdf(c.var.db, await reminderIdOfLink(c.env, c.req.valid('param').token));
    return pdfAnswer(bytes, filename, 'inline');
  })
  .openapi(pdfRoute, async (c) => {
    const { bytes, filename } = await reminderPdf(c.var.db, c.req.valid('param').id);
    return pdfAnswer(bytes, filename, 'attachment');
  });
