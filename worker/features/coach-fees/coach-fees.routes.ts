import { createRoute } from '@hono/zod-openapi';
import { createRouter } from '../../lib/create-router';
import { bodyResponses, errorResponse, errorResponses, jsonBody, jsonData } from '../../lib/openapi';
import { IdParams } from '../../contract/lib/validation';
import { requireRole } from '../../middleware/auth';
import {
  ExtraFeeCreateBodySchema,
  FeeDetailSchema,
  FeeItemSchema,
  FeeListParamsSchema,
  FeeListQuerySchema,
  FeeListSchema,
  FeeUpdateBodySchema,
  FinanceFeeOptionsQuerySchema,
  FinanceFeeOptionsSchema,
  OwnFeesSchema,
  SetPaidOutBodySchema,
  SetPaidOutResultSchema,
} from '../../contract/coach-fees/coach-fees.schemas';
import { feeDetail, listFees, updateFee } from './coach-fees.service';
import { createExtraFee, deleteExtraFee, financeOptions, ownFees } from './extra-fees';
import { setPaidOut } from './paid-out';

const tags = ['Coach fees'];
const finance = requireRole('finance');
const coach = requireRole('coach');
const coachOrFinance = requireRole('coach', 'finance');
const denied = { 401: errorResponses[401], 403: errorResponses[403] };

const listRoute = createRoute({
  operationId: 'listCoachFees',
  method: 'get',
  path: '/coach-fees/finance/{state}',
  tags,
  summary: 'Finance: fees and extra fees in one list, filtered by payout month, coach and workshop, with totals',
  middleware: [finance] as const,
  request: { params: FeeListParamsSchema, query: FeeListQuerySchema },
  responses: {
    200: jsonData(FeeListSchema, 'One page of fees and the totals of all matching'),
    ...denied,
    422: errorResponses[422],
  },
});

const optionsRoute = createRoute({
  operationId: 'getCoachFeeOptions',
  method: 'get',
  path: '/coach-fees/finance/options',
  tags,
  summary: 'Finance: the coaches to filter fees by, and the matching workshops (nearest 50) to filter by and add extra fees for',
  middleware: [finance] as const,
  request: { query: FinanceFeeOptionsQuerySchema },
  responses: {
    200: jsonData(FinanceFeeOptionsSchema, 'Coaches and workshops'),
    ...denied,
    422: errorResponses[422],
  },
});

const ownRoute = createRoute({
  operationId: 'getOwnCoachFees',
  method: 'get',
  path: '/coach-fees/coach',
  tags,
  summary: 'A coach: their own fees and extra fees, and the workshops they may still add an extra fee for',
  middleware: [coach] as const,
  responses: { 200: jsonData(OwnFeesSchema, 'Own fees and open workshops'), ...denied },
});

const createExtraRoute = createRoute({
  operationId: 'createExtraFee',
  method: 'post',
  path: '/coach-fees/extra-fees',
  tags,
  summary:
    'An extra fee for travel or break time: a coach for a workshop they are placed on, up to the workshop day; finance for any placed coach',
  middleware: [coachOrFinance] as const,
  request: { body: jsonBody(ExtraFeeCreateBodySchema) },
  responses: {
    ...bodyResponses,
    201: jsonData(FeeItemSchema, 'The extra fee'),
    ...denied,
    404: errorResponse('not_found: no such workshop, or the coach is not placed on it'),
    409: errorResponse('invalid_transition: the workshop is cancelled; conflict: changed meanwhile'),
    422: errorResponse('extra_fee_deadline_passed (the message names the deadline date), or validation_failed'),
  },
});

const deleteExtraRoute = createRoute({
  operationId: 'deleteExtraFee',
  method: 'delete',
  path: '/coach-fees/extra-fees/{id}',
  tags,
  summary: 'Delete a pending extra fee: finance any, a coach their own up to the workshop day',
  middleware: [coachOrFinance] as const,
  request: { params: IdParams },
  responses: {
    204: { description: 'Deleted' },
    ...denied,
    404: errorResponse('not_found (also another coach’s extra fee)'),
    409: errorResponse('paid_out: paid-out items are locked'),
    422: errorResponse('extra_fee_deadline_passed: a coach deletes only up to the workshop day; validation_failed: bad id'),
  },
});

const bulkPaidOutRoute = createRoute({
  operationId: 'setCoachFeesPaidOut',
  method: 'post',
  path: '/coach-fees/set-paid-out',
  tags,
  summary: 'Finance: mark 1–500 fees and extra fees paid out, all or nothing in one batch',
  middleware: [finance] as const,
  request: { body: jsonBody(SetPaidOutBodySchema) },
  responses: {
    ...bodyResponses,
    200: jsonData(SetPaidOutResultSchema, 'How many were marked, their sum, and when'),
    ...denied,
    404: errorResponse('not_found: one of the ids does not exist (nothing was marked)'),
    409: errorResponse('paid_out: one of them is already paid out (nothing was marked)'),
  },
});

const detailRoute = createRoute({
  operationId: 'getCoachFee',
  method: 'get',
  path: '/coach-fees/{id}',
  tags,
  summary: 'Finance: a fee with the history of its amount',
  middleware: [finance] as const,
  request: { params: IdParams },
  responses: { 200: jsonData(FeeDetailSchema, 'The fee'), ...denied, 404: errorResponse('not_found'), 422: errorResponses[422] },
});

const updateRoute = createRoute({
  operationId: 'updateCoachFee',
  method: 'patch',
  path: '/coach-fees/{id}',
  tags,
  summary: 'Finance: adjust a pending fee’s amount (with a reason, kept) and/or its payout month',
  middleware: [finance] as const,
  request: { params: IdParams, body: jsonBody(FeeUpdateBodySchema) },
  responses: {
    ...bodyResponses,
    200: jsonData(FeeDetailSchema, 'The fee with its history'),
    ...denied,
    404: errorResponse('not_found'),
    409: errorResponse('paid_out: paid-out fees are locked'),
  },
});

const singlePaidOutRoute = createRoute({
  operationId: 'setCoachFeePaidOut',
  method: 'post',
  path: '/coach-fees/{id}/set-paid-out',
  tags,
  summary: 'Finance: mark one fee paid out',
  middleware: [finance] as const,
  request: { params: IdParams },
  responses: {
    200: jsonData(SetPaidOutResultSchema, 'The fee was marked'),
    ...denied,
    404: errorResponse('not_found'),
    409: errorResponse('paid_out: already paid out'),
    422: errorResponses[422],
  },
});

// Fixed paths before `/coach-fees/{id}`, which would refuse `coach` or `set-paid-out` as an id.
export const coachFeesRouter = createRouter()
  .openapi(optionsRoute, async (c) => c.json({ data: await financeOptions(c.var.db, c.var.user!, c.req.valid('query')) }, 200))
  .openapi(listRoute, async (c) => {
    const filter = { ...c.req.valid('query'), state: c.req.valid('param').state };
    return c.json({ data: await listFees(c.var.db, c.var.user!, filter) }, 200);
  })
  .openapi(ownRoute, async (c) => c.json({ data: await ownFees(c.var.db, c.var.user!) }, 200))
  .openapi(createExtraRoute, async (c) => c.json({ data: await createExtraFee(c.var.db, c.var.user!, c.req.valid('json')) }, 201))
  .openapi(deleteExtraRoute, async (c) => {
    await deleteExtraFee(c.var.db, c.var.user!, c.req.valid('param').id);
    return c.body(null, 204);
  })
  .openapi(bulkPaidOutRoute, async (c) => c.json({ data: await setPaidOut(c.var.db, c.var.user!, c.req.valid('json')) }, 200))
  .openapi(detailRoute, async (c) => c.json({ data: await feeDetail(c.var.db, c.var.user!, c.req.valid('param').id) }, 200))
  .openapi(updateRoute, async (c) => {
    const { id } = c.req.valid('param');
    return c.json({ data: await updateFee(c.var.db, c.var.user!, id, c.req.valid('json')) }, 200);
  })
  .openapi(singlePaidOutRoute, async (c) => {
    const { id } = c.req.valid('param');
    return c.json({ data: await setPaidOut(c.var.db, c.var.user!, { fee_ids: [id], extra_fee_ids: [] }) }, 200);
  });
