import { api } from '@/lib/api';
import type { JobRun } from '@/lib/contract';

/** POST /api/jobs/{name}/run (admin): runs the job now and answers the finished run; 409 while one is still going. */
export const runJob = (name: string) => api.post<JobRun>(`jobs/${encodeURIComponent(name)}/run`);
