import { api } from '@/lib/api';
import type { MaterialOrder } from '@/lib/contract';

/** POST /api/orders/{id}/set-sent (staff): the stock goes down and the coach is mailed; 409 stock_insufficient. */
export const setOrderSent = (id: number) => api.post<MaterialOrder>(`orders/${id}/set-sent`);
