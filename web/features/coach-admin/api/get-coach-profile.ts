import useSWR from 'swr';
import { api } from '@/lib/api';
import type { CoachProfile } from '@/lib/contract';

export const coachProfileKey = (id: number) => `profiles/${id}`;

/** GET /api/profiles/{id}: finance/admin get the whole profile (`view: full`), associates the coaching part. */
export const getCoachProfile = (id: number) => api.get<CoachProfile>(coachProfileKey(id));

export const useCoachProfile = (id: number) =>
  useSWR(Number.isInteger(id) && id > 0 ? coachProfileKey(id) : null, () => getCoachProfile(id));
