import { sql, type SQL } from 'drizzle-orm';
import type { UiLanguage, WorkshopState } from '../../contract/enums';

/** How many rows an item lists at most (the count covers all of them). */
export const DASHBOARD_LIST_LIMIT = 5;

/** Planned workshops: staff can still place coaches, coaches can still order material. */
export const plannedStates: readonly WorkshopState[] = ['initialized', 'coaches_requested', 'to-realize'];

/** The offered workshop's title of the workshop aliased `w`, in `language`, German when it has none. */
export const titleOf = (language: UiLanguage): SQL => sql`coalesce(
  (SELECT t.title FROM offered_workshop_translations t WHERE t.offered_workshop_id = w.offered_workshop_id AND t.language = ${language}),
  (SELECT t.title FROM offered_workshop_translations t WHERE t.offered_workshop_id = w.offered_workshop_id AND t.language = 'de'),
  '')`;

/** The columns every workshop row of the dashboard has (alias `w`). */
export const workshopColumns = (language: UiLanguage): SQL =>
  sql`w.id, ${titleOf(language)} AS title, w.date, w.start_time, w.end_time, w.institute, w.location`;

export interface WorkshopRow {
  id: number;
  title: string;
  date: string;
  start_time: string;
  end_time: string;
  institute: string;
  location: string;
}

export const workshopOf = (row: WorkshopRow): WorkshopRow => ({
  id: row.id,
  title: row.title,
  date: row.date,
  start_time: row.start_time,
  end_time: row.end_time,
  institute: row.institute,
  location: row.location,
});

/** `IN (...)` of fixed states, inlined (they are constants, not input). */
export const statesIn = (states: readonly string[]) => sql.raw(`(${states.map((s) => `'${s}'`).join(', ')})`);

/** Rows of a list query carry the count of every matching row (`count(*) OVER ()`) in `total`. */
export const totalOf = (rows: { total: number }[]) => rows[0]?.total ?? 0;
