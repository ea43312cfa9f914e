import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../../lib/create-router';
import { bodyResponses, errorResponse, errorResponses, jsonBody, jsonData, storageResponses } from '../../lib/openapi';
import { IdParams } from '../../contract/lib/validation';
import { requireRole } from '../../middleware/auth';
import {
  CoachYearParams,
  OwnStatementSchema,
  PayoutMonthQuerySchema,
  PayoutPreviewSchema,
  PayoutRunBodySchema,
  PayoutRunDetailSchema,
  PayoutRunSchema,
  RunCoachParams,
  YearlyStatementYearSchema,
  YearParams,
} from '../../contract/payouts/payouts.schemas';
import { previewPayout } from './preview';
import { createPayoutRun } from './run';
import { getRun, listRuns, ownStatements, paymentFile, statementPdf } from './runs';
import { yearlyStatementPdf, yearlyStatementYears } from './yearly-statement.service';

const tags = ['Payouts'];
const finance = requireRole('finance');
const coach = requireRole('coach');
const financeOrCoach = requireRole('finance', 'coach');
const denied = { 401: errorResponses[401], 403: errorResponses[403] };

const previewRoute = createRoute({
  operationId: 'previewPayout',
  method: 'get',
  path: '/payouts/preview',
  tags,
  summary: 'Everything due up to a month (pending fees, extra fees, expenses), per coach: payable, or blocked with reasons',
  middleware: [finance] as const,
  request: { query: PayoutMonthQuerySchema },
  responses: { 200: jsonData(PayoutPreviewSchema, 'The preview'), ...denied, 422: errorResponses[422], 503: errorResponses[503] },
});

const createRunRoute = createRoute({
  operationId: 'createPayoutRun',
  method: 'post',
  path: '/payouts',
  tags,
  summary:
    'Confirm the payout of a month: writes the pain.001 for the payable coaches and marks their items paid out in one batch',
  middleware: [finance] as const,
  request: { body: jsonBody(PayoutRunBodySchema) },
  responses: {
    ...bodyResponses,
    201: jsonData(PayoutRunDetailSchema, 'The run with its coaches and items'),
    ...storageResponses,
    ...denied,
    409: errorResponse(
      'nothing_to_pay_out: no payable coach has anything due; bank_account_missing: the organisation has no valid IBAN in master data; conflict: an item changed meanwhile (or another run took it), nothing was paid',
    ),
    422: errorResponse(
      'validation_failed: bad month, or the execution date is past (date_in_past) or not a banking day (date_invalid)',
    ),
    503: errorResponses[503],
  },
});

const listRunsRoute = createRoute({
  operationId: 'listPayoutRuns',
  method: 'get',
  path: '/payouts',
  tags,
  summary: 'Every payout run, newest first',
  middleware: [finance] as const,
  responses: { 200: jsonData(z.array(PayoutRunSchema), 'The runs'), ...denied },
});

const ownStatementsRoute = createRoute({
  operationId: 'listOwnPayoutStatements',
  method: 'get',
  path: '/payouts/statements',
  tags,
  summary: 'For a coach: the runs that paid them, with their total, newest first',
  middleware: [coach] as const,
  responses: { 200: jsonData(z.array(OwnStatementSchema), 'The statements'), ...denied },
});

const pdfResponse = {
  description: 'The PDF (attachment)',
  content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
};
const yearsResponse = jsonData(z.array(YearlyStatementYearSchema), 'The years, newest first');

const ownYearlyStatementsRoute = createRoute({
  operationId: 'listOwnYearlyStatements',
  method: 'get',
  path: '/payouts/yearly-statements',
  tags,
  summary: 'For a coach: the calendar years in which they were paid something, each with its total (decision 057)',
  middleware: [coach] as const,
  responses: { 200: yearsResponse, ...denied },
});

const ownYearlyStatementRoute = createRoute({
  operationId: 'getOwnYearlyStatement',
  method: 'get',
  path: '/payouts/yearly-statements/{year}/pdf',
  tags,
  summary: 'For a coach: their yearly statement (paid per month and in total) as PDF in their language',
  middleware: [coach] as const,
  request: { params: YearParams },
  responses: {
    200: pdfResponse,
    ...denied,
    404: errorResponse('not_found: nothing was paid out to the coach in that year'),
    422: errorResponses[422],
  },
});

const coachYearlyStatementsRoute = createRoute({
  operationId: 'listCoachYearlyStatements',
  method: 'get',
  path: '/payouts/coaches/{id}/yearly-statements',
  tags,
  summary: 'For finance: the calendar years in which a coach was paid something, each with its total',
  middleware: [finance] as const,
  request: { params: IdParams },
  responses: { 200: yearsResponse, ...denied, 404: errorResponse('not_found: no coach has that id'), 422: errorResponses[422] },
});

const coachYearlyStatementRoute = createRoute({
  operationId: 'getCoachYearlyStatement',
  method: 'get',
  path: '/payouts/coaches/{id}/yearly-statements/{year}/pdf',
  tags,
  summary: 'For finance: a coach’s yearly statement as PDF in the coach’s language (not the reader’s)',
  middleware: [finance] as const,
  request: { params: CoachYearParams },
  responses: {
    200: pdfResponse,
    ...denied,
    404: errorResponse('not_found: no coach has that id, or nothing was paid out to them in that year'),
    422: errorResponses[422],
  },
});

const runRoute = createRoute({
  operationId: 'getPayoutRun',
  method: 'get',
  path: '/payouts/{id}',
  tags,
  summary: 'A payout run with its coaches, their items and totals',
  middleware: [finance] as const,
  request: { params: IdParams },
  responses: {
    200: jsonData(PayoutRunDetailSchema, 'The run'),
    ...denied,
    404: errorResponse('not_found'),
    422: errorResponses[422],
  },
});

const paymentFileRoute = createRoute({
  operationId: 'getPayoutPaymentFile',
  method: 'get',
  path: '/payouts/{id}/payment-file',
  tags,
  summary: 'The run’s pain.001.001.09 file for the bank, as stored when the run was confirmed',
  middleware: [finance] as const,
  request: { params: IdParams },
  responses: {
    200: { description: 'The XML file (attachment)', content: { 'application/xml': { schema: z.string() } } },
    ...denied,
    404: errorResponse('not_found'),
    422: errorResponses[422],
  },
});

const statementRoute = createRoute({
  operationId: 'getPayoutStatement',
  method: 'get',
  path: '/payouts/{id}/statements/{coachId}',
  tags,
  summary: 'A coach’s statement of a run (PDF in the coach’s language): finance any, a coach only their own',
  middleware: [financeOrCoach] as const,
  request: { params: RunCoachParams },
  responses: {
    200: {
      description: 'The PDF (attachment)',
      content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
    },
    ...denied,
    404: errorResponse('not_found: no such run, the coach was not paid by it, or another coach’s statement'),
    422: errorResponses[422],
    503: errorResponses[503],
  },
});

const attachment = (filename: string) => `attachment; filename="${filename}"`;
const pdfHeaders = (filename: string) => ({ 'Content-Type': 'application/pdf', 'Content-Disposition': attachment(filename) });

export const payoutsRouter = createRouter()
  .openapi(previewRoute, async (c) =>
    c.json({ data: await previewPayout(c.var.db, c.env, c.req.valid('query').month, c.var.user!.language) }, 200),
  )
  .openapi(createRunRoute, async (c) =>
    c.json({ data: await createPayoutRun(c.var.db, c.env, c.var.user!, c.req.valid('json')) }, 201),
  )
  .openapi(listRunsRoute, async (c) => c.json({ data: await listRuns(c.var.db) }, 200))
  .openapi(ownStatementsRoute, async (c) => c.json({ data: await ownStatements(c.var.db, c.var.user!) }, 200))
  // Before `/payouts/{id}`, which would otherwise take `yearly-statements` for an id.
  .openapi(ownYearlyStatementsRoute, async (c) => c.json({ data: await yearlyStatementYears(c.var.db, c.var.user!.id) }, 200))
  .openapi(ownYearlyStatementRoute, async (c) => {
    const file = await yearlyStatementPdf(c.var.db, c.var.user!.id, c.req.valid('param').year);
    return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, pdfHeaders(file.filename));
  })
  .openapi(coachYearlyStatementsRoute, async (c) =>
    c.json({ data: await yearlyStatementYears(c.var.db, c.req.valid('param').id) }, 200),
  )
  .openapi(coachYearlyStatementRoute, async (c) => {
    const { id, year } = c.req.valid('param');
    const file = await yearlyStatementPdf(c.var.db, id, year);
    return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, pdfHeaders(file.filename));
  })
  .openapi(runRoute, async (c) => c.json({ data: await getRun(c.var.db, c.req.valid('param').id, c.var.user!.language) }, 200))
  .openapi(paymentFileRoute, async (c) => {
    const file = await paymentFile(c.var.db, c.env, c.req.valid('param').id);
    return c.body(file.body, 200, {
      'Content-Type': 'application/xml; charset=utf-8',
      'Content-Disposition': attachment(file.filename),
    });
  })
  .openapi(statementRoute, async (c) => {
    const { id, coachId } = c.req.valid('param');
    const file = await statementPdf(c.var.db, c.env, c.var.user!, id, coachId);
    return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': attachment(file.filename),
    });
  });
