import { createRoute } from '@hono/zod-openapi';
import { createRouter } from '../../lib/create-router';
import { errorResponses, jsonData } from '../../lib/openapi';
import { requireRole } from '../../middleware/auth';
import { AuditLogPageSchema, AuditLogQuerySchema } from '../../contract/audit-log/audit-log.schemas';
import { listAuditLog } from './audit-log.service';

const listRoute = createRoute({
  operationId: 'listAuditLog',
  method: 'get',
  path: '/audit-log',
  tags: ['Audit log'],
  summary: 'Who saw or changed what, when: the audit log, newest first, filtered, in keyset pages (admin)',
  middleware: [requireRole('admin')] as const,
  request: { query: AuditLogQuerySchema },
  responses: {
    200: jsonData(AuditLogPageSchema, 'A page of audit entries, newest first'),
    401: errorResponses[401],
    403: errorResponses[403],
    422: errorResponses[422],
  },
});

export const auditLogRouter = createRouter().openapi(listRoute, async (c) =>
  c.json({ data: await listAuditLog(c.var.db, c.req.valid('query')) }, 200),
);
