import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type {
  CoachRequestState,
  EvaluationKind,
  EvaluationState,
  MaterialOrderState,
  PayoutState,
  SetStateTarget,
  WorkshopState,
  WorkshopType,
} from '@/lib/contract';

export const workshopStateLabels: Record<WorkshopState, MessageDescriptor> = {
  initialized: msg`Initialisiert`,
  coaches_requested: msg`Coaches angefragt`,
  'to-realize': msg`Zu realisieren`,
  done: msg`Durchgeführt`,
  invoiceable: msg`Verrechenbar`,
  invoiced: msg`Verrechnet`,
  cancelled: msg`Abgesagt`,
};

/** Badge and calendar colours per state (the state is always written out too: colour is never the only cue). */
export const workshopStateColours: Record<WorkshopState, string> = {
  initialized: 'border-slate-300 bg-slate-100 text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100',
  coaches_requested: 'border-amber-300 bg-amber-100 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100',
  'to-realize': 'border-sky-300 bg-sky-100 text-sky-950 dark:border-sky-700 dark:bg-sky-950 dark:text-sky-100',
  done: 'border-emerald-300 bg-emerald-100 text-emerald-950 dark:border-emerald-700 dark:bg-emerald-950 dark:text-emerald-100',
  invoiceable: 'border-violet-300 bg-violet-100 text-violet-950 dark:border-violet-700 dark:bg-violet-950 dark:text-violet-100',
  invoiced: 'border-teal-300 bg-teal-100 text-teal-950 dark:border-teal-700 dark:bg-teal-950 dark:text-teal-100',
  cancelled: 'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100',
};

export const workshopTypeLabels: Record<WorkshopType, MessageDescriptor> = {
  single: msg`Einzeltermin`,
  series: msg`Serie`,
};

/** The buttons of the state actions; "done" reads differently when going back from invoiceable. */
export const stateActionLabels: Record<SetStateTarget, MessageDescriptor> = {
  done: msg`Als durchgeführt markieren`,
  invoiceable: msg`Als verrechenbar markieren`,
  initialized: msg`Zurücksetzen`,
  cancelled: msg`Absagen`,
};
export const backToDoneLabel = msg`Zurück zu «Durchgeführt»`;

export const coachRequestStateLabels: Record<CoachRequestState, MessageDescriptor> = {
  'new-request': msg`Neue Anfrage`,
  approved: msg`Verfügbar`,
  placed: msg`Eingeteilt`,
  declined: msg`Abgelehnt`,
  cancelled: msg`Storniert`,
};

export const materialOrderStateLabels: Record<MaterialOrderState, MessageDescriptor> = {
  ordered: msg`Bestellt`,
  sent: msg`Versandt`,
  cancelled: msg`Storniert`,
};

export const payoutStateLabels: Record<PayoutState, MessageDescriptor> = {
  pending: msg`Offen`,
  'paid-out': msg`Ausbezahlt`,
};

export const evaluationKindLabels: Record<EvaluationKind, MessageDescriptor> = {
  by_audience: msg`Durch die Klasse`,
  by_coach: msg`Durch den Coach`,
  after_3_months: msg`Nach 3 Monaten`,
};

export const evaluationStateLabels: Record<EvaluationState, MessageDescriptor> = {
  open: msg`Offen`,
  pending: msg`Zu prüfen`,
  completed: msg`Abgeschlossen`,
};

/** A label from one of the maps above for a state the API sends as a plain string (unknown values as they are). */
export function labelOf(i18n: I18n, labels: Record<string, MessageDescriptor>, value: string): string {
  const descriptor = labels[value];
  return descriptor ? i18n._(descriptor) : value;
}
