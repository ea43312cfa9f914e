import { createRoute, z } from '@hono/zod-openapi';
import { clientIp } from '../../lib/client-ip';
import { createRouter } from '../../lib/create-router';
import { errorResponse, errorResponses } from '../../lib/openapi';
import { IdParams } from '../../contract/lib/validation';
import { requireRole } from '../../middleware/auth';
import { anonymisePerson } from './anonymise';
import { exportPerson } from './person-export';

const tags = ['Data protection'];

const exportRoute = createRoute({
  operationId: 'exportPerson',
  method: 'get',
  path: '/people/{id}/export',
  tags,
  summary: 'Everything stored about a person (coach or staff) as a ZIP: person.json and their files (admin; audited)',
  middleware: [requireRole('admin')] as const,
  request: { params: IdParams },
  responses: {
    200: {
      description:
        '`person.json` (account, settings, profile in clear, requests, allocations, fees, expenses, payouts, ' +
        'evaluations, orders, audit entries, mails) and `files/` (permit, self-employment proof, contract, photo, receipts)',
      headers: z.object({ 'Content-Disposition': z.string().meta({ example: 'attachment; filename="person-12.zip"' }) }),
      content: { 'application/zip': { schema: z.string().meta({ format: 'binary' }) } },
    },
    401: errorResponses[401],
    403: errorResponses[403],
    404: errorResponse('not_found: no such person'),
    422: errorResponses[422],
    503: errorResponses[503],
  },
});

const anonymiseRoute = createRoute({
  operationId: 'anonymisePerson',
  method: 'post',
  path: '/people/{id}/anonymise',
  tags,
  summary: 'Deletes a deactivated person’s personal data on request and keeps what accounting law requires (admin; audited)',
  description: 'What is blanked, deleted and kept: docs/decisions/039-data-protection.md.',
  middleware: [requireRole('admin')] as const,
  request: { params: IdParams },
  responses: {
    204: { description: 'Anonymised' },
    401: errorResponses[401],
    403: errorResponses[403],
    404: errorResponse('not_found: no such person'),
    409: errorResponse(
      'person_not_inactive: the account is not deactivated (or it is your own); upcoming_workshops: placed on or asked ' +
        'for a workshop ahead; conflict: already anonymised',
    ),
    422: errorResponses[422],
  },
});

export const privacyRouter = createRouter()
  .openapi(exportRoute, async (c) => {
    const { zip, filename } = await exportPerson(c.var.db, c.env, c.var.user!, c.req.valid('param').id, clientIp(c));
    return c.body(zip, 200, {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="${filename}"`,
    });
  })
  .openapi(anonymiseRoute, async (c) => {
    await anonymisePerson(c.var.db, c.env, c.var.user!, c.req.valid('param').id, clientIp(c));
    return c.body(null, 204);
  });
