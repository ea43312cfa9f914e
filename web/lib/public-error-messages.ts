import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isApiError } from './api';
import type { ErrorCode } from './contract';

/*
 * The texts of the server's error codes that the public pages meet (the inquiry form, the sign-in and the password
 * reset, an evaluation link, changing the language) and the generic ones. ./error-messages.ts adds the back office's
 * codes: a public page loads these texts and their translations only (docs/decisions/053-light-public-pages.md).
 */
export type PublicErrorCode = Extract<
  ErrorCode,
  | 'validation_failed'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'rate_limited'
  | 'bot_check_failed'
  | 'wrong_credentials'
  | 'not_approved'
  | 'account_inactive'
  | 'temporary_password_expired'
  | 'token_invalid'
  | 'password_change_required'
  | 'reauthentication_required'
  | 'two_factor_setup_required'
  | 'two_factor_code_invalid'
  | 'session_expired'
  | 'payload_too_large'
  | 'internal_error'
  | 'misconfigured'
  | 'already_submitted'
  | 'response_limit_reached'
>;

export const publicErrorCodeMessages: Record<PublicErrorCode, MessageDescriptor> = {
  validation_failed: msg`Bitte überprüfen Sie Ihre Eingaben`,
  unauthenticated: msg`Bitte melden Sie sich erneut an`,
  forbidden: msg`Sie haben keine Berechtigung für diese Aktion`,
  not_found: msg`Der Eintrag wurde nicht gefunden`,
  conflict: msg`Der Eintrag wurde inzwischen geändert oder existiert bereits`,
  rate_limited: msg`Zu viele Versuche. Bitte warten Sie einen Moment und versuchen Sie es erneut`,
  bot_check_failed: msg`Die Bot-Prüfung ist fehlgeschlagen. Bitte versuchen Sie es erneut`,
  wrong_credentials: msg`Wir konnten Ihre Anmeldedaten leider nicht finden`,
  not_approved: msg`Dieses Konto wurde noch nicht freigegeben`,
  account_inactive: msg`Dieses Konto ist deaktiviert`,
  temporary_password_expired: msg`Ihr temporäres Passwort ist abgelaufen. Bitte fordern Sie über «Passwort vergessen» ein neues an`,
  token_invalid: msg`Dieser Link ist ungültig oder abgelaufen`,
  password_change_required: msg`Bitte wählen Sie zuerst ein eigenes Passwort`,
  reauthentication_required: msg`Bitte bestätigen Sie zuerst Ihr Passwort`,
  two_factor_setup_required: msg`Bitte richten Sie zuerst die Zwei-Faktor-Anmeldung ein`,
  two_factor_code_invalid: msg`Der Code ist falsch oder wurde bereits verwendet`,
  session_expired: msg`Sie wurden nach längerer Inaktivität abgemeldet. Bitte melden Sie sich erneut an`,
  payload_too_large: msg`Die Eingaben sind zu umfangreich. Bitte kürzen Sie die Texte`,
  internal_error: msg`Es ist ein Fehler aufgetreten`,
  misconfigured: msg`Der Dienst ist im Moment nicht verfügbar. Bitte versuchen Sie es später erneut`,
  /** Spec: 'Evaluation already submitted' (the English wording). */
  already_submitted: msg`Evaluation bereits abgeschickt`,
  response_limit_reached: msg`Diese Evaluation nimmt keine weiteren Antworten an`,
};

/** Spec: "Error occured" — the generic failure text. */
export const errorOccurred = msg`Es ist ein Fehler aufgetreten`;
/** Spec: "Fetching error" — data could not be loaded. */
export const fetchingError = msg`Fehler beim Laden der Daten`;
/** The server could not be reached at all. */
export const networkError = msg`Keine Verbindung zum Server. Bitte prüfen Sie Ihre Internetverbindung`;

/** An internal error with the server's id of the request, for the user to quote when reporting it. */
const internalErrorWithId = (requestId: string) => msg`Es ist ein Fehler aufgetreten (Fehler-ID: ${requestId})`;

/** The text of a thrown value (usually an ApiError) found in `messages`, else `fallback`. */
export function messageOf(
  messages: Partial<Record<ErrorCode, MessageDescriptor>>,
  error: unknown,
  fallback: MessageDescriptor = errorOccurred,
): MessageDescriptor {
  if (!isApiError(error)) return fallback;
  if (error.code === 'network_error') return networkError;
  if (error.code === 'internal_error' && error.requestId) return internalErrorWithId(error.requestId);
  return (messages as Record<string, MessageDescriptor | undefined>)[error.code] ?? fallback;
}

/** A public page's text of a thrown value: a code no public call answers falls back to `fallback`. */
export const publicErrorMessage = (error: unknown, fallback?: MessageDescriptor) =>
  messageOf(publicErrorCodeMessages, error, fallback);
