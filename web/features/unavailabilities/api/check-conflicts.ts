import { api } from '@/lib/api';
import type { PlacementConflict, PlacementConflicts } from '@/lib/contract';
import type { EntryRequest } from '../entry-values';

/**
 * POST /api/coaches/{id}/unavailabilities/conflicts or …/holidays/conflicts (saves nothing): the workshops the coach
 * is placed on that the entry would block, so that she is warned before saving.
 */
export async function checkConflictsRequest(coachId: number, request: EntryRequest): Promise<PlacementConflict[]> {
  const table = request.target === 'holiday' ? 'holidays' : 'unavailabilities';
  const { conflicts } = await api.post<PlacementConflicts>(`coaches/${coachId}/${table}/conflicts`, request.body);
  return conflicts;
}
