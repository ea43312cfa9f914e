import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ErrorCode } from './contract';
import { messageOf, publicErrorCodeMessages } from './public-error-messages';

export { errorOccurred, fetchingError, networkError } from './public-error-messages';

/** One translated text per server error code (worker/contract/lib/codes.ts `errorCodes`). */
export const errorCodeMessages: Record<ErrorCode, MessageDescriptor> = {
  ...publicErrorCodeMessages,
  old_password_wrong: msg`Das bisherige Passwort ist falsch`,
  two_factor_required: msg`Die Zwei-Faktor-Anmeldung ist für Ihre Rolle vorgeschrieben und kann nicht ausgeschaltet werden`,
  two_factor_already_enabled: msg`Die Zwei-Faktor-Anmeldung ist bereits eingeschaltet`,
  two_factor_not_enabled: msg`Die Zwei-Faktor-Anmeldung ist nicht eingeschaltet`,
  password_wrong: msg`Das Passwort ist falsch`,
  invalid_transition: msg`Dieser Statuswechsel ist im aktuellen Zustand nicht möglich`,
  last_coach: msg`Bitte zuerst eine neue Person zuteilen`,
  email_taken: msg`Diese E-Mail-Adresse wird bereits für ein Konto verwendet`,
  file_too_large: msg`Die Datei ist zu gross (höchstens 10 MB)`,
  file_type_not_allowed: msg`Dieser Dateityp ist nicht erlaubt (PDF, JPEG oder PNG)`,
  storage_unavailable: msg`Die Datei konnte nicht gespeichert werden. Es wurde nichts geändert. Bitte versuchen Sie es erneut`,
  in_use: msg`Der Eintrag wird noch verwendet und kann nicht gelöscht werden. Deaktivieren Sie ihn stattdessen`,
  order_deadline_passed: msg`Der Bestellschluss für diesen Workshop ist vorbei`,
  stock_insufficient: msg`Nicht genug Material an Lager. Bitte Lagerbestand prüfen oder die Bestellung stornieren`,
  paid_out: msg`Bereits ausbezahlt: Dieser Eintrag kann nicht mehr geändert werden`,
  extra_fee_deadline_passed: msg`Zusatzhonorare können nur bis am Tag des Workshops erfasst werden`,
  bank_account_missing: msg`In den Stammdaten fehlt das Bankkonto (IBAN oder QR-IBAN) der Organisation`,
  nothing_to_pay_out: msg`Für diesen Monat ist nichts auszuzahlen`,
  evaluation_closed: msg`Diese Evaluation nimmt keine Antworten mehr an: ihr Link kann nicht erneut gesendet werden`,
  person_not_inactive: msg`Nur deaktivierte Personen können anonymisiert werden. Bitte deaktivieren Sie das Konto zuerst`,
  not_offerable: msg`Dieser Workshop passt nicht mehr zu Ihnen: Er ist besetzt, für Sie blockiert oder Sie sind bereits angefragt`,
  upcoming_workshops: msg`Diese Person ist für kommende Workshops eingeteilt oder angefragt. Bitte zuerst andere Personen zuteilen`,
  plan_rule_broken: msg`Eine Person im Plan ist inzwischen nicht mehr verfügbar oder ausgelastet. Bitte den Plan neu laden`,
  workload_max_reached: msg`Dieser Workshop würde die maximale Auslastung des Coaches überschreiten`,
  bank_file_invalid: msg`Die Datei ist keine Bankmeldung im Format camt.054 oder camt.053`,
  payment_not_possible: msg`Diese Zahlung lässt sich nicht mehr so erfassen. Bitte die Liste neu laden`,
  credit_note_not_possible: msg`Für diese Rechnung ist keine Gutschrift (mehr) möglich. Bitte die Liste neu laden`,
};

/** Maps any thrown value (usually an ApiError) to a translated message descriptor. */
export const errorMessage = (error: unknown, fallback?: MessageDescriptor) => messageOf(errorCodeMessages, error, fallback);
