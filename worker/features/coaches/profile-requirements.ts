import type { coachProfiles } from '../../db/schema';

type Profile = typeof coachProfiles.$inferSelect;

/**
 * The profile fields marked * : HR needs them before a coach can be approved and paid.
 * Keys are the API field names the SPA shows next to the inputs.
 */
export const requiredProfileFields: readonly (readonly [string, keyof Profile])[] = [
  ['salutation', 'salutation'],
  ['birthday', 'birthday'],
  ['nationality', 'nationality'],
  ['civil_status', 'civilStatus'],
  ['ahv_number', 'ahvNumber'],
  ['iban', 'iban'],
  ['bank_name', 'bankName'],
  ['phone', 'phone'],
  ['street', 'street'],
  ['postcode', 'postcode'],
  ['location', 'location'],
];

const isBlank = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

export function missingProfileFields(profile: Profile | undefined, counts: { languages: number; subjects: number }): string[] {
  const missing = requiredProfileFields.filter(([, column]) => isBlank(profile?.[column])).map(([field]) => field);
  if (counts.languages === 0) missing.push('languages');
  if (counts.subjects === 0) missing.push('subjects');
  return missing;
}
