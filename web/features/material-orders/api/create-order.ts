import { api } from '@/lib/api';
import type { MaterialOrder, OrderCreateBody } from '@/lib/contract';

/** POST /api/orders (coach): 422 order_deadline_passed after the deadline, validation_failed for bad items. */
export const createOrder = (body: OrderCreateBody) => api.post<MaterialOrder>('orders', body);
