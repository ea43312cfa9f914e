import useSWR from 'swr';
import { api } from '@/lib/api';
import type { OutboxList, OutboxListQuery } from '@/lib/contract';
import { apiListPath } from '@/lib/url-query';

export const outboxKey = (query: OutboxListQuery) => apiListPath('outbox', query);

/** GET /api/outbox: a page of mails, newest first, with the counts per state (for the tabs). */
export const getOutbox = (query: OutboxListQuery) => api.get<OutboxList>(outboxKey(query));

/** The previous page stays on screen while the next one loads. */
export const useOutbox = (query: OutboxListQuery) => useSWR(outboxKey(query), () => getOutbox(query), { keepPreviousData: true });
