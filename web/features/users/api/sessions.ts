import useSWR from 'swr';
import { api } from '@/lib/api';
import type { ActiveSession } from '@/lib/contract';

export const sessionsKey = 'users/sessions';

/** GET /api/users/sessions: the own live sessions, this one first. */
export const useActiveSessions = () => useSWR(sessionsKey, () => api.get<ActiveSession[]>(sessionsKey));

/** DELETE /api/users/sessions/{id}. */
export const endSession = (id: string) => api.delete<void>(`${sessionsKey}/${encodeURIComponent(id)}`);

/** POST /api/users/sessions/sign-out-others -> how many were ended. */
export const endOtherSessions = () => api.post<{ signed_out: number }>(`${sessionsKey}/sign-out-others`);
