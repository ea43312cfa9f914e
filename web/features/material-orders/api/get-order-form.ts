import useSWR from 'swr';
import { api } from '@/lib/api';
import type { OrderForm } from '@/lib/contract';

export const orderFormKey = 'orders/material';

/** GET /api/orders/material (coach): orderable materials and the coach's placed upcoming workshops with deadlines. */
export const getOrderForm = () => api.get<OrderForm>(orderFormKey);

export const useOrderForm = () => useSWR(orderFormKey, getOrderForm);
