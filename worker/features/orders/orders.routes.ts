import { createRoute } from '@hono/zod-openapi';
import { createRouter } from '../../lib/create-router';
import { bodyResponses, errorResponse, errorResponses, jsonBody, jsonData } from '../../lib/openapi';
import { IdParams } from '../../contract/lib/validation';
import { requireRole } from '../../middleware/auth';
import {
  MaterialOrderSchema,
  OrderCreateBodySchema,
  OrderFormSchema,
  OrderListQuerySchema,
  OrderListSchema,
} from '../../contract/orders/orders.schemas';
import { cancelOrder, setSent } from './fulfilment';
import { createOrder, listOrders, orderForm } from './orders.service';

const tags = ['Material orders'];
const staff = requireRole('admin', 'associate');
const coach = requireRole('coach');
const staffOrCoach = requireRole('admin', 'associate', 'coach');
const denied = { 401: errorResponses[401], 403: errorResponses[403] };

const formRoute = createRoute({
  operationId: 'getMaterialOrderForm',
  method: 'get',
  path: '/orders/material',
  tags,
  summary: 'For a coach: the orderable materials and their placed upcoming workshops, each with its order deadline',
  middleware: [coach] as const,
  responses: { 200: jsonData(OrderFormSchema, 'Materials and workshops'), ...denied },
});

const listRoute = createRoute({
  operationId: 'listMaterialOrders',
  method: 'get',
  path: '/orders',
  tags,
  summary: 'Material orders: a coach’s own, all for staff; open ones first (oldest first), filtered by state and workshop',
  middleware: [staffOrCoach] as const,
  request: { query: OrderListQuerySchema },
  responses: { 200: jsonData(OrderListSchema, 'One page of orders'), ...denied, 422: errorResponses[422] },
});

const createOrderRoute = createRoute({
  operationId: 'createMaterialOrder',
  method: 'post',
  path: '/orders',
  tags,
  summary: 'A coach orders material for a workshop they are placed on, up to the 5th working day before it; mails the team',
  middleware: [coach] as const,
  request: { body: jsonBody(OrderCreateBodySchema) },
  responses: {
    ...bodyResponses,
    201: jsonData(MaterialOrderSchema, 'The order'),
    ...denied,
    404: errorResponse('not_found: no such workshop, or the coach is not placed on it'),
    409: errorResponse('invalid_transition: the workshop is cancelled or over; conflict: changed meanwhile'),
    422: errorResponse(
      'order_deadline_passed (the message names the deadline date), or validation_failed (material_not_orderable, quantity_invalid, duplicate_material…)',
    ),
  },
});

const setSentRoute = createRoute({
  operationId: 'setMaterialOrderSent',
  method: 'post',
  path: '/orders/{id}/set-sent',
  tags,
  summary: 'Staff mark an open order sent: the stock goes down and the coach is mailed',
  middleware: [staff] as const,
  request: { params: IdParams },
  responses: {
    200: jsonData(MaterialOrderSchema, 'The sent order'),
    ...denied,
    404: errorResponse('not_found'),
    409: errorResponse(
      'invalid_transition: not open; stock_insufficient: too few in store (the message names the materials); conflict: changed meanwhile',
    ),
    422: errorResponses[422],
  },
});

const cancelRoute = createRoute({
  operationId: 'cancelMaterialOrder',
  method: 'post',
  path: '/orders/{id}/cancel',
  tags,
  summary: 'Cancel an open order: staff any, a coach their own; the stock stays',
  middleware: [staffOrCoach] as const,
  request: { params: IdParams },
  responses: {
    200: jsonData(MaterialOrderSchema, 'The cancelled order'),
    ...denied,
    404: errorResponse('not_found (also another coach’s order)'),
    409: errorResponse('invalid_transition: not open; conflict: changed meanwhile'),
    422: errorResponse('order_deadline_passed: a coach cancels only up to the order deadline; validation_failed: bad id'),
  },
});

export const ordersRouter = createRouter()
  .openapi(formRoute, async (c) => c.json({ data: await orderForm(c.var.db, c.var.user!) }, 200))
  .openapi(listRoute, async (c) => c.json({ data: await listOrders(c.var.db, c.var.user!, c.req.valid('query')) }, 200))
  .openapi(createOrderRoute, async (c) => {
    const order = await createOrder(c.var.db, c.env, c.var.user!, c.req.valid('json'));
    return c.json({ data: order }, 201);
  })
  .openapi(setSentRoute, async (c) => c.json({ data: await setSent(c.var.db, c.env, c.var.user!, c.req.valid('param').id) }, 200))
  .openapi(cancelRoute, async (c) =>
    c.json({ data: await cancelOrder(c.var.db, c.env, c.var.user!, c.req.valid('param').id) }, 200),
  );
