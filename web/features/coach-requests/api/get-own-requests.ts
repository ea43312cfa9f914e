import useSWR from 'swr';
import { api } from '@/lib/api';
import type { OwnCoachRequest } from '@/lib/contract';

export const ownRequestsKey = 'coaches/requests';

/** GET /api/coaches/requests (coach): the signed-in coach's requests, open ones first. */
export const getOwnRequests = () => api.get<OwnCoachRequest[]>(ownRequestsKey);

export const useOwnRequests = () => useSWR(ownRequestsKey, getOwnRequests);
