import useSWR from 'swr';
import { api } from '@/lib/api';
import type { OwnEvaluation } from '@/lib/contract';

/**
 * GET /api/evaluations (coach): their own evaluations, open first. The workshop titles come in the user's language,
 * so the language is part of the key.
 */
export const useOwnEvaluations = (language: string) =>
  useSWR(['evaluations', language], () => api.get<OwnEvaluation[]>('evaluations'), { keepPreviousData: true });
