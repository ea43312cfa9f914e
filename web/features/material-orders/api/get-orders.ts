import useSWR from 'swr';
import { api } from '@/lib/api';
import type { MaterialOrderState, OrderList } from '@/lib/contract';

/** Every cached order list starts with this (refreshed together after a change). */
export const ORDERS_KEY_PREFIX = 'orders?';

export interface OrdersQuery {
  state?: MaterialOrderState;
  workshop_id?: number;
  page?: number;
  per_page?: number;
}

export function ordersKey(query: OrdersQuery): string {
  const params = new URLSearchParams();
  if (query.state) params.set('state', query.state);
  if (query.workshop_id) params.set('workshop_id', String(query.workshop_id));
  params.set('page', String(query.page ?? 1));
  params.set('per_page', String(query.per_page ?? 25));
  return `${ORDERS_KEY_PREFIX}${params.toString()}`;
}

/** GET /api/orders: a coach's own orders, or all for staff; open ones first. */
export const useOrders = (query: OrdersQuery) => {
  const key = ordersKey(query);
  return useSWR(key, () => api.get<OrderList>(key));
};
