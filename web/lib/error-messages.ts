import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isApiError } from './api';
import type { ErrorCode } from './contract';

/** One translated text per server error code (worker/contract/lib/codes.ts `errorCodes`). */
export const errorCodeMessages: Record<ErrorCode, MessageDescriptor> = {
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
  old_password_wrong: msg`Das bisherige Passwort ist falsch`,
  password_change_required: msg`Bitte wählen Sie zuerst ein eigenes Passwort`,
  reauthentication_required: msg`Bitte bestätigen Sie zuerst Ihr Passwort`,
  two_factor_setup_required: msg`Bitte richten Sie zuerst die Zwei-Faktor-Anmeldung ein`,
  two_factor_code_invalid: msg`Der Code ist falsch oder wurde bereits verwendet`,
  two_factor_required: msg`Die Zwei-Faktor-Anmeldung ist für Ihre Rolle vorgeschrieben und kann nicht ausgeschaltet werden`,
  two_factor_already_enabled: msg`Die Zwei-Faktor-Anmeldung ist bereits eingeschaltet`,
  two_factor_not_enabled: msg`Die Zwei-Faktor-Anmeldung ist nicht eingeschaltet`,
  session_expired: msg`Sie wurden nach längerer Inaktivität abgemeldet. Bitte melden Sie sich erneut an`,
  password_wrong: msg`Das Passwort ist falsch`,
  invalid_transition: msg`Dieser Statuswechsel ist im aktuellen Zustand nicht möglich`,
  last_coach: msg`Bitte zuerst eine neue Person zuteilen`,
  email_taken: msg`Diese E-Mail-Adresse wird bereits für ein Konto verwendet`,
  file_too_large: msg`Die Datei ist zu gross (höchstens 10 MB)`,
  file_type_not_allowed: msg`Dieser Dateityp ist nicht erlaubt (PDF, JPEG oder PNG)`,
  storage_unavailable: msg`Die Datei konnte nicht gespeichert werden. Es wurde nichts geändert. Bitte versuchen Sie es erneut`,
  payload_too_large: msg`Die Eingaben sind zu umfangreich. Bitte kürzen Sie die Texte`,
  in_use: msg`Der Eintrag wird noch verwendet und kann nicht gelöscht werden. Deaktivieren Sie ihn stattdessen`,
  internal_error: msg`Es ist ein Fehler aufgetreten`,
  misconfigured: msg`Der Dienst ist im Moment nicht verfügbar. Bitte versuchen Sie es später erneut`,
  order_deadline_passed: msg`Der Bestellschluss für diesen Workshop ist vorbei`,
  stock_insufficient: msg`Nicht genug Material an Lager. Bitte Lagerbestand prüfen oder die Bestellung stornieren`,
  paid_out: msg`Bereits ausbezahlt: Dieser Eintrag kann nicht mehr geändert werden`,
  extra_fee_deadline_passed: msg`Zusatzhonorare können nur bis am Tag des Workshops erfasst werden`,
  bank_account_missing: msg`In den Stammdaten fehlt das Bankkonto (IBAN oder QR-IBAN) der Organisation`,
  nothing_to_pay_out: msg`Für diesen Monat ist nichts auszuzahlen`,
  /** Spec: 'Evaluation already submitted' (the English wording). */
  already_submitted: msg`Evaluation bereits abgeschickt`,
  response_limit_reached: msg`Diese Evaluation nimmt keine weiteren Antworten an`,
  evaluation_closed: msg`Diese Evaluation nimmt keine Antworten mehr an: ihr Link kann nicht erneut gesendet werden`,
  person_not_inactive: msg`Nur deaktivierte Personen können anonymisiert werden. Bitte deaktivieren Sie das Konto zuerst`,
  not_offerable: msg`Dieser Workshop passt nicht mehr zu Ihnen: Er ist besetzt, für Sie blockiert oder Sie sind bereits angefragt`,
  upcoming_workshops: msg`Diese Person ist für kommende Workshops eingeteilt oder angefragt. Bitte zuerst andere Personen zuteilen`,
  plan_rule_broken: msg`Eine Person im Plan ist inzwischen nicht mehr verfügbar oder ausgelastet. Bitte den Plan neu laden`,
  workload_max_reached: msg`Dieser Workshop würde die maximale Auslastung des Coaches überschreiten`,
};

/** Spec: "Error occured" — the generic failure text. */
export const errorOccurred = msg`Es ist ein Fehler aufgetreten`;
/** Spec: "Fetching error" — data could not be loaded. */
export const fetchingError = msg`Fehler beim Laden der Daten`;
/** The server could not be reached at all. */
export const networkError = msg`Keine Verbindung zum Server. Bitte prüfen Sie Ihre Internetverbindung`;

/** Maps any thrown value (usually an ApiError) to a translated message descriptor. */
export function errorMessage(error: unknown, fallback: MessageDescriptor = errorOccurred): MessageDescriptor {
  if (!isApiError(error)) return fallback;
  if (error.code === 'network_error') return networkError;
  return (errorCodeMessages as Record<string, MessageDescriptor | undefined>)[error.code] ?? fallback;
}
