import { api } from '@/lib/api';
import type { MaterialOrder } from '@/lib/contract';

/** POST /api/orders/{id}/cancel: staff any open order, a coach their own up to the deadline. */
export const cancelOrder = (id: number) => api.post<MaterialOrder>(`orders/${id}/cancel`);
