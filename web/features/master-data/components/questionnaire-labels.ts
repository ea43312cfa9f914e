import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { EvaluationKind, QuestionType } from '@/lib/contract';

export const questionnaireKindLabels: Record<EvaluationKind, { label: MessageDescriptor; audience: MessageDescriptor }> = {
  by_audience: { label: msg`Durch das Publikum`, audience: msg`Die Klasse füllt ihn direkt nach dem Workshop aus.` },
  by_coach: { label: msg`Durch Coach`, audience: msg`Jede eingeteilte Person füllt ihn nach dem Workshop aus.` },
  after_3_months: { label: msg`Nach 3 Monaten`, audience: msg`Die Lehrperson erhält ihn etwa drei Monate später.` },
};

export const questionTypeLabels: Record<QuestionType, MessageDescriptor> = {
  rating: msg`Bewertung 1–5`,
  single_choice: msg`Einfachauswahl`,
  multiple_choice: msg`Mehrfachauswahl`,
  text: msg`Freitext`,
};
