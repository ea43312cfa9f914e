import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { timestamps } from './columns';
import { cantons, coachOfferStates, escalationOutcomes } from '../../contract/enums';
import { users } from './users';
import { workshops } from './workshops';

/**
 * A coach offering to give an unstaffed workshop (for a series: its first workshop). Staff accept it (the coach is
 * placed) or decline it; the coach may withdraw it while open. One row per (workshop, coach); offering again reopens it.
 */
export const coachOffers = sqliteTable(
  'coach_offers',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    workshopId: integer('workshop_id')
      .notNull()
      .references(() => workshops.id, { onDelete: 'cascade' }),
    coachId: integer('coach_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: text('state', { enum: coachOfferStates }).notNull().default('open'),
    note: text('note'),
    decidedById: integer('decided_by_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: integer('decided_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('coach_offers_workshop_coach_uq').on(t.workshopId, t.coachId),
    index('coach_offers_coach_state_idx').on(t.coachId, t.state),
    index('coach_offers_state_idx').on(t.state, t.workshopId),
    index('coach_offers_decided_by_idx').on(t.decidedById),
  ],
);

/**
 * An automatic escalation: the request of `from_coach_id` stayed unanswered, so the job asked `asked_coach_id`
 * (or found nobody). Listed on the dashboard; staff were told by mail.
 */
export const staffingEscalations = sqliteTable(
  'staffing_escalations',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    workshopId: integer('workshop_id')
      .notNull()
      .references(() => workshops.id, { onDelete: 'cascade' }),
    fromCoachId: integer('from_coach_id').references(() => users.id, { onDelete: 'set null' }),
    askedCoachId: integer('asked_coach_id').references(() => users.id, { onDelete: 'set null' }),
    outcome: text('outcome', { enum: escalationOutcomes }).notNull(),
    createdAt: integer('created_at')
      .notNull()
      .default(sql`(unixepoch())`),
  },
  (t) => [
    index('staffing_escalations_created_idx').on(t.createdAt),
    index('staffing_escalations_workshop_idx').on(t.workshopId),
    index('staffing_escalations_from_idx').on(t.fromCoachId),
    index('staffing_escalations_asked_idx').on(t.askedCoachId),
  ],
);

/**
 * A coach's external calendar (ICS URL, encrypted at rest: private feed URLs are secrets). The hourly job imports
 * its busy times into `imported_busy_times`; the last error stays here to be shown on the profile.
 */
export const calendarImports = sqliteTable('calendar_imports', {
  coachId: integer('coach_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  url: text('url').notNull(),
  lastSyncedAt: integer('last_synced_at'),
  /** Stable code of the last failure (e.g. `unreachable`, `not_a_calendar`); null after a successful import. */
  lastError: text('last_error'),
  lastErrorAt: integer('last_error_at'),
  busyCount: integer('busy_count').notNull().default(0),
  ...timestamps(),
});

/** A busy time imported from a coach's calendar, per Zurich day; no times = the whole day. Replaced on each import. */
export const importedBusyTimes = sqliteTable(
  'imported_busy_times',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    coachId: integer('coach_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: text('date').notNull(),
    startTime: text('start_time'),
    endTime: text('end_time'),
  },
  (t) => [
    index('imported_busy_times_coach_date_idx').on(t.coachId, t.date),
    index('imported_busy_times_date_idx').on(t.date),
    check('imported_busy_times_times_ck', sql`("start_time" is null) = ("end_time" is null)`),
  ],
);

/** Cantonal school holidays, imported per canton and school year (`2026/27`); an import replaces that pair's rows. */
export const schoolHolidays = sqliteTable(
  'school_holidays',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    canton: text('canton', { enum: cantons }).notNull(),
    schoolYear: text('school_year').notNull(),
    name: text('name').notNull(),
    fromDate: text('from_date').notNull(),
    toDate: text('to_date').notNull(),
    ...timestamps(),
  },
  (t) => [
    index('school_holidays_canton_year_idx').on(t.canton, t.schoolYear),
    index('school_holidays_canton_from_idx').on(t.canton, t.fromDate),
    check('school_holidays_range_ck', sql`"to_date" >= "from_date"`),
  ],
);
