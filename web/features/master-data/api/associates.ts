import useSWR from 'swr';
import { api } from '@/lib/api';
import type { Associate, AssociateBody, AssociateList, AssociateListQuery } from '@/lib/contract';
import { apiListPath } from '@/lib/url-query';

export const associatesKey = (query: AssociateListQuery) => apiListPath('master-data/associates', query);

/** GET /api/master-data/associates: the team in display order and the logins that may be linked. */
export const getAssociates = (query: AssociateListQuery) => api.get<AssociateList>(associatesKey(query));

export const useAssociates = (query: AssociateListQuery) =>
  useSWR(associatesKey(query), () => getAssociates(query), { keepPreviousData: true });

/** POST /api/master-data/associates: 409 `conflict` on `user_id` when the login belongs to another member. */
export const createAssociateRequest = (body: AssociateBody) => api.post<Associate>('master-data/associates', body);

/** PUT /api/master-data/associates/{id}. */
export const updateAssociateRequest = (id: number, body: AssociateBody) =>
  api.put<Associate>(`master-data/associates/${id}`, body);

/** DELETE /api/master-data/associates/{id}: always allowed (the login stays). */
export const deleteAssociateRequest = (id: number) => api.delete<void>(`master-data/associates/${id}`);
