import { api } from '@/lib/api';
import type { ReplicateBody, WorkshopSummary } from '@/lib/contract';

/** POST /api/workshops/replicate: copies workshops to new dates (201, the new workshops). */
export const replicateWorkshopsRequest = (body: ReplicateBody) => api.post<WorkshopSummary[]>('workshops/replicate', body);
