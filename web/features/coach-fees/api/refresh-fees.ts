import { useSWRConfig } from 'swr';

const isFeesKey = (key: unknown) => typeof key === 'string' && key.startsWith('coach-fees');

/** Refetches every cached fee list, detail and the coach's own fees after a change. */
export function useRefreshFees() {
  const { mutate } = useSWRConfig();
  return () => void mutate(isFeesKey);
}
