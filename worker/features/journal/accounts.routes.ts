import { createRoute } from '@hono/zod-openapi';
import { createRouter } from '../../lib/create-router';
import { bodyResponses, errorResponse, errorResponses, jsonBody, jsonData } from '../../lib/openapi';
import { JournalAccountsBodySchema, JournalAccountsSchema } from '../../contract/journal/journal.schemas';
import { requireRole } from '../../middleware/auth';
import { getAccounts, updateAccounts } from './accounts.service';

const tags = ['Booking journal'];
/** Finance keeps the books; admins may set the accounts too (decision 061). */
const financeOrAdmin = requireRole('finance', 'admin');
const denied = { 401: errorResponses[401], 403: errorResponses[403] };

const getRoute = createRoute({
  operationId: 'getJournalAccounts',
  method: 'get',
  path: '/master-data/accounts',
  tags,
  summary: 'The accounts the booking journal books on, and the revenue account of each offered workshop (finance, admin)',
  middleware: [financeOrAdmin] as const,
  responses: { 200: jsonData(JournalAccountsSchema, 'The accounts (the defaults until saved)'), ...denied },
});

const updateRoute = createRoute({
  operationId: 'updateJournalAccounts',
  method: 'put',
  path: '/master-data/accounts',
  tags,
  summary: 'Set every account of the booking journal and the revenue accounts of offered workshops (finance, admin)',
  middleware: [financeOrAdmin] as const,
  request: { body: jsonBody(JournalAccountsBodySchema) },
  responses: {
    ...bodyResponses,
    200: jsonData(JournalAccountsSchema, 'The saved accounts'),
    ...denied,
    422: errorResponse(
      'validation_failed: an account is missing or not 1–10 digits (`account_invalid`), or an offered workshop does not exist',
    ),
  },
});

/** The journal's accounts in master data: docs/decisions/061-booking-journal.md. */
export const journalAccountsRouter = createRouter()
  .openapi(getRoute, async (c) => c.json({ data: await getAccounts(c.var.db, c.var.user!.language) }, 200))
  .openapi(updateRoute, async (c) =>
    c.json({ data: await updateAccounts(c.var.db, c.var.user!, c.req.valid('json'), c.var.user!.language) }, 200),
  );
