import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { cantons } from '../../contract/enums';

/**
 * The canton of every Swiss postcode (official directory of localities, swisstopo; a postcode shared by several
 * cantons belongs to the canton of most of its localities). Reports group and filter workshops and inquiries by the
 * canton of their postcode through this table, so no write path has to keep a canton column right. Decisions 024 and 028.
 */
export const postcodeCantons = sqliteTable(
  'postcode_cantons',
  {
    postcode: text('postcode').primaryKey(),
    canton: text('canton', { enum: cantons }).notNull(),
  },
  (t) => [index('postcode_cantons_canton_idx').on(t.canton, t.postcode)],
);

/**
 * A counter every successful write request bumps (worker/middleware/data-version.ts): a cached report is fresh
 * while the counter still has the value it was computed at. One row, `name` = 'reports'. Decision 024.
 */
export const dataVersions = sqliteTable('data_versions', {
  name: text('name').primaryKey(),
  version: integer('version').notNull().default(0),
});

/** Computed reports (GET statistics) by filters and language, valid for one data version. Bounded in size. */
export const reportCache = sqliteTable(
  'report_cache',
  {
    key: text('key').primaryKey(),
    dataVersion: integer('data_version').notNull(),
    /** The report's JSON. */
    body: text('body').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('report_cache_created_idx').on(t.createdAt)],
);

/**
 * What a workshop adds to the reach and response (decision 066): held (0/1), held participants and their m/f/n split,
 * class link sent and used, submitted responses, 3-month questionnaire sent and answered. A function: each table gets
 * its own column objects.
 */
const reportCounts = () => ({
  held: integer('held').notNull(),
  participants: integer('participants').notNull(),
  m: integer('m').notNull(),
  f: integer('f').notNull(),
  n: integer('n').notNull(),
  linksSent: integer('links_sent').notNull(),
  linksUsed: integer('links_used').notNull(),
  responses: integer('responses').notNull(),
  tmSent: integer('tm_sent').notNull(),
  tmAnswered: integer('tm_answered').notNull(),
});

/**
 * What each workshop not cancelled adds to the reach and response figures (decision 066): its school year, canton and
 * keys ('' for none) and its counts, kept by triggers (migration 0033) from the workshop, its inquiry, its public
 * evaluations and their responses. Derived: never written by the application.
 */
export const reportWorkshopFacts = sqliteTable('report_workshop_facts', {
  workshopId: integer('workshop_id').primaryKey(),
  schoolYear: integer('school_year').notNull(),
  canton: text('canton').notNull(),
  schoolKey: text('school_key').notNull(),
  offer: text('offer').notNull(),
  lang: text('lang').notNull(),
  grade: text('grade').notNull(),
  sys: text('sys').notNull(),
  ...reportCounts(),
});

/**
 * The facts summed per school year, canton and one key (`dim`: o offered workshop, l language, g grade, s educational
 * system): every workshop counts once in each `dim`. Kept by triggers on `report_workshop_facts`; a cell without
 * workshops is removed. The reach and response of a whole school year, of all cantons or one, read these (decision 066).
 */
export const reportCells = sqliteTable(
  'report_cells',
  {
    schoolYear: integer('school_year').notNull(),
    canton: text('canton').notNull(),
    dim: text('dim', { enum: ['o', 'l', 'g', 's'] }).notNull(),
    key: text('key').notNull(),
    workshops: integer('workshops').notNull(),
    ...reportCounts(),
  },
  (t) => [primaryKey({ columns: [t.schoolYear, t.canton, t.dim, t.key] })],
);

/**
 * The schools (`workshops.school_key`, decision 062) with a held workshop per school year, with their canton, the
 * number of such workshops, the school's first such year and whether it had one the year before. Kept by triggers
 * (migration 0033); a school year without one is removed. The schools reached, returning and lost of a whole school
 * year are counts over these (decision 066).
 */
export const reportSchoolYears = sqliteTable(
  'report_school_years',
  {
    schoolKey: text('school_key').notNull(),
    schoolYear: integer('school_year').notNull(),
    canton: text('canton').notNull(),
    workshops: integer('workshops').notNull(),
    firstYear: integer('first_year').notNull(),
    hasPrevious: integer('has_previous').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolKey, t.schoolYear] }),
    index('report_school_years_year_idx').on(t.schoolYear, t.canton, t.firstYear, t.hasPrevious),
  ],
);
