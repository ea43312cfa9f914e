import { api } from '@/lib/api';
import type { NewsBody, NewsItem } from '@/lib/contract';

/** PUT /api/news/{id}: replaces settings and translations (a language left out is removed). */
export const updateNewsRequest = (id: number, body: NewsBody) => api.put<NewsItem>(`news/${id}`, body);
