import { useSWRConfig } from 'swr';

const isOrdersKey = (key: unknown) =>
  typeof key === 'string' && (key === 'orders' || key.startsWith('orders?') || key.startsWith('orders/'));

/**
 * Refetches every cached order list and the coach's order form after an order changed. Revalidation only: the lists
 * keep showing (an open confirmation dialog with its error stays) until the new answer arrives.
 */
export function useRefreshOrders() {
  const { mutate } = useSWRConfig();
  return () => void mutate(isOrdersKey);
}
