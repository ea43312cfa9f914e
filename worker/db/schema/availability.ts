import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { timestamps } from './columns';
import { timesOfDay, unavailabilityKinds, type Weekday } from '../../contract/enums';
import { users } from './users';

/**
 * When a coach cannot work. One row per entry; the kind says which column holds the value:
 * - blocked_day: `date` (a single day), or `date` to `to_date` inclusive (a range)
 * - weekday: `weekday` 1 (Monday) .. 7 (Sunday), every week
 * - time_of_day: `time_of_day`, every day, or only on `weekday` when set
 */
export const unavailabilities = sqliteTable(
  'unavailabilities',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    coachId: integer('coach_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: unavailabilityKinds }).notNull(),
    date: text('date'),
    /** Last day of a blocked range; null for a single day. */
    toDate: text('to_date'),
    weekday: integer('weekday').$type<Weekday>(),
    timeOfDay: text('time_of_day', { enum: timesOfDay }),
    note: text('note'),
    ...timestamps(),
  },
  (t) => [
    index('unavailabilities_coach_kind_idx').on(t.coachId, t.kind),
    index('unavailabilities_date_idx').on(t.date),
    check('unavailabilities_range_ck', sql`"to_date" is null or ("date" is not null and "to_date" >= "date")`),
    check('unavailabilities_weekday_ck', sql`"weekday" is null or "weekday" between 1 and 7`),
    check(
      'unavailabilities_kind_ck',
      sql`("kind" = 'blocked_day' and "date" is not null)
        or ("kind" = 'weekday' and "weekday" is not null)
        or ("kind" = 'time_of_day' and "time_of_day" is not null)`,
    ),
  ],
);

/** A coach's holidays, inclusive date range. */
export const holidays = sqliteTable(
  'holidays',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    coachId: integer('coach_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fromDate: text('from_date').notNull(),
    toDate: text('to_date').notNull(),
    note: text('note'),
    ...timestamps(),
  },
  (t) => [
    index('holidays_coach_from_idx').on(t.coachId, t.fromDate),
    index('holidays_range_idx').on(t.fromDate, t.toDate),
    check('holidays_range_ck', sql`"to_date" >= "from_date"`),
  ],
);
