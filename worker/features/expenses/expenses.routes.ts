import { createRoute, z } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { createRouter } from '../../lib/create-router';
import { AppError } from '../../lib/errors';
import {
  bodyResponses,
  errorResponse,
  errorResponses,
  jsonBody,
  jsonData,
  multipartResponses,
  storageResponses,
} from '../../lib/openapi';
import { ownCoachPath, requireRole } from '../../middleware/auth';
import { fileTypes, MAX_FILE_BYTES } from '../../storage/files';
import { contentDisposition } from '../files/files.routes';
import { setPaidOut } from './expenses.paid-out';
import { coachExpenses, expenseFor, financeExpenses, receiptFor } from './expenses.read';
import {
  CoachExpensesSchema,
  ExpenseCorrectionBodySchema,
  ExpenseDeletionBodySchema,
  ExpenseFormSchema,
  ExpenseParams,
  ExpenseSchema,
  FinanceExpenseListSchema,
  FinanceExpenseQuerySchema,
  ReceiptParams,
  SetPaidOutBodySchema,
  SetPaidOutResultSchema,
  type ExpenseFormInput,
} from '../../contract/expenses/expenses.schemas';
import { correctExpense, deleteExpenseAsFinance } from './expenses.finance';
import { createExpense, deleteExpense, updateExpense } from './expenses.write';

const tags = ['Expenses'];
const coachOrFinance = requireRole('coach', 'finance');
const finance = requireRole('finance');
const denied = {
  401: errorResponses[401],
  403: errorResponse('forbidden: admins and associates see no money; password_change_required'),
};
const notFound = (what: string) => ({ 404: errorResponse(`not_found: ${what}`) });
const locked = { 409: errorResponse('paid_out: the expense is paid out and locked (also when a payout landed meanwhile)') };

/** Several receipts of up to 10 MB each in one request; the whole request is held in memory while parsed. */
export const MAX_UPLOAD_BYTES = 3 * MAX_FILE_BYTES;
const uploadLimit = bodyLimit({
  maxSize: MAX_UPLOAD_BYTES + 64 * 1024,
  onError: () => {
    throw new AppError(413, 'file_too_large', `The receipts together are larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`);
  },
});
const multipart = { required: true, content: { 'multipart/form-data': { schema: ExpenseFormSchema } } } as const;
const uploadResponses = {
  ...storageResponses,
  ...multipartResponses,
  413: errorResponse('file_too_large: a receipt over 10 MB, or all together over 30 MB'),
  415: errorResponse('file_type_not_allowed: a receipt that is not a PDF, JPEG or PNG by its content'),
  422: errorResponse(
    'validation_failed: fields `workshop_id` (not a workshop the coach gave), amounts (`required` when all are 0), `receipts` (`receipt_required`: none left), `remove_receipt_ids`',
  ),
};

const coachListRoute = createRoute({
  operationId: 'listCoachExpenses',
  method: 'get',
  path: '/expenses/coach/{id}',
  tags,
  summary: "A coach's expenses, newest first, and the workshops they can claim for (coach: own id only; finance: any)",
  middleware: [coachOrFinance] as const,
  request: { params: ExpenseParams },
  responses: {
    200: jsonData(CoachExpensesSchema, 'The expenses and the claimable workshops'),
    ...denied,
    ...notFound("another coach's id (for a coach), or no coach with this id"),
    422: errorResponses[422],
  },
});

const createExpenseRoute = createRoute({
  operationId: 'createExpense',
  method: 'post',
  path: '/expenses/coach/{id}',
  tags,
  summary: 'The coach claims an expense for a workshop they gave, with one or more receipts (multipart)',
  middleware: [requireRole('coach'), ownCoachPath('id', { hide: true }), uploadLimit] as const,
  request: { params: ExpenseParams, body: multipart },
  responses: {
    201: jsonData(ExpenseSchema, 'The new expense (pending, with its expected payout month)'),
    ...denied,
    ...notFound('another coach’s id'),
    ...uploadResponses,
  },
});

const coachOnly = {
  401: errorResponses[401],
  403: errorResponse('forbidden: only the coach who claimed it (finance corrects with a reason); password_change_required'),
};

const updateExpenseRoute = createRoute({
  operationId: 'updateExpense',
  method: 'put',
  path: '/expenses/{id}',
  tags,
  summary: 'The coach changes their pending expense: fields, added `receipts`, `remove_receipt_ids` (multipart)',
  middleware: [requireRole('coach'), uploadLimit] as const,
  request: { params: ExpenseParams, body: multipart },
  responses: {
    200: jsonData(ExpenseSchema, 'The changed expense'),
    ...coachOnly,
    ...notFound('no such expense, or another coach’s'),
    ...locked,
    ...uploadResponses,
  },
});

const deleteExpenseRoute = createRoute({
  operationId: 'deleteExpense',
  method: 'delete',
  path: '/expenses/{id}',
  tags,
  summary: 'The coach deletes their pending expense and its receipts',
  middleware: [requireRole('coach')] as const,
  request: { params: ExpenseParams },
  responses: {
    204: { description: 'Deleted, with its stored receipts' },
    ...coachOnly,
    ...notFound('no such expense, or another coach’s'),
    ...locked,
    422: errorResponses[422],
  },
});

const binary = { schema: z.string().openapi({ format: 'binary' }) };

const receiptRoute = createRoute({
  operationId: 'getExpenseReceipt',
  method: 'get',
  path: '/expenses/{id}/receipts/{receiptId}',
  tags,
  summary: 'A receipt shown inline (image or PDF), for the owner or finance',
  middleware: [coachOrFinance] as const,
  request: { params: ReceiptParams },
  responses: {
    200: {
      description: 'The file with the type found by its content, `Content-Disposition: inline`',
      headers: { 'Content-Disposition': { description: "inline; filename*=UTF-8''<name>", schema: { type: 'string' } } },
      content: Object.fromEntries(fileTypes.map((type) => [type, binary])),
    },
    ...denied,
    ...notFound('no such receipt of this expense, or another coach’s, or the file is gone'),
    422: errorResponses[422],
  },
});

const financeListRoute = createRoute({
  operationId: 'listFinanceExpenses',
  method: 'get',
  path: '/expenses/finance',
  tags,
  summary: 'Expenses of every coach, filtered, a page at a time, with totals over every matching one (finance)',
  middleware: [finance] as const,
  request: { query: FinanceExpenseQuerySchema },
  responses: {
    200: jsonData(FinanceExpenseListSchema, 'A page of expenses and the totals'),
    ...denied,
    422: errorResponses[422],
  },
});

const financeDetailRoute = createRoute({
  operationId: 'getFinanceExpense',
  method: 'get',
  path: '/expenses/finance/{id}',
  tags,
  summary: 'One expense with its receipts (finance)',
  middleware: [finance] as const,
  request: { params: ExpenseParams },
  responses: {
    200: jsonData(ExpenseSchema, 'The expense'),
    ...denied,
    ...notFound('no such expense'),
    422: errorResponses[422],
  },
});

const correctRoute = createRoute({
  operationId: 'correctExpense',
  method: 'put',
  path: '/expenses/finance/{id}',
  tags,
  summary: "Finance corrects a pending expense's amounts and description, with a reason the coach is mailed and sees",
  middleware: [finance] as const,
  request: { params: ExpenseParams, body: jsonBody(ExpenseCorrectionBodySchema) },
  responses: {
    200: jsonData(ExpenseSchema, 'The corrected expense, with its corrections'),
    ...bodyResponses,
    ...denied,
    ...notFound('no such expense'),
    ...locked,
  },
});

const deleteAsFinanceRoute = createRoute({
  operationId: 'deleteExpenseAsFinance',
  method: 'post',
  path: '/expenses/finance/{id}/delete',
  tags,
  summary: 'Finance deletes a pending expense and its receipts, with a reason the coach is mailed and sees',
  middleware: [finance] as const,
  request: { params: ExpenseParams, body: jsonBody(ExpenseDeletionBodySchema) },
  responses: {
    204: { description: 'Deleted, with its stored receipts; the reason is kept for the coach' },
    ...bodyResponses,
    ...denied,
    ...notFound('no such expense'),
    ...locked,
  },
});

const setPaidOutRoute = createRoute({
  operationId: 'setExpensesPaidOut',
  method: 'post',
  path: '/expenses/set-paid-out',
  tags,
  summary: 'Mark expenses paid out, all or nothing (finance): every id must exist and be pending',
  middleware: [finance] as const,
  request: { body: jsonBody(SetPaidOutBodySchema) },
  responses: {
    200: jsonData(SetPaidOutResultSchema, 'All of them are paid out now'),
    ...bodyResponses,
    ...denied,
    ...notFound('one of the ids; nothing changed'),
    409: errorResponse('paid_out: one of them is already paid out (maybe meanwhile); nothing changed'),
  },
});

/** Files arrive as one value or a list of values; anything that is not a file (an empty field) is dropped. */
const filesOf = (form: ExpenseFormInput) =>
  ([] as unknown[]).concat(form.receipts ?? []).filter((f): f is File => f instanceof File && f.size > 0);

const fieldsOf = ({ receipts: _files, ...fields }: ExpenseFormInput) => fields;

export const expensesRouter = createRouter()
  .openapi(financeListRoute, async (c) =>
    c.json({ data: await financeExpenses(c.var.db, c.var.user!, c.req.valid('query')) }, 200),
  )
  .openapi(financeDetailRoute, async (c) =>
    c.json({ data: await expenseFor(c.var.db, c.var.user!, c.req.valid('param').id) }, 200),
  )
  .openapi(correctRoute, async (c) => {
    const id = c.req.valid('param').id;
    await correctExpense(c.var.db, c.env, c.var.user!, id, c.req.valid('json'));
    return c.json({ data: await expenseFor(c.var.db, c.var.user!, id) }, 200);
  })
  .openapi(deleteAsFinanceRoute, async (c) => {
    await deleteExpenseAsFinance(c.var.db, c.env, c.var.user!, c.req.valid('param').id, c.req.valid('json').reason);
    return c.body(null, 204);
  })
  .openapi(setPaidOutRoute, async (c) => c.json({ data: await setPaidOut(c.var.db, c.var.user!, c.req.valid('json').ids) }, 200))
  .openapi(coachListRoute, async (c) =>
    c.json({ data: await coachExpenses(c.var.db, c.var.user!, c.req.valid('param').id) }, 200),
  )
  .openapi(createExpenseRoute, async (c) => {
    const form = c.req.valid('form');
    const expense = await createExpense(c.var.db, c.env, c.var.user!, c.req.valid('param').id, fieldsOf(form), filesOf(form));
    return c.json({ data: expense }, 201);
  })
  .openapi(updateExpenseRoute, async (c) => {
    const form = c.req.valid('form');
    const expense = await updateExpense(c.var.db, c.env, c.var.user!, c.req.valid('param').id, fieldsOf(form), filesOf(form));
    return c.json({ data: expense }, 200);
  })
  .openapi(deleteExpenseRoute, async (c) => {
    await deleteExpense(c.var.db, c.env, c.var.user!, c.req.valid('param').id);
    return c.body(null, 204);
  })
  .openapi(receiptRoute, async (c) => {
    const { id, receiptId } = c.req.valid('param');
    const receipt = await receiptFor(c.var.db, c.var.user!, id, receiptId);
    const object = await c.env.FILES.get(receipt.key);
    if (!object) throw new AppError(404, 'not_found', 'Receipt file not found');
    return c.body(object.body, 200, {
      'Content-Type': receipt.contentType,
      'Content-Disposition': contentDisposition(receipt.filename).replace(/^attachment/, 'inline'),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    });
  });
