import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text, uniqueIndex, type AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import { timestamps } from './columns';
import { schoolKeyExpression } from '../school-key';
import { coachRequestStates, workshopLanguages, workshopStates, workshopTypes } from '../../contract/enums';
import { inquiries, inquirySlots } from './inquiries';
import { grades, offeredWorkshops } from './masterdata';
import { users } from './users';

/**
 * Links workshops held as a series (same class, several dates). A state change, coach request or allocation
 * on one workshop of a series applies to every workshop with the same series_id.
 */
export const workshopSeries = sqliteTable(
  'workshop_series',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    inquiryId: integer('inquiry_id').references(() => inquiries.id, { onDelete: 'set null' }),
    notes: text('notes'),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [index('workshop_series_inquiry_idx').on(t.inquiryId), index('workshop_series_created_by_idx').on(t.createdById)],
);

export const workshops = sqliteTable(
  'workshops',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** Set when the workshop was created by validating an inquiry. */
    inquiryId: integer('inquiry_id').references(() => inquiries.id, { onDelete: 'set null' }),
    inquirySlotId: integer('inquiry_slot_id').references(() => inquirySlots.id, { onDelete: 'set null' }),
    /** The subject: which catalogue workshop is held. */
    offeredWorkshopId: integer('offered_workshop_id')
      .notNull()
      .references(() => offeredWorkshops.id, { onDelete: 'restrict' }),
    seriesId: integer('series_id').references(() => workshopSeries.id, { onDelete: 'set null' }),
    duplicatedFromId: integer('duplicated_from_id').references((): AnySQLiteColumn => workshops.id, {
      onDelete: 'set null',
    }),
    type: text('type', { enum: workshopTypes }).notNull().default('single'),
    language: text('language', { enum: workshopLanguages }).notNull().default('de'),
    state: text('state', { enum: workshopStates }).notNull().default('initialized'),

    date: text('date').notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),

    // Where: copied from the inquiry on validation, then edited independently.
    institute: text('institute').notNull(),
    streetAddress: text('street_address'),
    addressAddition: text('address_addition'),
    postcode: text('postcode'),
    location: text('location').notNull(),
    room: text('room'),
    contactFirstname: text('contact_firstname'),
    contactLastname: text('contact_lastname'),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),

    // Audience (for statistics), copied from the inquiry
    gradeId: integer('grade_id').references(() => grades.id, { onDelete: 'set null' }),
    schoolClass: text('school_class'),
    numberParticipants: integer('number_participants'),

    /** How many coaches give the workshop; it is staffed (to-realize) once this many are placed. */
    coachesNeeded: integer('coaches_needed').notNull().default(1),
    priceCentimes: integer('price_centimes').notNull(),
    recommendedPriceCentimes: integer('recommended_price_centimes'),
    notes: text('notes'),
    cancellationReason: text('cancellation_reason'),
    /** Unix seconds of the last state change. */
    stateChangedAt: integer('state_changed_at'),
    /** When the reminder to the allocated coaches went out (cron), to send it once. */
    coachReminderSentAt: integer('coach_reminder_sent_at'),
    /** Staff turned on automatic escalation: an unanswered request is passed on to the next best coach. */
    autoEscalate: integer('auto_escalate', { mode: 'boolean' }).notNull().default(false),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** The workshop's number in the tool it was imported from (decision 055): importing it again updates it. */
    externalId: text('external_id'),
    /**
     * The school (institution and postcode, normalised: decision 062), computed by SQLite from `institute` and
     * `postcode` on every write (a virtual generated column: no write path sets it) and kept in the indexes below.
     */
    schoolKey: text('school_key').generatedAlwaysAs(sql.raw(schoolKeyExpression('"institute"', '"postcode"')), {
      mode: 'virtual',
    }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('workshops_external_id_uq').on(t.externalId),
    index('workshops_state_date_idx').on(t.state, t.date),
    index('workshops_date_idx').on(t.date, t.startTime),
    index('workshops_series_idx').on(t.seriesId, t.date),
    index('workshops_offered_workshop_idx').on(t.offeredWorkshopId, t.date),
    index('workshops_language_idx').on(t.language, t.date),
    index('workshops_inquiry_idx').on(t.inquiryId),
    /** One workshop per inquiry slot: two validations racing cannot both create the workshops. */
    uniqueIndex('workshops_inquiry_slot_uq').on(t.inquirySlotId),
    index('workshops_duplicated_from_idx').on(t.duplicatedFromId),
    index('workshops_grade_idx').on(t.gradeId),
    index('workshops_created_by_idx').on(t.createdById),
    // Covering for the reports (decision 024): every figure scans a period of workshops by date from the index alone.
    index('workshops_report_idx').on(
      t.date,
      t.state,
      t.offeredWorkshopId,
      t.language,
      t.gradeId,
      t.postcode,
      t.numberParticipants,
      t.durationMinutes,
      t.inquiryId,
    ),
    // The reach's schools (decision 062): every held workshop up to the period's end, walked in the order of the school
    // key (grouped without sorting), with the columns of the report's filters but the coach (covering).
    index('workshops_school_idx').on(t.schoolKey, t.date, t.state, t.offeredWorkshopId, t.language, t.gradeId, t.postcode),
    // Covering, in date order, for the workshops still being planned: a coach's open workshops walk it from today
    // and stop after the rows they read (worker/features/coach-offers/offerable.ts).
    index('workshops_planning_idx')
      .on(t.date, t.startTime, t.seriesId, t.language, t.offeredWorkshopId, t.coachesNeeded, t.state)
      .where(sql`state IN ('initialized', 'coaches_requested')`),
    check('workshops_time_ck', sql`"end_time" > "start_time"`),
    check('workshops_duration_ck', sql`"duration_minutes" > 0`),
    check('workshops_price_ck', sql`"price_centimes" >= 0`),
  ],
);

/** Allocation: a coach placed on a workshop. */
export const workshopCoaches = sqliteTable(
  'workshop_coaches',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    workshopId: integer('workshop_id')
      .notNull()
      .references(() => workshops.id, { onDelete: 'cascade' }),
    /** users.id of the coach (coach ids are user ids everywhere). */
    coachId: integer('coach_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    placedAt: integer('placed_at').notNull(),
    placedById: integer('placed_by_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('workshop_coaches_workshop_coach_uq').on(t.workshopId, t.coachId),
    index('workshop_coaches_coach_idx').on(t.coachId),
    index('workshop_coaches_placed_by_idx').on(t.placedById),
  ],
);

/**
 * Asking a coach whether they can give a workshop. One row per (workshop, coach): asking again reopens the
 * row as `new-request`. For a series there is one row per workshop of the series, answered together.
 */
export const coachRequests = sqliteTable(
  'coach_requests',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    workshopId: integer('workshop_id')
      .notNull()
      .references(() => workshops.id, { onDelete: 'cascade' }),
    coachId: integer('coach_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: text('state', { enum: coachRequestStates }).notNull().default('new-request'),
    /** Message from staff to the coach. */
    message: text('message'),
    /** The coach's reply when answering. */
    answerMessage: text('answer_message'),
    requestedById: integer('requested_by_id').references(() => users.id, { onDelete: 'set null' }),
    answeredAt: integer('answered_at'),
    remindedAt: integer('reminded_at'),
    /** When the escalation job passed this unanswered request on (once per request). */
    escalatedAt: integer('escalated_at'),
    /** createdAt is when the coach was asked: asking again reopens the row as a new request and resets it. */
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('coach_requests_workshop_coach_uq').on(t.workshopId, t.coachId),
    index('coach_requests_coach_state_idx').on(t.coachId, t.state),
    index('coach_requests_workshop_state_idx').on(t.workshopId, t.state),
    index('coach_requests_state_created_idx').on(t.state, t.createdAt),
    index('coach_requests_requested_by_idx').on(t.requestedById),
  ],
);
