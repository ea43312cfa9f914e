import useSWR from 'swr';
import { api } from '@/lib/api';
import type { EvaluationsToValidate } from '@/lib/contract';

export const TO_VALIDATE_PER_PAGE = 25;

/** GET /api/evaluations/to-validate (admin, associate): the queue, the longest waiting first; titles in the user's language. */
export const useEvaluationsToValidate = (page: number, language: string) => {
  const path = `evaluations/to-validate?page=${page}&per_page=${TO_VALIDATE_PER_PAGE}`;
  return useSWR(['evaluations/to-validate', language, page], () => api.get<EvaluationsToValidate>(path), {
    keepPreviousData: true,
  });
};
