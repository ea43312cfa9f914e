import { createRoute, z } from '@hono/zod-openapi';
import { uiLanguages } from '../../contract/enums';
import { clientIp } from '../../lib/client-ip';
import { createRouter } from '../../lib/create-router';
import { bodyResponses, errorResponse, errorResponses, jsonBody, jsonData } from '../../lib/openapi';
import { IdParams } from '../../contract/lib/validation';
import { requireRole } from '../../middleware/auth';
import {
  FormdataRequestSchema,
  InquiryCreateBodySchema,
  InquiryCreatedSchema,
  InquiryAssignBodySchema,
  InquiryDetailSchema,
  InquiryFormdataSchema,
  InquiryListQuerySchema,
  InquiryListSchema,
  InquiryManagerFormdataSchema,
  InquiryUpdateBodySchema,
  InquiryStatusSchema,
} from '../../contract/inquiries/inquiries.schemas';
import { listInquiries } from './inquiries.list';
import { formdata, managerFormdata } from './inquiries.form-data';
import { createInquiry } from './inquiries.public';
import { assignInquiry, inquiryDetail, updateInquiry, validateInquiry } from './inquiries.staff';
import { viewInquiry } from './inquiries.status-page';
import { rateLimit, rateLimitedResponse } from '../../lib/rate-limit';

const tags = ['Inquiries'];
const staffOnly = requireRole('admin', 'associate');

const formdataRoute = createRoute({
  operationId: 'getInquiryFormdata',
  middleware: [rateLimit('inquiry-formdata')] as const,
  method: 'post',
  path: '/inquiries/formdata',
  tags,
  security: [],
  summary: 'What the public inquiry form offers: workshops, grades, infrastructure, general terms',
  request: { body: jsonBody(FormdataRequestSchema) },
  responses: {
    ...rateLimitedResponse,
    ...bodyResponses,
    200: jsonData(InquiryFormdataSchema, 'Form data in the requested language'),
  },
});

const managerFormdataRoute = createRoute({
  operationId: 'getInquiryManagerFormdata',
  method: 'get',
  path: '/inquiries/formdata/manager',
  tags,
  summary: 'Form data for staff: also inactive workshops, recommended prices and associates',
  middleware: [staffOnly] as const,
  request: { query: z.object({ language: z.enum(uiLanguages).optional() }) },
  responses: {
    200: jsonData(InquiryManagerFormdataSchema, 'Form data'),
    401: errorResponses[401],
    403: errorResponses[403],
    422: errorResponses[422],
  },
});

const createInquiryRoute = createRoute({
  operationId: 'createInquiry',
  method: 'post',
  path: '/inquiries',
  tags,
  security: [],
  summary: 'A school sends an inquiry (public; bot check, honeypot and rate limit)',
  request: { body: jsonBody(InquiryCreateBodySchema) },
  responses: {
    ...bodyResponses,
    201: jsonData(InquiryCreatedSchema, 'Stored with state requested; the requester and staff are mailed'),
    400: errorResponse('bot_check_failed, or validation_failed: the body is not well-formed JSON'),
    ...rateLimitedResponse,
    503: errorResponses[503],
  },
});

const viewInquiryRoute = createRoute({
  operationId: 'viewInquiry',
  middleware: [rateLimit('inquiry-view')] as const,
  method: 'get',
  path: '/inquiries/view/{token}',
  tags,
  security: [],
  summary: 'The requester’s read-only view of their inquiry (private link from the confirmation mail)',
  request: { params: z.object({ token: z.string().min(1).max(128) }) },
  responses: {
    ...rateLimitedResponse,
    200: jsonData(InquiryStatusSchema, 'The inquiry and how its workshops stand'),
    404: errorResponse('token_invalid'),
    422: errorResponses[422],
  },
});

const listInquiriesRoute = createRoute({
  operationId: 'listInquiries',
  method: 'get',
  path: '/inquiries',
  tags,
  summary: 'Inquiries for staff: paginated, sortable, filtered, with counts per state',
  middleware: [staffOnly] as const,
  request: { query: InquiryListQuerySchema },
  responses: {
    200: jsonData(InquiryListSchema, 'A page of inquiries'),
    401: errorResponses[401],
    403: errorResponses[403],
    422: errorResponses[422],
  },
});

const staffResponses = { 401: errorResponses[401], 403: errorResponses[403], 404: errorResponse('not_found') };

const getInquiryRoute = createRoute({
  operationId: 'getInquiry',
  method: 'get',
  path: '/inquiries/{id}',
  tags,
  summary: 'One inquiry for staff, with its assignment and the workshops it became',
  middleware: [staffOnly] as const,
  request: { params: IdParams },
  responses: {
    200: jsonData(InquiryDetailSchema, 'The inquiry'),
    ...staffResponses,
    422: errorResponses[422],
  },
});

const updateInquiryRoute = createRoute({
  operationId: 'updateInquiry',
  method: 'put',
  path: '/inquiries/{id}',
  tags,
  summary: 'Staff correct a requested inquiry (same rules as the public form)',
  middleware: [staffOnly] as const,
  request: { params: IdParams, body: jsonBody(InquiryUpdateBodySchema) },
  responses: {
    ...bodyResponses,
    200: jsonData(InquiryDetailSchema, 'Saved'),
    ...staffResponses,
    409: errorResponse('invalid_transition: a validated inquiry is edited through its workshops'),
  },
});

const assignInquiryRoute = createRoute({
  operationId: 'assignInquiry',
  method: 'post',
  path: '/inquiries/{id}/assign',
  tags,
  summary: 'Assign the inquiry to an associate (oneself or another)',
  middleware: [staffOnly] as const,
  request: { params: IdParams, body: jsonBody(InquiryAssignBodySchema) },
  responses: {
    ...bodyResponses,
    200: jsonData(InquiryDetailSchema, 'Assigned'),
    ...staffResponses,
  },
});

const validateInquiryRoute = createRoute({
  operationId: 'validateInquiry',
  method: 'post',
  path: '/inquiries/{id}/validate',
  tags,
  summary: 'Turn the inquiry into workshops (a series for several of the same) and tell the school',
  middleware: [staffOnly] as const,
  request: { params: IdParams },
  responses: {
    200: jsonData(InquiryDetailSchema, 'Validated; `workshops` lists the new workshops'),
    ...staffResponses,
    409: errorResponse(
      'invalid_transition: already validated (also by a validation at the same moment); conflict: edited meanwhile',
    ),
    422: errorResponses[422],
  },
});

export const inquiriesRouter = createRouter()
  .openapi(listInquiriesRoute, async (c) => {
    return c.json({ data: await listInquiries(c.var.db, c.req.valid('query'), c.var.user!.language) }, 200);
  })
  .openapi(formdataRoute, async (c) => {
    const { language } = c.req.valid('json');
    return c.json({ data: await formdata(c.var.db, language ?? 'de') }, 200);
  })
  .openapi(managerFormdataRoute, async (c) => {
    const language = c.req.valid('query').language ?? c.var.user!.language;
    return c.json({ data: await managerFormdata(c.var.db, language) }, 200);
  })
  .openapi(createInquiryRoute, async (c) => {
    const created = await createInquiry(c.var.db, c.env, c.req.valid('json'), clientIp(c));
    return c.json({ data: created }, 201);
  })
  .openapi(getInquiryRoute, async (c) => c.json({ data: await inquiryDetail(c.var.db, c.req.valid('param').id) }, 200))
  .openapi(updateInquiryRoute, async (c) => {
    const detail = await updateInquiry(c.var.db, c.var.user!, c.req.valid('param').id, c.req.valid('json'));
    return c.json({ data: detail }, 200);
  })
  .openapi(assignInquiryRoute, async (c) => {
    const { associate_id } = c.req.valid('json');
    return c.json({ data: await assignInquiry(c.var.db, c.var.user!, c.req.valid('param').id, associate_id) }, 200);
  })
  .openapi(validateInquiryRoute, async (c) => {
    return c.json({ data: await validateInquiry(c.var.db, c.env, c.var.user!, c.req.valid('param').id) }, 200);
  })
  .openapi(viewInquiryRoute, async (c) => {
    return c.json({ data: await viewInquiry(c.var.db, c.req.valid('param').token) }, 200);
  });
