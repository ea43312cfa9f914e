import useSWR from 'swr';
import { api } from '@/lib/api';
import type { NewsItem } from '@/lib/contract';

export const newsListKey = 'news';

/** GET /api/news (admin, associate): every item with all its translations and its status. */
export const getNews = () => api.get<NewsItem[]>(newsListKey);

export const useNews = () => useSWR(newsListKey, getNews);
