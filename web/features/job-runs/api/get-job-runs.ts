import useSWR from 'swr';
import { api } from '@/lib/api';
import type { JobRuns, JobRunsQuery } from '@/lib/contract';
import { apiListPath } from '@/lib/url-query';

const jobRunsKey = (query: JobRunsQuery) => apiListPath('jobs/runs', query);

/** GET /api/jobs/runs: each job's latest run, and a page of runs newest first. */
export const useJobRuns = (query: JobRunsQuery) =>
  useSWR(jobRunsKey(query), () => api.get<JobRuns>(jobRunsKey(query)), { keepPreviousData: true });
