import { useSWRConfig } from 'swr';

/** Refetches every cached order list and the coach's order form after an order changed. */
export function useRefreshOrders() {
  const { mutate } = useSWRConfig();
  return () =>
    void mutate(
      (key) => typeof key === 'string' && (key === 'orders' || key.startsWith('orders?') || key.startsWith('orders/')),
      undefined,
      {
        revalidate: true,
      },
    );
}
