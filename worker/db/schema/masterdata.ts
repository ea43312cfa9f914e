import { sql } from 'drizzle-orm';
import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, timestamps } from './columns';
import { uiLanguages, vatStatuses, workshopLanguages, workshopTypes } from '../../contract/enums';

/*
 * Master data. Every translatable thing has one `<thing>_translations` table:
 * (id, <thing>_id, language, name | title/description), unique per (<thing>_id, language), one row per UI language.
 * The API reads `{ id, name }` in the user's language with a fallback to German:
 *   coalesce(t_user.name, t_de.name)  (two LEFT JOINs on the translations table).
 * The parent rows carry only language-neutral data (position, active, codes, prices).
 */

/** Topics a coach can teach (coach_subjects); an offered workshop may point to its subject. */
export const subjects = sqliteTable('subjects', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  position: integer('position').notNull().default(0),
  active: integer('active', { mode: 'boolean' }).notNull().default(true),
  ...timestamps(),
});

export const subjectTranslations = sqliteTable(
  'subject_translations',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => subjects.id, { onDelete: 'cascade' }),
    language: text('language', { enum: uiLanguages }).notNull(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('subject_translations_subject_language_uq').on(t.subjectId, t.language)],
);

/** Coach skills (rated 1 to 5 per coach in coach_skills). */
export const skills = sqliteTable('skills', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  position: integer('position').notNull().default(0),
  active: integer('active', { mode: 'boolean' }).notNull().default(true),
  ...timestamps(),
});

export const skillTranslations = sqliteTable(
  'skill_translations',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    skillId: integer('skill_id')
      .notNull()
      .references(() => skills.id, { onDelete: 'cascade' }),
    language: text('language', { enum: uiLanguages }).notNull(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('skill_translations_skill_language_uq').on(t.skillId, t.language)],
);

/** Languages a coach speaks (coach_languages); a wider list than the UI or workshop languages. */
export const languages = sqliteTable('languages', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  /** ISO 639-1 code, e.g. `de`, `sq`, `ti`. */
  code: text('code').notNull().unique(),
  position: integer('position').notNull().default(0),
  active: integer('active', { mode: 'boolean' }).notNull().default(true),
  ...timestamps(),
});

export const languageTranslations = sqliteTable(
  'language_translations',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id, { onDelete: 'cascade' }),
    /** The language of the name (UI language), not the language described. */
    language: text('language', { enum: uiLanguages }).notNull(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('language_translations_language_uq').on(t.languageId, t.language)],
);

/** School grades / levels (Zyklus 1, Sek II, Berufsschule…). */
export const grades = sqliteTable('grades', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  position: integer('position').notNull().default(0),
  active: integer('active', { mode: 'boolean' }).notNull().default(true),
  ...timestamps(),
});

export const gradeTranslations = sqliteTable(
  'grade_translations',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    gradeId: integer('grade_id')
      .notNull()
      .references(() => grades.id, { onDelete: 'cascade' }),
    language: text('language', { enum: uiLanguages }).notNull(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('grade_translations_grade_language_uq').on(t.gradeId, t.language)],
);

/** Infrastructure an inquirer can tick in the form (Beamer, Whiteboard…). */
export const infrastructureOptions = sqliteTable('infrastructure_options', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  position: integer('position').notNull().default(0),
  active: integer('active', { mode: 'boolean' }).notNull().default(true),
  ...timestamps(),
});

export const infrastructureOptionTranslations = sqliteTable(
  'infrastructure_option_translations',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    infrastructureOptionId: integer('infrastructure_option_id')
      .notNull()
      .references(() => infrastructureOptions.id, { onDelete: 'cascade' }),
    language: text('language', { enum: uiLanguages }).notNull(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('infrastructure_option_translations_option_language_uq').on(t.infrastructureOptionId, t.language)],
);

/** Educational systems an inquirer can pick (Volksschule, Gymnasium, Berufsbildung…). */
export const educationalSystems = sqliteTable('educational_systems', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  position: integer('position').notNull().default(0),
  active: integer('active', { mode: 'boolean' }).notNull().default(true),
  ...timestamps(),
});

export const educationalSystemTranslations = sqliteTable(
  'educational_system_translations',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    educationalSystemId: integer('educational_system_id')
      .notNull()
      .references(() => educationalSystems.id, { onDelete: 'cascade' }),
    language: text('language', { enum: uiLanguages }).notNull(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('educational_system_translations_system_language_uq').on(t.educationalSystemId, t.language)],
);

/** The workshop catalogue shown in the public inquiry form. */
export const offeredWorkshops = sqliteTable(
  'offered_workshops',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** Short stable code, e.g. `KR`. */
    code: text('code').notNull().unique(),
    subjectId: integer('subject_id').references(() => subjects.id, { onDelete: 'set null' }),
    /** Single workshop or a series of dates with the same class. */
    type: text('type', { enum: workshopTypes }).notNull().default('single'),
    durationMinutes: integer('duration_minutes').notNull(),
    priceCentimes: integer('price_centimes').notNull(),
    recommendedPriceCentimes: integer('recommended_price_centimes'),
    /** The fee of one placed coach for one workshop (date) of this offer; coach fees are created from it. */
    coachFeeCentimes: integer('coach_fee_centimes').notNull().default(0),
    /** VAT rate in basis points (810 = 8.1 %) the price includes; used only while the organisation is VAT-registered. */
    vatRateBasisPoints: integer('vat_rate_basis_points').notNull().default(810),
    /** Its invoices' revenue account in the booking journal (decision 061); null: the general revenue account. */
    revenueAccount: text('revenue_account'),
    active: integer('active', { mode: 'boolean' }).notNull().default(true),
    position: integer('position').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    index('offered_workshops_active_position_idx').on(t.active, t.position),
    index('offered_workshops_subject_idx').on(t.subjectId),
    check('offered_workshops_duration_ck', sql`"duration_minutes" > 0`),
    check('offered_workshops_price_ck', sql`"price_centimes" >= 0`),
  ],
);

export const offeredWorkshopTranslations = sqliteTable(
  'offered_workshop_translations',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    offeredWorkshopId: integer('offered_workshop_id')
      .notNull()
      .references(() => offeredWorkshops.id, { onDelete: 'cascade' }),
    language: text('language', { enum: uiLanguages }).notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
  },
  (t) => [uniqueIndex('offered_workshop_translations_workshop_language_uq').on(t.offeredWorkshopId, t.language)],
);

/** Languages in which an offered workshop can be held. */
export const offeredWorkshopLanguages = sqliteTable(
  'offered_workshop_languages',
  {
    offeredWorkshopId: integer('offered_workshop_id')
      .notNull()
      .references(() => offeredWorkshops.id, { onDelete: 'cascade' }),
    language: text('language', { enum: workshopLanguages }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.offeredWorkshopId, t.language] }),
    index('offered_workshop_languages_language_idx').on(t.language),
  ],
);

/** Documents attached to an offered workshop (R2 objects). */
export const offeredWorkshopFiles = sqliteTable(
  'offered_workshop_files',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    offeredWorkshopId: integer('offered_workshop_id')
      .notNull()
      .references(() => offeredWorkshops.id, { onDelete: 'cascade' }),
    fileKey: text('file_key').notNull().unique(),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** Null when the file is for every language. */
    language: text('language', { enum: workshopLanguages }),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('offered_workshop_files_workshop_idx').on(t.offeredWorkshopId, t.position)],
);

/** General terms and conditions, one document per language and version; the newest valid one applies. */
export const generalTerms = sqliteTable(
  'general_terms',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    language: text('language', { enum: uiLanguages }).notNull(),
    version: text('version').notNull(),
    /** Either a PDF in R2 or inline text (or both). */
    fileKey: text('file_key'),
    text: text('text'),
    validFrom: text('valid_from').notNull(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('general_terms_language_version_uq').on(t.language, t.version),
    index('general_terms_language_valid_from_idx').on(t.language, t.validFrom),
  ],
);

/**
 * The organisation's own details (one row, id 1): the public header and footer, and the creditor of invoices.
 * Editable by admins in master data; the migration creates the row with example data.
 */
export const organisation = sqliteTable(
  'organisation',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    street: text('street').notNull(),
    postcode: text('postcode').notNull(),
    city: text('city').notNull(),
    country: text('country').notNull().default('CH'),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    websiteUrl: text('website_url'),
    instagramUrl: text('instagram_url'),
    facebookUrl: text('facebook_url'),
    linkedinUrl: text('linkedin_url'),
    /** Account of the invoices' Swiss QR-bill: an IBAN, or a QR-IBAN (then invoices carry a QR reference). */
    iban: text('iban'),
    qrIban: text('qr_iban'),
    /** Once set, removing or entering these needs a recent password confirmation (worker/features/auth/reauthentication.ts). */
    ibanEverSet: integer('iban_ever_set', { mode: 'boolean' }).notNull().default(false),
    qrIbanEverSet: integer('qr_iban_ever_set', { mode: 'boolean' }).notNull().default(false),
    /** Creditor on the QR-bill; the organisation's address when these are empty. */
    creditorName: text('creditor_name'),
    creditorStreet: text('creditor_street'),
    creditorPostcode: text('creditor_postcode'),
    creditorCity: text('creditor_city'),
    /** Days from an invoice's date to its due date. */
    paymentTermDays: integer('payment_term_days').notNull().default(30),
    /** Staff in the roles admin and finance must sign in with a second factor (TOTP). */
    twoFactorRequired: integer('two_factor_required', { mode: 'boolean' }).notNull().default(false),
    /** Months after a coach's last engagement when the permit scans and the contract are deleted automatically. */
    documentRetentionMonths: integer('document_retention_months').notNull().default(24),
    /** Minutes a coach needs between two workshops (travel); the staffing plan never proposes less. */
    travelGapMinutes: integer('travel_gap_minutes').notNull().default(30),
    /** Days a coach request stays unanswered before the coach is reminded. */
    requestReminderDays: integer('request_reminder_days').notNull().default(3),
    /** Further days after the reminder before an auto-escalating workshop asks the next best coach. */
    escalationDays: integer('escalation_days').notNull().default(3),
    /** What invoices say about VAT (decision 058); the UID only while registered, stored as `CHE-123.456.789`. */
    vatStatus: text('vat_status', { enum: vatStatuses }).notNull().default('not-registered'),
    vatUid: text('vat_uid'),
    /**
     * Reminder levels (decision 060), in order: level 1 is due `days` after the invoice's due date, each further
     * level `days` after the previous reminder was sent; `fee_centimes` is added to what the school owes.
     */
    reminderLevels: text('reminder_levels', { mode: 'json' })
      .$type<{ days: number; fee_centimes: number }[]>()
      .notNull()
      .default(sql`'[{"days":10,"fee_centimes":0},{"days":20,"fee_centimes":2000}]'`),
    /** Days a reminder gives the school to pay. */
    reminderTermDays: integer('reminder_term_days').notNull().default(10),
    ...timestamps(),
  },
  () => [check('organisation_single_row_ck', sql`"id" = 1`)],
);
