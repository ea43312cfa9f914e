import useSWR from 'swr';
import { api } from '@/lib/api';
import type { CoachUnavailabilities } from '@/lib/contract';

export const coachUnavailabilitiesKey = (coachId: number) => `coaches/${coachId}/unavailabilities`;

/** GET /api/coaches/{id}/unavailabilities: blocked days, recurring blocks and holidays (staff read them). */
export const getCoachUnavailabilities = (coachId: number) => api.get<CoachUnavailabilities>(coachUnavailabilitiesKey(coachId));

export const useCoachUnavailabilities = (coachId: number) =>
  useSWR(coachUnavailabilitiesKey(coachId), () => getCoachUnavailabilities(coachId));
