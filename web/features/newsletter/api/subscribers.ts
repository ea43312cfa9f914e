import useSWR from 'swr';
import { api } from '@/lib/api';
import type { SubscriberList } from '@/lib/contract';
import { downloadFile } from '@/lib/download-file';

export const subscribersKey = (search: string) => `newsletter/subscribers${search ? `?${search}` : ''}`;

/** GET /api/newsletter/subscribers (admin): one page with counts per state; filters as in the page's URL. */
export const useSubscribers = (search: string) =>
  useSWR(subscribersKey(search), () => api.get<SubscriberList>(subscribersKey(search)), { keepPreviousData: true });

/** GET /api/newsletter/subscribers/export.csv: the filtered list (without the page) as a file. */
export const downloadSubscribersCsv = (search: string) =>
  downloadFile(`newsletter/subscribers/export.csv${search ? `?${search}` : ''}`, 'newsletter-subscribers.csv');
