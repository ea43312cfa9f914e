import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ValidationKey } from '@/lib/contract';
import { publicValidationMessages, requiredFieldsSummary } from './public-messages';

export { requiredFieldsSummary };

/**
 * The shared zod schemas (worker/contract/lib/validation.ts, *.schemas.ts) put a validation key into each issue's
 * message; these are their texts (German source, spec section 5): those the public pages meet (./public-messages.ts)
 * and the rest.
 */
export const validationMessages: Record<ValidationKey, MessageDescriptor> = {
  ...publicValidationMessages,
  too_short: msg`Zu kurz!`,
  passwords_must_match: msg`Die Passwörter stimmen nicht überein`,
  max_below_target: msg`Das Maximum darf nicht kleiner als das Ziel sein`,
  at_least_one_person: msg`Bitte mindestens eine Person zuteilen/auswählen`,
  coach_not_active: msg`Diese Person ist nicht als aktiver Coach freigegeben`,
  ahv_invalid: msg`Bitte eine gültige AHV-Nummer eingeben (756.XXXX.XXXX.XX)`,
  iban_invalid: msg`Bitte eine gültige IBAN eingeben`,
  bic_invalid: msg`Bitte einen gültigen BIC eingeben`,
  postcode_format: msg`Bitte eine gültige Postleitzahl eingeben`,
  end_date_before_start: msg`Das Enddatum darf nicht vor dem Startdatum liegen`,
  range_too_long: msg`Der Zeitraum darf höchstens 366 Tage umfassen`,
  totp_code_format: msg`Bitte den 6-stelligen Code eingeben`,
  url_invalid: msg`Bitte eine vollständige Adresse mit https:// eingeben`,
  url_not_public: msg`Diese Adresse ist nicht erlaubt: bitte die öffentliche https-Adresse ohne IP-Adresse und ohne Port eingeben`,
  qr_iban_expected: msg`Das ist keine QR-IBAN (QR-IID 30000–31999); eine gewöhnliche IBAN gehört ins Feld IBAN`,
  qr_iban_not_allowed: msg`Das ist eine QR-IBAN; bitte im Feld QR-IBAN eintragen`,
  uid_invalid: msg`Bitte eine gültige UID eingeben (CHE-123.456.788)`,
  material_not_orderable: msg`Dieses Material kann nicht (mehr) bestellt werden`,
  duplicate_material: msg`Dieses Material ist schon in der Bestellung`,
  quantity_invalid: msg`Bitte eine Menge von 1 bis 999 eingeben`,
  language_code_invalid: msg`Bitte einen Sprachcode aus zwei Kleinbuchstaben eingeben (ISO 639-1)`,
  code_taken: msg`Dieser Code ist bereits vergeben`,
  receipt_required: msg`Bitte Beleg(e) hochladen`,
  month_invalid: msg`Bitte einen gültigen Monat wählen`,
  school_year_invalid: msg`Bitte ein Schuljahr wie 2026/27 wählen`,
  outside_school_year: msg`Die Ferien liegen nicht im gewählten Schuljahr`,
  holiday_line_format: msg`Die Zeile muss «Bezeichnung;von;bis» lauten`,
  question_key_invalid: msg`Kleinbuchstaben, Ziffern und _, mit einem Buchstaben am Anfang (2–40 Zeichen)`,
  options_count: msg`Bitte 2 bis 10 Antwortmöglichkeiten angeben, in jeder Sprache gleich viele`,
  question_type_changed: msg`Dieser Schlüssel hatte in einer früheren Version einen anderen Fragetyp: bitte einen neuen Schlüssel wählen`,
  unknown_value: msg`Unbekannter Wert: bitte so schreiben, wie er in den Stammdaten steht`,
  postcode_unknown: msg`Diese Postleitzahl gibt es in der Schweiz nicht`,
  duplicate_in_file: msg`Kommt in der Datei schon in einer früheren Zeile vor`,
  email_not_coach: msg`Diese E-Mail-Adresse gehört einer Person des Teams, nicht einem Coach`,
  past_workshop_open: msg`Ein vergangener Workshop muss durchgeführt, verrechnet oder abgesagt sein`,
  credit_exceeds_invoice: msg`Höchstens der Betrag der Rechnung, der noch nicht gutgeschrieben ist`,
  account_invalid: msg`Bitte eine Kontonummer aus 1 bis 10 Ziffern eingeben`,
};

/** Per-field wording, e.g. "Password is required" instead of "Required" on the reset form. */
export type ValidationOverrides = Partial<Record<ValidationKey, MessageDescriptor>>;

export const isValidationKey = (value: unknown): value is ValidationKey =>
  typeof value === 'string' && Object.prototype.hasOwnProperty.call(validationMessages, value);

/**
 * The descriptor for a validation key, or null when `message` is not a key (then it is already a translated text,
 * e.g. an error set from a server error code).
 */
export function validationMessage(message: string | undefined, overrides?: ValidationOverrides): MessageDescriptor | null {
  if (!isValidationKey(message)) return null;
  return overrides?.[message] ?? validationMessages[message];
}
