import { api } from '@/lib/api';

/** DELETE /api/coaches/{userId}/holidays/{id}: 204. */
export const deleteHolidayRequest = (coachId: number, id: number) => api.delete<void>(`coaches/${coachId}/holidays/${id}`);
