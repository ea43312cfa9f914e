import { api } from '@/lib/api';
import type { CalendarImportStatus } from '@/lib/contract';

/** PUT /api/profiles/calendar-import: links the address and imports it at once; 200 with the status (see last_error). */
export const linkCalendarImportRequest = (url: string) => api.put<CalendarImportStatus>('profiles/calendar-import', { url });
