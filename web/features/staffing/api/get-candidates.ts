import useSWR from 'swr';
import { api } from '@/lib/api';
import type { CandidateList } from '@/lib/contract';

export const candidatesKey = (workshopId: number) => `workshops/form-coach-requests?workshop_id=${workshopId}`;

/** GET /api/workshops/form-coach-requests?workshop_id=N: the active coaches ranked for the workshop, best first. */
export const getCandidates = (workshopId: number) => api.get<CandidateList>(candidatesKey(workshopId));

/** Loaded only while the request dialog is open (`workshopId` null otherwise). */
export const useCandidates = (workshopId: number | null) =>
  useSWR(workshopId ? candidatesKey(workshopId) : null, () => getCandidates(workshopId!));
