import type { StatusTone } from '@/components/ui/status-pill';
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
export const workshopStateTones: Record<WorkshopState, StatusTone> = {
  initialized: 'neutral',
  coaches_requested: 'waiting',
  'to-realize': 'info',
  done: 'success',
  invoiceable: 'billing',
  invoiced: 'closed',
  cancelled: 'danger',
};

export const workshopTypeLabels: Record<WorkshopType, MessageDescriptor> = {
  single: msg`Einzeltermin`,
  series: msg`Serie`,
};

/** The buttons of the state actions; "done" reads differently when going back from invoiceable. */
export const stateActionLabels: Record<SetStateTarget, MessageDescriptor> = {
  done: msg`Als durchgeführt markieren`,
  invoiceable: msg`Als verrechenbar markieren`,
  initialized: msg`Zurück zu «Initialisiert»`,
  cancelled: msg`Absagen`,
};
export const backToDoneLabel = msg`Zurück zu «Durchgeführt»`;
/** A cancelled workshop back to initialized: what the button undoes. */
export const undoCancellationLabel = msg`Absage zurücknehmen`;

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
  pending: msg`Wartet auf Validierung`,
  completed: msg`Abgeschlossen`,
};

/** A label from one of the maps above for a state the API sends as a plain string (unknown values as they are). */
export function labelOf(i18n: I18n, labels: Record<string, MessageDescriptor>, value: string): string {
  const descriptor = labels[value];
  return descriptor ? i18n._(descriptor) : value;
}
