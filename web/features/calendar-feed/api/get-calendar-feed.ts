import useSWR from 'swr';
import { api } from '@/lib/api';
import type { CalendarFeedStatus } from '@/lib/contract';

export const calendarFeedKey = 'coaches/calendar-feed';

/** GET /api/coaches/calendar-feed: whether the signed-in coach has a feed (the URL is not stored, so not shown). */
export const getCalendarFeed = () => api.get<CalendarFeedStatus>(calendarFeedKey);

export const useCalendarFeed = () => useSWR(calendarFeedKey, getCalendarFeed);
