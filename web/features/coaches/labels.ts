import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CivilStatus, ProfileFileKind, ResidencePermit } from '@/lib/contract';

/** Labels of the coach profile's fields, by API name (also used to list missing fields). */
export const profileFieldLabels: Record<string, MessageDescriptor> = {
  firstname: msg`Vorname`,
  lastname: msg`Nachname`,
  salutation: msg`Anrede`,
  birthday: msg`Geburtsdatum`,
  nationality: msg`Nationalität`,
  hometown: msg`Heimatort`,
  civil_status: msg`Zivilstand`,
  civil_status_since: msg`Zivilstand seit`,
  ahv_number: msg`AHV-Nummer`,
  iban: msg`IBAN`,
  bic: msg`BIC`,
  bank_name: msg`Name der Bank`,
  bank_address: msg`Adresse der Bank`,
  personnel_id: msg`Personalnummer`,
  abakus_number: msg`ABAKUS-Nummer`,
  residence_permit: msg`Aufenthaltsbewilligung`,
  residence_permit_front: msg`Bewilligung Vorderseite`,
  residence_permit_back: msg`Bewilligung Rückseite`,
  job_percentages: msg`Anstellungen und Pensen`,
  hours_per_week: msg`Stunden pro Woche`,
  gross_monthly_salary_centimes: msg`Bruttolohn pro Monat (CHF)`,
  replacement_incomes_per_month_centimes: msg`Ersatzeinkommen pro Monat (CHF)`,
  self_employment_proof: msg`Nachweis Selbständigkeit`,
  other_employers: msg`Weitere Arbeitgeber`,
  qualifications: msg`Qualifikationen`,
  remarks: msg`Bemerkungen`,
  contract: msg`Vertrag (PDF)`,
  phone: msg`Telefon`,
  street: msg`Strasse und Nr.`,
  postcode: msg`PLZ`,
  location: msg`Ort`,
  language_ids: msg`Sprachen`,
  subject_ids: msg`Themen`,
  skills: msg`Kompetenzen`,
  workload_month_wish: msg`Gewünschte Workshops pro Monat`,
  workload_year_wish: msg`Gewünschte Workshops pro Schuljahr`,
};

export const fileKindLabels: Record<ProfileFileKind, MessageDescriptor> = {
  residence_permit_front: msg`Bewilligung Vorderseite`,
  residence_permit_back: msg`Bewilligung Rückseite`,
  self_employment_proof: msg`Nachweis Selbständigkeit`,
  contract: msg`Vertrag (PDF)`,
};

export const salutationLabels: Record<1 | 2 | 3, MessageDescriptor> = {
  1: msg`Frau`,
  2: msg`Herr`,
  3: msg`Neutral`,
};

export const civilStatusLabels: Record<CivilStatus, MessageDescriptor> = {
  single: msg`ledig`,
  married: msg`verheiratet`,
  registered_partnership: msg`in eingetragener Partnerschaft`,
  separated: msg`getrennt`,
  divorced: msg`geschieden`,
  dissolved_partnership: msg`aufgelöste Partnerschaft`,
  widowed: msg`verwitwet`,
};

export const residencePermitLabels: Record<ResidencePermit, MessageDescriptor> = {
  B: msg`B – Aufenthaltsbewilligung`,
  C: msg`C – Niederlassungsbewilligung`,
  Ci: msg`Ci – mit Erwerbstätigkeit`,
  G: msg`G – Grenzgängerbewilligung`,
  L: msg`L – Kurzaufenthaltsbewilligung`,
};

export const ratingLabels: Record<0 | 1 | 2 | 3 | 4 | 5, MessageDescriptor> = {
  0: msg`keine Angabe`,
  1: msg`1 – Grundkenntnisse`,
  2: msg`2`,
  3: msg`3 – gut`,
  4: msg`4`,
  5: msg`5 – sehr gut`,
};
