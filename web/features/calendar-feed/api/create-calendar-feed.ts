import { api } from '@/lib/api';
import type { CalendarFeed } from '@/lib/contract';

/** POST /api/coaches/calendar-feed: 201 with a new URL; an earlier one stops working. */
export const createCalendarFeedRequest = () => api.post<CalendarFeed>('coaches/calendar-feed');
