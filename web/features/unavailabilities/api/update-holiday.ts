import { api } from '@/lib/api';
import type { Holiday, HolidayBody } from '@/lib/contract';

/** PUT /api/coaches/{userId}/holidays/{id}. */
export const updateHolidayRequest = (coachId: number, id: number, body: HolidayBody) =>
  api.put<Holiday>(`coaches/${coachId}/holidays/${id}`, body);
