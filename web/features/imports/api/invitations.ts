import useSWR from 'swr';
import type { Invitee } from '@contract/imports/imports.schemas';
import { api } from '@/lib/api';

export const inviteesKey = 'imports/invitations';

/** GET /api/imports/invitations: imported coaches never invited. */
export const useInvitees = () => useSWR(inviteesKey, (key: string) => api.get<Invitee[]>(key));

/** POST /api/imports/invitations: mails the chosen coaches (at most INVITATIONS_PER_REQUEST) their invitation. */
export const inviteRequest = (coachIds: number[]) => api.post<{ invited: number }>(inviteesKey, { coach_ids: coachIds });
