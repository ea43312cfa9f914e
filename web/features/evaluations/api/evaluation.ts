import useSWR, { useSWRConfig } from 'swr';
import { api } from '@/lib/api';
import type { CoachEvaluation, SaveEvaluationBody } from '@/lib/contract';

/** GET /api/evaluations/{id}: the questionnaire in the reader's language (part of the key) and the saved answers. */
export const useEvaluation = (id: number, language: string) =>
  useSWR(['evaluations', language, id], () => api.get<CoachEvaluation>(`evaluations/${id}`));

/** PUT /api/evaluations/{id} (the coach): save the draft or submit it; 422 'Bitte alle Felder ausfüllen', 409 already_submitted. */
export const saveEvaluation = (id: number, body: SaveEvaluationBody) => api.put<CoachEvaluation>(`evaluations/${id}`, body);

/** POST /api/evaluations/{id}/set-validated (admin, associate): pending -> completed. */
export const validateEvaluation = (id: number) => api.post<CoachEvaluation>(`evaluations/${id}/set-validated`);

/** POST /api/evaluations/{id}/send-back (admin, associate): pending -> open with a comment the coach gets by mail. */
export const sendEvaluationBack = (id: number, comment: string) =>
  api.post<CoachEvaluation>(`evaluations/${id}/send-back`, { comment });

/** Every cached evaluation list, detail and the queue refetch after a change. */
export function useRefreshEvaluations() {
  const { mutate } = useSWRConfig();
  return () => void mutate((key) => Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith('evaluations'));
}
