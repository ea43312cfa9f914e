import useSWR from 'swr';
import { api } from '@/lib/api';
import type { EvaluationKind, QuestionnaireEditor, QuestionnaireValues, QuestionnaireVersion } from '@/lib/contract';

export const questionnairesKey = 'evaluations/questionnaires';

/** GET /api/evaluations/questionnaires (admin, associate): the current version of each kind, in all four languages. */
export const useQuestionnaires = () =>
  useSWR(questionnairesKey, () => api.get<QuestionnaireEditor[]>(questionnairesKey), { revalidateOnFocus: false });

const versionsKey = (kind: EvaluationKind) => `${questionnairesKey}/${kind}/versions`;

/** GET /api/evaluations/questionnaires/{kind}/versions: every version of a kind, newest first (only while shown). */
export const useQuestionnaireVersions = (kind: EvaluationKind, shown: boolean) =>
  useSWR(shown ? versionsKey(kind) : null, (key: string) => api.get<QuestionnaireVersion[]>(key), {
    revalidateOnFocus: false,
  });

/** PUT /api/evaluations/questionnaires/{kind}: saves the next version (409 `conflict` when someone else was quicker). */
export const saveQuestionnaireRequest = (kind: EvaluationKind, body: QuestionnaireValues) =>
  api.put<QuestionnaireEditor>(`${questionnairesKey}/${kind}`, body);
