import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { validationMessage } from '@/components/form/messages';
import { isApiError } from '@/lib/api';
import type { CoachRequestState } from '@/lib/contract';
import { errorMessage } from '@/lib/error-messages';
import type { StatusTone } from '@/components/ui/status-pill';
import type { BlockerKind } from './staffing-rules';

/** The request states as staff read them (the same words as on the workshop page). */
export { coachRequestStateLabels as requestStateLabels } from '@/features/workshops';

export const requestStateTones: Record<CoachRequestState, StatusTone> = {
  'new-request': 'waiting',
  approved: 'success',
  placed: 'info',
  declined: 'danger',
  cancelled: 'neutral',
};

/** Why a coach cannot come; followed by the dates (a conflict names the other workshop's date itself). */
export const blockerLabels: Record<Exclude<BlockerKind, 'conflict'>, MessageDescriptor> = {
  blocked_day: msg`Gesperrter Tag`,
  holiday: msg`Ferien`,
  weekday: msg`Wochentag`,
  time_of_day: msg`Tageszeit`,
  calendar: msg`Eigener Kalender`,
  inactive: msg`Inaktiv`,
  workload_max: msg`Maximale Auslastung erreicht`,
  language: msg`Spricht die Sprache nicht`,
  subject: msg`Unterrichtet das Fachgebiet nicht`,
};

/** Spec section 8: success "coach allocation saved", failure "Coach allocation error" (with the reason). */
export const allocationSaved = msg`Besetzung gespeichert`;
export const allocationFailed = (reason: string) => msg`Besetzung konnte nicht gespeichert werden: ${reason}`;
/** Spec section 8: "Coach request error" (with the reason). */
export const requestsSent = msg`Anfragen gesendet`;
export const requestFailed = (reason: string) => msg`Anfrage konnte nicht gesendet werden: ${reason}`;
export const requestWithdrawn = msg`Anfrage zurückgezogen`;
export const withdrawFailed = (reason: string) => msg`Anfrage konnte nicht zurückgezogen werden: ${reason}`;

export function labelOf(i18n: I18n, labels: Record<string, MessageDescriptor>, value: string): string {
  const descriptor = labels[value];
  return descriptor ? i18n._(descriptor) : value;
}

/**
 * The reason of a failure, translated: the first field issue's validation key when the server sent one (a 422,
 * e.g. `at_least_one_person`, `coach_not_active`), otherwise the text for the error code.
 */
export function failureReason(i18n: I18n, error: unknown): string {
  if (isApiError(error) && error.code === 'validation_failed') {
    for (const issue of error.fields) {
      const descriptor = validationMessage(issue.message);
      if (descriptor) return i18n._(descriptor);
    }
  }
  return i18n._(errorMessage(error));
}
