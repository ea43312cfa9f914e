import useSWR from 'swr';
import { api } from '@/lib/api';
import type { NewsFeedItem, UiLanguage } from '@/lib/contract';

/** The language is part of the key: switching the interface language fetches the feed in the new language. */
export const newsFeedKey = (language: UiLanguage) => `news/${language}`;

/**
 * GET /api/news/{language} (every signed-in user): the news the reader's role may see today, pinned first, each in
 * `language` or German (`item.language` says which). Render `text` with `<Markdown>` (web/components/markdown.tsx).
 */
export const getNewsFeed = (language: UiLanguage) => api.get<NewsFeedItem[]>(newsFeedKey(language));

export const useNewsFeed = (language: UiLanguage) => useSWR(newsFeedKey(language), () => getNewsFeed(language));
