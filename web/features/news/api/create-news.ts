import { api } from '@/lib/api';
import type { NewsBody, NewsItem } from '@/lib/contract';

/** POST /api/news: 201 with the new item. */
export const createNewsRequest = (body: NewsBody) => api.post<NewsItem>('news', body);
