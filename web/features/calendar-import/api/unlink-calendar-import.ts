import { api } from '@/lib/api';

/** DELETE /api/profiles/calendar-import: 204; the imported busy times are deleted too. */
export const unlinkCalendarImportRequest = () => api.delete<void>('profiles/calendar-import');
