import { sql } from 'drizzle-orm';
import { check, index, integer, primaryKey, real, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { timestamps } from './columns';
import { civilStatuses, residencePermits, type Salutation } from '../../contract/enums';
import { languages, skills, subjects } from './masterdata';
import { users } from './users';

/**
 * The HR profile of a coach (one per coach user). Name, email, language and profile state live on `users`.
 * Files (permit, self-employment proof, contract) are R2 object keys; reading this row's sensitive fields is audited.
 */
export const coachProfiles = sqliteTable(
  'coach_profiles',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 1 = Frau/Mrs., 2 = Herr/Mr., 3 = neutral. */
    salutation: integer('salutation').$type<Salutation>(),
    birthday: text('birthday'),
    nationality: text('nationality'),
    /** Heimatort (place of origin) of Swiss citizens. */
    hometown: text('hometown'),
    civilStatus: text('civil_status', { enum: civilStatuses }),
    civilStatusSince: text('civil_status_since'),
    /** `756.XXXX.XXXX.XX`, encrypted at rest (worker/lib/field-crypto.ts). */
    ahvNumber: text('ahv_number'),
    /** Encrypted at rest. */
    iban: text('iban'),
    /** Once set, removing or entering an IBAN needs a recent password confirmation. */
    ibanEverSet: integer('iban_ever_set', { mode: 'boolean' }).notNull().default(false),
    bic: text('bic'),
    bankName: text('bank_name'),
    bankAddress: text('bank_address'),
    personnelId: text('personnel_id'),
    abakusNumber: text('abakus_number'),
    /** Null for Swiss citizens. */
    residencePermit: text('residence_permit', { enum: residencePermits }),
    residencePermitFrontKey: text('residence_permit_front_key'),
    residencePermitBackKey: text('residence_permit_back_key'),
    /** Other jobs and their percentages, as the coach writes them (e.g. `Lehrerin 60 %`). */
    jobPercentages: text('job_percentages'),
    hoursPerWeek: real('hours_per_week'),
    /** Centimes, encrypted at rest (text: the ciphertext of the decimal number). */
    grossMonthlySalary: text('gross_monthly_salary'),
    /** Centimes, encrypted at rest. */
    replacementIncomesPerMonth: text('replacement_incomes_per_month'),
    selfEmploymentProofKey: text('self_employment_proof_key'),
    otherEmployers: text('other_employers'),
    qualifications: text('qualifications'),
    remarks: text('remarks'),
    contractPdfKey: text('contract_pdf_key'),

    phone: text('phone'),
    street: text('street'),
    postcode: text('postcode'),
    location: text('location'),

    /** When the coach last requested validation (incomplete -> processing). */
    submittedAt: integer('submitted_at'),
    approvedAt: integer('approved_at'),
    approvedById: integer('approved_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** Why HR sent the profile back (processing -> incomplete); cleared on the next submission. */
    rejectionReason: text('rejection_reason'),
    rejectedAt: integer('rejected_at'),

    // Workload in workshops (each date of a series counts): set by staff; the maximum is a hard rule of the plan.
    workloadMonthTarget: integer('workload_month_target'),
    workloadMonthMax: integer('workload_month_max'),
    workloadYearTarget: integer('workload_year_target'),
    workloadYearMax: integer('workload_year_max'),
    /** What the coach wishes per month / school year (a hint for staff, not a rule). */
    workloadMonthWish: integer('workload_month_wish'),
    workloadYearWish: integer('workload_year_wish'),
    ...timestamps(),
  },
  (t) => [
    index('coach_profiles_postcode_idx').on(t.postcode),
    index('coach_profiles_approved_by_idx').on(t.approvedById),
    check('coach_profiles_salutation_ck', sql`"salutation" is null or "salutation" in (1, 2, 3)`),
  ],
);

/** Skills of a coach, rated 1 to 5. `coach_id` is the coach's users.id. */
export const coachSkills = sqliteTable(
  'coach_skills',
  {
    coachId: integer('coach_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    skillId: integer('skill_id')
      .notNull()
      .references(() => skills.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.coachId, t.skillId] }),
    index('coach_skills_skill_idx').on(t.skillId, t.rating),
    check('coach_skills_rating_ck', sql`"rating" between 1 and 5`),
  ],
);

export const coachLanguages = sqliteTable(
  'coach_languages',
  {
    coachId: integer('coach_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.coachId, t.languageId] }), index('coach_languages_language_idx').on(t.languageId)],
);

export const coachSubjects = sqliteTable(
  'coach_subjects',
  {
    coachId: integer('coach_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => subjects.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.coachId, t.subjectId] }), index('coach_subjects_subject_idx').on(t.subjectId)],
);

/**
 * A coach's private calendar feed (iCal) of their placed workshops. The URL carries a random token; only its
 * SHA-256 is stored. Rotating replaces the row; revoking deletes it, and the old URL stops working at once.
 */
export const calendarFeeds = sqliteTable('calendar_feeds', {
  coachId: integer('coach_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: integer('created_at').notNull(),
});
