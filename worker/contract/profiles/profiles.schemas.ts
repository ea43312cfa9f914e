import { z } from 'zod';
import { civilStatuses, profileFileKinds, residencePermits } from '../enums';
import { validationKeys as v } from '../lib/codes';
import { isValidIsoDate, todayInZurich } from '../lib/dates';
import { formatAhvNumber, isValidAhvNumber, isValidBic, isValidIban, normalizeIban } from '../lib/identity-numbers';
import { dateField, idField, requiredString, workloadCount } from '../lib/validation';
import { WorkloadSettingsSchema } from '../workload/workload.schemas';
import { UserSchema } from '../auth/auth.schemas';

/*
 * The coach profile (spec section 3). A profile may be saved incomplete; the fields marked * are checked when the
 * coach requests validation (profile-requirements.ts). Formats are checked on every save. Empty text means "not given".
 */

const emptyToNull = (value: string) => (value === '' ? null : value);
const optionalText = (max = 200) =>
  z
    .string()
    .trim()
    .max(max, v.tooLong)
    .nullish()
    .transform((value) => emptyToNull(value ?? ''));
/** A text with a format; the rule only looks at non-empty values. */
const formatted = (max: number, valid: (value: string) => boolean, message: string, normalize = (value: string) => value) =>
  z
    .string()
    .trim()
    .max(max, v.tooLong)
    .nullish()
    .refine((value) => !value || valid(value), message)
    .transform((value) => (value ? normalize(value) : null));

/** A day that has passed (birthday, civil status since); empty means not given. */
const pastDate = () =>
  z
    .union([z.literal(''), dateField().refine((date) => !isValidIsoDate(date) || date <= todayInZurich(), v.dateInvalid)])
    .nullish()
    .transform((value) => value || null);
const optionalCount = (max: number) =>
  z
    .number({ error: v.numberExpected })
    .min(0, v.numberExpected)
    .max(max, v.tooLong)
    .nullish()
    .transform((n) => n ?? null);
/**
 * A sensitive field (decision 038): answers only carry it masked, so the form leaves it out unless the coach typed a
 * new value. Absent (undefined) keeps the stored value; null or '' clears it. A masked text never passes the format
 * check, so it cannot be saved as the value.
 */
const keptWhenAbsent = <T extends z.ZodType>(schema: T) =>
  schema
    .nullable()
    .optional()
    .transform((value) => (value === undefined ? undefined : (value ?? null)));
const centimes = () =>
  z.number({ error: v.numberExpected }).int(v.numberExpected).min(0, v.numberExpected).max(100_000_000, v.tooLong);
const sensitiveText = (max: number, valid: (value: string) => boolean, message: string, normalize: (value: string) => string) =>
  keptWhenAbsent(
    z
      .string()
      .trim()
      .max(max, v.tooLong)
      .refine((value) => value === '' || valid(value), message)
      .transform((value) => (value ? normalize(value) : null)),
  );

/** A choice from a list; an empty select ('') means none. */
const optionalChoice = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.literal(''), z.enum(values)])
    .nullish()
    .transform((value) => (value ? value : null));

/** Swiss postcodes have 4 digits; cross-border commuters (permit G) live in a neighbouring country (5 digits). */
const isPostcode = (value: string) => /^\d{4,5}$/.test(value);

/** Encrypted at rest, masked in answers, revealed one at a time (sensitive-fields.ts, decision 038). */
export const sensitiveProfileFieldNames = [
  'ahv_number',
  'iban',
  'gross_monthly_salary_centimes',
  'replacement_incomes_per_month_centimes',
] as const;
export type SensitiveProfileField = (typeof sensitiveProfileFieldNames)[number];

/** The fields marked * : HR needs them before a coach can be approved and paid (checked on request-validation). */
export const requiredProfileFields = [
  'salutation',
  'birthday',
  'nationality',
  'civil_status',
  'ahv_number',
  'iban',
  'bank_name',
  'phone',
  'street',
  'postcode',
  'location',
  'language_ids',
  'subject_ids',
] as const;

export const SkillRatingSchema = z
  .object({
    skill_id: idField(),
    rating: z.number({ error: v.ratingInvalid }).int(v.ratingInvalid).min(1, v.ratingInvalid).max(5, v.ratingInvalid),
  })
  .meta({ id: 'SkillRating' });

const idList = () =>
  z
    .array(idField())
    .max(100)
    .transform((ids) => [...new Set(ids)]);

/** What a coach edits on their own profile (PUT /profiles). HR-only fields are not part of it. */
export const CoachProfileUpdateBodySchema = z
  .object({
    firstname: requiredString(100),
    lastname: requiredString(100),
    salutation: z
      .union([z.literal(1), z.literal(2), z.literal(3)])
      .nullish()
      .transform((value) => value ?? null),
    birthday: pastDate(),
    nationality: optionalText(100),
    hometown: optionalText(100),
    civil_status: optionalChoice(civilStatuses),
    civil_status_since: pastDate(),
    ahv_number: sensitiveText(20, isValidAhvNumber, v.ahvInvalid, formatAhvNumber),
    iban: sensitiveText(42, isValidIban, v.ibanInvalid, normalizeIban),
    bic: formatted(14, isValidBic, v.bicInvalid, (value) => value.replace(/\s/g, '').toUpperCase()),
    bank_name: optionalText(200),
    bank_address: optionalText(300),
    residence_permit: optionalChoice(residencePermits),
    job_percentages: optionalText(500),
    hours_per_week: optionalCount(80),
    gross_monthly_salary_centimes: keptWhenAbsent(centimes()),
    replacement_incomes_per_month_centimes: keptWhenAbsent(centimes()),
    other_employers: optionalText(1000),
    qualifications: optionalText(4000),
    remarks: optionalText(4000),
    phone: formatted(30, (value) => /^\+?[\d\s()/.-]{6,}$/.test(value), v.phoneInvalid),
    street: optionalText(200),
    postcode: formatted(10, isPostcode, v.postcodeFormat),
    location: optionalText(100),
    skills: z
      .array(SkillRatingSchema)
      .max(100)
      .default([])
      .transform((list) => [...new Map(list.map((item) => [item.skill_id, item])).values()]),
    language_ids: idList().default([]),
    subject_ids: idList().default([]),
    /** How many workshops the coach wishes per month / school year (a hint for staff); absent keeps, null clears. */
    workload_month_wish: keptWhenAbsent(workloadCount()),
    workload_year_wish: keptWhenAbsent(workloadCount()),
  })
  .meta({ id: 'CoachProfileUpdateBody' });
export type CoachProfileUpdateBody = z.input<typeof CoachProfileUpdateBodySchema>;
export type CoachProfileUpdate = z.output<typeof CoachProfileUpdateBodySchema>;

/** What HR (finance/admin) sets on a coach's profile (PUT /profiles/{id}). */
export const CoachHrUpdateBodySchema = z
  .object({
    personnel_id: optionalText(50),
    abakus_number: optionalText(50),
  })
  .meta({ id: 'CoachHrUpdateBody' });
export type CoachHrUpdateBody = z.input<typeof CoachHrUpdateBodySchema>;

export const ProfileFileSchema = z
  .object({
    kind: z.enum(profileFileKinds),
    name: z.string(),
    size: z.number().int(),
    content_type: z.string(),
  })
  .meta({ id: 'ProfileFile' });
export type ProfileFile = z.infer<typeof ProfileFileSchema>;

const nullableString = z.string().nullable();

/** Personal, bank, permit and employment data: the coach themself and finance/admin only (reads by staff are audited). */
export const CoachHrDataSchema = z
  .object({
    birthday: nullableString,
    nationality: nullableString,
    hometown: nullableString,
    civil_status: z.enum(civilStatuses).nullable(),
    civil_status_since: nullableString,
    /** Masked (`756.••••.••••.97`); the clear value through POST /profiles/reveal or /profiles/{id}/reveal. */
    ahv_number: nullableString,
    /** Masked (`CH•• •••• •••• •••• •295 7`). */
    iban: nullableString,
    bic: nullableString,
    bank_name: nullableString,
    bank_address: nullableString,
    personnel_id: nullableString,
    abakus_number: nullableString,
    residence_permit: z.enum(residencePermits).nullable(),
    job_percentages: nullableString,
    hours_per_week: z.number().nullable(),
    /** Masked (`••••••`) when given, else null; the amount in centimes through the reveal operations. */
    gross_monthly_salary: nullableString,
    replacement_incomes_per_month: nullableString,
    other_employers: nullableString,
    remarks: nullableString,
    files: z.array(ProfileFileSchema),
  })
  .meta({ id: 'CoachHrData' });
export type CoachHrData = z.infer<typeof CoachHrDataSchema>;

export const CoachProfileSchema = z
  .object({
    user: UserSchema.omit({ role: true }),
    /** `coaching`: what associates see (contact, languages, subjects, skills); `hr` is then null. */
    view: z.enum(['full', 'coaching']),
    salutation: z.union([z.literal(1), z.literal(2), z.literal(3)]).nullable(),
    phone: nullableString,
    street: nullableString,
    postcode: nullableString,
    location: nullableString,
    qualifications: nullableString,
    skills: z.array(SkillRatingSchema),
    language_ids: z.array(z.number().int()),
    subject_ids: z.array(z.number().int()),
    hr: CoachHrDataSchema.nullable(),
    /** Targets and maxima set by staff, the coach's wishes (workshops per month and school year). */
    workload: WorkloadSettingsSchema,
    review: z.object({
      /** Unix seconds. */
      submitted_at: z.number().int().nullable(),
      approved_at: z.number().int().nullable(),
      /** Why HR sent the profile back; shown to the coach until the next submission. */
      rejection_reason: nullableString,
      /** Required fields (API names) still empty: validation cannot be requested until this is empty. */
      missing_fields: z.array(z.string()),
    }),
  })
  .meta({ id: 'CoachProfile' });
export type CoachProfile = z.infer<typeof CoachProfileSchema>;

/** GET /profiles: the signed-in user, and their coach profile when they are a coach. */
export const OwnProfileSchema = z
  .object({
    coach: CoachProfileSchema.nullable(),
  })
  .meta({ id: 'OwnProfile' });
export type OwnProfile = z.infer<typeof OwnProfileSchema>;

export const FileLinkSchema = z.object({ url: z.string(), expires_in: z.number().int() }).meta({ id: 'FileLink' });
export type FileLink = z.infer<typeof FileLinkSchema>;

export const RevealBodySchema = z
  .object({ field: z.enum(sensitiveProfileFieldNames, { error: v.required }) })
  .meta({ id: 'RevealBody' });
export type RevealBody = z.infer<typeof RevealBodySchema>;

/** One sensitive field in clear text: AHV number and IBAN as text, salaries in centimes; null when not given. */
export const RevealedFieldSchema = z
  .object({
    field: z.enum(sensitiveProfileFieldNames),
    value: z.union([z.string(), z.number().int()]).nullable(),
  })
  .meta({ id: 'RevealedField' });
export type RevealedField = z.infer<typeof RevealedFieldSchema>;
