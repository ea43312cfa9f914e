import { api } from '@/lib/api';
import type { Holiday, HolidayBody } from '@/lib/contract';

/** POST /api/coaches/{id}/holidays: 201 with the new holidays. */
export const createHolidayRequest = (coachId: number, body: HolidayBody) =>
  api.post<Holiday>(`coaches/${coachId}/holidays`, body);
