import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { validationMessage } from '@/components/form/messages';
import { isApiError } from '@/lib/api';
import type { CoachRequestState } from '@/lib/contract';
import { errorMessage } from '@/lib/error-messages';
import type { BlockerKind } from './staffing-rules';

export const requestStateLabels: Record<CoachRequestState, MessageDescriptor> = {
  'new-request': msg`Neue Anfrage`,
  approved: msg`Verfügbar`,
  placed: msg`Eingeteilt`,
  declined: msg`Abgelehnt`,
  cancelled: msg`Storniert`,
};

/** Badge colours per request state (the state is always written out too: colour is never the only cue). */
export const requestStateColours: Record<CoachRequestState, string> = {
  'new-request': 'border-amber-300 bg-amber-100 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100',
  approved:
    'border-emerald-300 bg-emerald-100 text-emerald-950 dark:border-emerald-700 dark:bg-emerald-950 dark:text-emerald-100',
  placed: 'border-sky-300 bg-sky-100 text-sky-950 dark:border-sky-700 dark:bg-sky-950 dark:text-sky-100',
  declined: 'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100',
  cancelled: 'border-slate-300 bg-slate-100 text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100',
};

/** Why a coach cannot come; followed by the dates (a conflict names the other workshop's date itself). */
export const blockerLabels: Record<Exclude<BlockerKind, 'conflict'>, MessageDescriptor> = {
  blocked_day: msg`Gesperrter Tag`,
  holiday: msg`Ferien`,
  weekday: msg`Wochentag`,
  time_of_day: msg`Tageszeit`,
  inactive: msg`Inaktiv`,
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
