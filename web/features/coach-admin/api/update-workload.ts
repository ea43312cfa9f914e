import { api } from '@/lib/api';
import type { WorkloadLimitsBody, WorkloadSettings } from '@/lib/contract';

/** PUT /api/profiles/{id}/workload (admin, associate, finance): targets and maxima; answers them with the coach's wishes. */
export const updateWorkloadRequest = (id: number, body: WorkloadLimitsBody) =>
  api.put<WorkloadSettings>(`profiles/${id}/workload`, body);
