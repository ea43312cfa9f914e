import type { coachProfiles } from '../../db/schema';
import type { requiredProfileFields } from '../../contract/profiles/profiles.schemas';

type Profile = typeof coachProfiles.$inferSelect;
type RequiredScalar = Exclude<(typeof requiredProfileFields)[number], 'language_ids' | 'subject_ids'>;

/** The column of each required field (the list itself, with the SPA's * marks, is in profiles.schemas.ts). */
const requiredColumns: Record<RequiredScalar, keyof Profile> = {
  salutation: 'salutation',
  birthday: 'birthday',
  nationality: 'nationality',
  civil_status: 'civilStatus',
  ahv_number: 'ahvNumber',
  iban: 'iban',
  bank_name: 'bankName',
  phone: 'phone',
  street: 'street',
  postcode: 'postcode',
  location: 'location',
};

const isBlank = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

export function missingProfileFields(profile: Profile | undefined, counts: { languages: number; subjects: number }): string[] {
  const missing: string[] = (Object.keys(requiredColumns) as RequiredScalar[]).filter((field) =>
    isBlank(profile?.[requiredColumns[field]]),
  );
  // A coach with a residence permit (not Swiss) needs both sides of it scanned.
  if (profile?.residencePermit) {
    if (!profile.residencePermitFrontKey) missing.push('residence_permit_front');
    if (!profile.residencePermitBackKey) missing.push('residence_permit_back');
  }
  if (counts.languages === 0) missing.push('language_ids');
  if (counts.subjects === 0) missing.push('subject_ids');
  return missing;
}
