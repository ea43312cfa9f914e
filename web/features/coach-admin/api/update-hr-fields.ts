import { api } from '@/lib/api';
import type { CoachHrUpdateBody, CoachProfile } from '@/lib/contract';

/** PUT /api/profiles/{id} (finance/admin): personnel id and ABAKUS number; answers the whole profile. */
export const updateHrFieldsRequest = (id: number, body: CoachHrUpdateBody) => api.put<CoachProfile>(`profiles/${id}`, body);
