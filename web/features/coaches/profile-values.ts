import { sensitiveProfileFieldNames } from '@/lib/schemas';
import type { CoachProfile, CoachProfileUpdateBody } from '@/lib/contract';

/** Form values of the coach's own profile: what GET /profiles returned, text fields as strings ('' = empty). */
export type CoachProfileValues = CoachProfileUpdateBody;

/**
 * The body to save: the sensitive fields (AHV number, IBAN, salaries) come masked from the API, so their inputs start
 * empty; one the coach did not change is left out and the server keeps the stored value (decision 038).
 */
export function changedProfileBody(values: CoachProfileValues, isDirty: (field: string) => boolean): CoachProfileUpdateBody {
  const body = { ...values };
  for (const field of sensitiveProfileFieldNames) {
    if (!isDirty(field)) delete body[field];
  }
  return body;
}

const text = (value: string | null | undefined) => value ?? '';

export function profileToValues(profile: CoachProfile): CoachProfileValues {
  const hr = profile.hr;
  return {
    firstname: profile.user.firstname,
    lastname: profile.user.lastname,
    salutation: profile.salutation,
    birthday: text(hr?.birthday),
    nationality: text(hr?.nationality),
    hometown: text(hr?.hometown),
    civil_status: hr?.civil_status ?? '',
    civil_status_since: text(hr?.civil_status_since),
    ahv_number: '',
    iban: '',
    bic: text(hr?.bic),
    bank_name: text(hr?.bank_name),
    bank_address: text(hr?.bank_address),
    residence_permit: hr?.residence_permit ?? '',
    job_percentages: text(hr?.job_percentages),
    hours_per_week: hr?.hours_per_week ?? null,
    gross_monthly_salary_centimes: null,
    replacement_incomes_per_month_centimes: null,
    other_employers: text(hr?.other_employers),
    qualifications: text(profile.qualifications),
    remarks: text(hr?.remarks),
    phone: text(profile.phone),
    street: text(profile.street),
    postcode: text(profile.postcode),
    location: text(profile.location),
    skills: profile.skills,
    language_ids: profile.language_ids,
    subject_ids: profile.subject_ids,
    workload_month_wish: profile.workload.month_wish,
    workload_year_wish: profile.workload.year_wish,
  };
}

/** `25,5` -> 25.5; empty -> null; not a number -> NaN (the schema says "Bitte Zahl eingeben"). */
export function parseDecimal(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  const textValue = String(value).trim().replace(',', '.');
  if (textValue === '') return null;
  return /^\d+(\.\d+)?$/.test(textValue) ? Number(textValue) : Number.NaN;
}
