import useSWR from 'swr';
import { api } from '@/lib/api';
import type { CoachUnavailabilities } from '@/lib/contract';

export const unavailabilitiesKey = (coachId: number) => `coaches/${coachId}/unavailabilities`;

/** GET /api/coaches/{id}/unavailabilities: the coach's blocked days, recurring blocks and holidays. */
export const getUnavailabilities = (coachId: number) => api.get<CoachUnavailabilities>(unavailabilitiesKey(coachId));

export const useUnavailabilities = (coachId: number | null) =>
  useSWR(coachId ? unavailabilitiesKey(coachId) : null, () => getUnavailabilities(coachId!));
