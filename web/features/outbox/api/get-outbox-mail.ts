import useSWR from 'swr';
import { api } from '@/lib/api';
import type { OutboxDetail } from '@/lib/contract';

/** GET /api/outbox/{id}: one mail with its preview (secrets redacted by the server); nothing while `id` is null. */
export const useOutboxMail = (id: number | null) =>
  useSWR(id === null ? null : `outbox/${id}`, () => api.get<OutboxDetail>(`outbox/${id}`));
