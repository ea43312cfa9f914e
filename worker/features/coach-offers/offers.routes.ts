import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../../lib/create-router';
import { bodyResponses, errorResponse, errorResponses, jsonBody, jsonData } from '../../lib/openapi';
import { IdParams } from '../../contract/lib/validation';
import { requireRole } from '../../middleware/auth';
import {
  CoachOfferSchema,
  DeclineOfferBodySchema,
  OfferableWorkshopSchema,
  OfferBodySchema,
} from '../../contract/coach-offers/offers.schemas';
import { acceptOffer, declineOffer, offerToGive, ownOfferableWorkshops, withdrawOffer, workshopOffers } from './offers.service';

const tags = ['Coach offers'];
const staff = requireRole('admin', 'associate');
const coach = requireRole('coach');
const denied = { 401: errorResponses[401], 403: errorResponses[403] };
const notFound = { 404: errorResponse('not_found') };

const offerableRoute = createRoute({
  operationId: 'listOfferableWorkshops',
  method: 'get',
  path: '/coach/offerable-workshops',
  tags,
  summary:
    'Upcoming unstaffed workshops (a series as one) that fit the signed-in coach: language, subject, availability; with the own offer',
  middleware: [coach] as const,
  responses: { 200: jsonData(z.array(OfferableWorkshopSchema), 'The workshops, by date'), ...denied },
});

const offerRoute = createRoute({
  operationId: 'offerToGiveWorkshop',
  method: 'post',
  path: '/workshops/{id}/offers',
  tags,
  summary: 'The coach offers to give the workshop (its whole series), with a note; reopens a withdrawn or declined offer',
  middleware: [coach] as const,
  request: { params: IdParams, body: jsonBody(OfferBodySchema) },
  responses: {
    ...bodyResponses,
    201: jsonData(OfferableWorkshopSchema, 'The workshop with the offer'),
    ...denied,
    ...notFound,
    409: errorResponse(
      'not_offerable: the workshop no longer fits the coach; invalid_transition: an open or accepted offer exists; conflict: changed meanwhile',
    ),
  },
});

const withdrawRoute = createRoute({
  operationId: 'withdrawCoachOffer',
  method: 'delete',
  path: '/workshops/offers/{id}',
  tags,
  summary: 'The coach withdraws an own open offer',
  middleware: [coach] as const,
  request: { params: IdParams },
  responses: {
    204: { description: 'Withdrawn' },
    ...denied,
    404: errorResponse('not_found: no such offer of the coach'),
    409: errorResponse('invalid_transition: the offer is not open; conflict: decided meanwhile'),
    422: errorResponses[422],
  },
});

const listRoute = createRoute({
  operationId: 'listWorkshopCoachOffers',
  method: 'get',
  path: '/workshops/{id}/offers',
  tags,
  summary: 'The coaches’ offers for a workshop (its series), open ones first',
  middleware: [staff] as const,
  request: { params: IdParams },
  responses: {
    200: jsonData(z.array(CoachOfferSchema), 'The offers'),
    ...denied,
    ...notFound,
    422: errorResponses[422],
  },
});

const acceptRoute = createRoute({
  operationId: 'acceptCoachOffer',
  method: 'post',
  path: '/workshops/offers/{id}/accept',
  tags,
  summary: 'Accept an open offer: the coach is placed (as assign-coach: M01, staffed transition) in the same batch',
  middleware: [staff] as const,
  request: { params: IdParams },
  responses: {
    200: jsonData(CoachOfferSchema, 'The accepted offer'),
    ...denied,
    ...notFound,
    409: errorResponse(
      'invalid_transition (the offer is not open, the workshop state, or the coach declined a request), conflict (already placed, or changed meanwhile)',
    ),
    422: errorResponse('validation_failed: the coach is no longer active'),
  },
});

const declineRoute = createRoute({
  operationId: 'declineCoachOffer',
  method: 'post',
  path: '/workshops/offers/{id}/decline',
  tags,
  summary: 'Decline an open offer, with an optional note; the coach is told (L05)',
  middleware: [staff] as const,
  request: { params: IdParams, body: jsonBody(DeclineOfferBodySchema) },
  responses: {
    ...bodyResponses,
    200: jsonData(CoachOfferSchema, 'The declined offer'),
    ...denied,
    ...notFound,
    409: errorResponse('invalid_transition: the offer is not open; conflict: decided meanwhile'),
  },
});

export const coachOffersRouter = createRouter()
  .openapi(offerableRoute, async (c) => c.json({ data: await ownOfferableWorkshops(c.var.db, c.var.user!) }, 200))
  .openapi(offerRoute, async (c) => {
    const offered = await offerToGive(c.var.db, c.var.user!, c.req.valid('param').id, c.req.valid('json'));
    return c.json({ data: offered }, 201);
  })
  .openapi(withdrawRoute, async (c) => {
    await withdrawOffer(c.var.db, c.var.user!, c.req.valid('param').id);
    return c.body(null, 204);
  })
  .openapi(listRoute, async (c) => c.json({ data: await workshopOffers(c.var.db, c.req.valid('param').id) }, 200))
  .openapi(acceptRoute, async (c) =>
    c.json({ data: await acceptOffer(c.var.db, c.env, c.var.user!, c.req.valid('param').id) }, 200),
  )
  .openapi(declineRoute, async (c) => {
    const declined = await declineOffer(c.var.db, c.env, c.var.user!, c.req.valid('param').id, c.req.valid('json'));
    return c.json({ data: declined }, 200);
  });
