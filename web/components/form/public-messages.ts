import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ValidationKey } from '@/lib/contract';

/*
 * The validation keys the public pages can meet (their own rules and the 422s of the inquiry, sign-in and evaluation
 * endpoints) with their texts (German source, spec section 5). ./messages.ts adds the rest for the staff's forms. Kept
 * apart so that a public page loads these few texts and their translations, not those of every form (IBAN, AHV, …).
 */
export type PublicValidationKey = Extract<
  ValidationKey,
  | 'required'
  | 'email_invalid'
  | 'too_long'
  | 'number_expected'
  | 'end_before_start'
  | 'workshops_incomplete'
  | 'at_least_one_offer'
  | 'date_invalid'
  | 'date_in_past'
  | 'time_invalid'
  | 'postcode_invalid'
  | 'phone_invalid'
  | 'participants_exceed_total'
  | 'terms_required'
  | 'rating_invalid'
  | 'choice_invalid'
  | 'evaluation_incomplete'
>;

export const publicValidationMessages: Record<PublicValidationKey, MessageDescriptor> = {
  required: msg`Pflichtfeld`,
  email_invalid: msg`E-Mail-Adresse ungültig`,
  too_long: msg`Zu lang!`,
  number_expected: msg`Bitte Zahl eingeben`,
  end_before_start: msg`Endzeitpunkt muss nach dem Startzeitpunkt sein`,
  workshops_incomplete: msg`Bitte alle Workshops vollständig ausfüllen`,
  at_least_one_offer: msg`Bitte mindestens ein Angebot auswählen`,
  date_invalid: msg`Bitte ein gültiges Datum eingeben`,
  date_in_past: msg`Das Datum liegt in der Vergangenheit`,
  time_invalid: msg`Bitte eine gültige Uhrzeit eingeben (HH:MM)`,
  postcode_invalid: msg`Bitte eine vierstellige Postleitzahl eingeben`,
  phone_invalid: msg`Bitte eine gültige Telefonnummer eingeben`,
  participants_exceed_total: msg`Die Summe m + w + d übersteigt die Gesamtzahl`,
  terms_required: msg`Bitte die AGB akzeptieren`,
  rating_invalid: msg`Bitte eine Bewertung von 1 bis 5 wählen`,
  choice_invalid: msg`Bitte eine gültige Auswahl treffen`,
  evaluation_incomplete: msg`Bitte alle Felder ausfüllen`,
};

/** Spec section 5: the sentence for missing required fields, used in a form's error summary. */
export const requiredFieldsSummary = msg`Bitte alle Felder ausfüllen, die mit einem * markiert sind`;

/**
 * The descriptor of a public validation key, or null when `message` is none (then it is already a translated text,
 * e.g. an error set from a server error code, and shown as it is).
 */
export function publicValidationMessage(message: string | undefined): MessageDescriptor | null {
  return message !== undefined && Object.prototype.hasOwnProperty.call(publicValidationMessages, message)
    ? publicValidationMessages[message as PublicValidationKey]
    : null;
}
