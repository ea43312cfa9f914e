import useSWR from 'swr';
import { api } from '@/lib/api';
import type { Material, MaterialBody, MaterialListQuery } from '@/lib/contract';
import { apiListPath } from '@/lib/url-query';

export const materialsKey = (query: MaterialListQuery) => apiListPath('master-data/materials', query);

/** GET /api/master-data/materials: the whole catalogue in display order, each with the orders that contain it. */
export const getMaterials = (query: MaterialListQuery) => api.get<Material[]>(materialsKey(query));

export const useMaterials = (query: MaterialListQuery) =>
  useSWR(materialsKey(query), () => getMaterials(query), { keepPreviousData: true });

/** POST /api/master-data/materials. */
export const createMaterialRequest = (body: MaterialBody) => api.post<Material>('master-data/materials', body);

/** PUT /api/master-data/materials/{id}: every field; the position stays when absent. */
export const updateMaterialRequest = (id: number, body: MaterialBody) => api.put<Material>(`master-data/materials/${id}`, body);

/** DELETE /api/master-data/materials/{id}: 409 `in_use` while orders contain the material. */
export const deleteMaterialRequest = (id: number) => api.delete<void>(`master-data/materials/${id}`);
