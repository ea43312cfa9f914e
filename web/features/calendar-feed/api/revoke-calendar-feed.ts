import { api } from '@/lib/api';

/** DELETE /api/coaches/calendar-feed: 204. */
export const revokeCalendarFeedRequest = () => api.delete<void>('coaches/calendar-feed');
