import useSWR from 'swr';
import { api } from '@/lib/api';
import type { Dashboard, UiLanguage } from '@/lib/contract';

/** The language is part of the key: switching the interface language fetches the news in the new language. */
export const dashboardKey = (language: UiLanguage) => `dashboard/${language}`;

/** GET /api/dashboard/{language} (every signed-in user): the reader's news and their role's work items. */
export const getDashboard = (language: UiLanguage) => api.get<Dashboard>(dashboardKey(language));

export const useDashboard = (language: UiLanguage) => useSWR(dashboardKey(language), () => getDashboard(language));
