import { api } from '@/lib/api';

/** DELETE /api/news/{id}: 204. */
export const deleteNewsRequest = (id: number) => api.delete<void>(`news/${id}`);
