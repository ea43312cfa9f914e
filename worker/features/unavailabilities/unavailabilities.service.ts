import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { SQLiteUpdateSetSource } from 'drizzle-orm/sqlite-core';
import { holidays, unavailabilities, users } from '../../db/schema';
import { validationKeys as v } from '../../contract/lib/codes';
import { todayInZurich } from '../../contract/lib/dates';
import type { Database } from '../../lib/env';
import { AppError, forbidden, notFound, type FieldIssue } from '../../lib/errors';
import { nowSeconds } from '../../lib/tokens';
import type { SessionUser } from '../../lib/session-user';
import type {
  CoachUnavailabilities,
  Holiday,
  HolidayBody,
  PlacementConflict,
  Unavailability,
  UnavailabilityBody,
} from '../../contract/unavailabilities/unavailabilities.schemas';
import { blocksSlot, type BlockingEntry } from './unavailabilities.blocking';

type UnavailabilityRow = typeof unavailabilities.$inferSelect;
type HolidayRow = typeof holidays.$inferSelect;

function toUnavailability(row: UnavailabilityRow): Unavailability {
  const { id, note } = row;
  switch (row.kind) {
    case 'blocked_day':
      return { id, kind: row.kind, date: row.date!, to_date: row.toDate, note };
    case 'weekday':
      return { id, kind: row.kind, weekday: row.weekday!, note };
    case 'time_of_day':
      return { id, kind: row.kind, time_of_day: row.timeOfDay!, weekday: row.weekday, note };
  }
}

const toHoliday = (row: HolidayRow): Holiday => ({ id: row.id, from_date: row.fromDate, to_date: row.toDate, note: row.note });

/** The columns of an entry; the ones its kind does not use are cleared (an edit may change the kind). */
function unavailabilityColumns(body: UnavailabilityBody) {
  const cleared = { date: null, toDate: null, weekday: null, timeOfDay: null, note: body.note || null };
  switch (body.kind) {
    case 'blocked_day': {
      const toDate = body.to_date && body.to_date !== body.date ? body.to_date : null;
      return { ...cleared, kind: body.kind, date: body.date, toDate };
    }
    case 'weekday':
      return { ...cleared, kind: body.kind, weekday: body.weekday };
    case 'time_of_day':
      return { ...cleared, kind: body.kind, timeOfDay: body.time_of_day, weekday: body.weekday ?? null };
  }
}

/** Coaches see their own entries; admin, associate and finance any coach's. */
async function assertMayRead(db: Database, viewer: SessionUser, coachId: number) {
  if (viewer.role === 'coach' && viewer.id !== coachId) throw forbidden();
  const [coach] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, coachId), eq(users.role, 'coach')))
    .limit(1);
  if (!coach) throw notFound('Coach');
}

/** Only the coach changes their own entries. */
function assertOwn(actor: SessionUser, coachId: number) {
  if (actor.role !== 'coach' || actor.id !== coachId) throw forbidden();
}

/** New or changed dates must not lie before today (Zurich); an unchanged past date may stay. */
function assertNotPast(dates: Record<string, string | null>, stored: Record<string, string | null> = {}) {
  const today = todayInZurich();
  const issues: FieldIssue[] = Object.entries(dates)
    .filter(([path, date]) => date !== null && date !== stored[path] && date < today)
    .map(([path]) => ({ path, code: 'custom', message: v.dateInPast }));
  if (issues.length > 0) throw new AppError(422, 'validation_failed', 'The request did not validate', issues);
}

/** The same weekday, or the same time of day on the same weekday (or every day), is kept once. */
async function assertNoTwin(db: Database, coachId: number, body: UnavailabilityBody, exceptId?: number) {
  if (body.kind === 'blocked_day') return;
  const same =
    body.kind === 'weekday'
      ? eq(unavailabilities.weekday, body.weekday)
      : and(
          eq(unavailabilities.timeOfDay, body.time_of_day),
          body.weekday ? eq(unavailabilities.weekday, body.weekday) : isNull(unavailabilities.weekday),
        );
  const [twin] = await db
    .select({ id: unavailabilities.id })
    .from(unavailabilities)
    .where(
      and(
        eq(unavailabilities.coachId, coachId),
        eq(unavailabilities.kind, body.kind),
        same,
        exceptId === undefined ? undefined : ne(unavailabilities.id, exceptId),
      ),
    )
    .limit(1);
  if (twin) throw new AppError(409, 'conflict', 'This recurring unavailability exists already');
}

const timeOfDayOrder = sql`CASE ${unavailabilities.timeOfDay} WHEN 'before_noon' THEN 1 WHEN 'afternoon' THEN 2 ELSE 3 END`;

/** `GET coaches/{id}/unavailabilities`: every entry and holiday of the coach, in date and weekday order. */
export async function coachUnavailabilities(db: Database, viewer: SessionUser, coachId: number): Promise<CoachUnavailabilities> {
  await assertMayRead(db, viewer, coachId);
  const [entries, holidayRows] = await db.batch([
    db
      .select()
      .from(unavailabilities)
      .where(eq(unavailabilities.coachId, coachId))
      .orderBy(asc(unavailabilities.date), asc(unavailabilities.weekday), timeOfDayOrder, asc(unavailabilities.id)),
    db.select().from(holidays).where(eq(holidays.coachId, coachId)).orderBy(asc(holidays.fromDate), asc(holidays.id)),
  ]);
  return { unavailabilities: entries.map(toUnavailability), holidays: holidayRows.map(toHoliday) };
}

type EntryTable = typeof unavailabilities | typeof holidays;

/** What differs between a coach's own unavailabilities and holidays when they are saved. */
interface OwnEntryKind<Table extends EntryTable, Body, Entry> {
  table: Table;
  /** Named in the 404 answer. */
  name: string;
  columns: (body: Body) => Omit<Table['$inferInsert'], 'coachId'>;
  toEntry: (row: Table['$inferSelect']) => Entry;
  /** The dates of a body, and of the stored row, that may not lie before today: by field. */
  dates: (body: Body) => Record<string, string | null>;
  storedDates: (row: Table['$inferSelect']) => Record<string, string | null>;
  /** Refuses a body that repeats another entry of the coach (`exceptId`: the entry being changed). */
  assertUnique?: (db: Database, coachId: number, body: Body, exceptId?: number) => Promise<void>;
}

/** Create, change and delete for the coach's own entries of one kind; only the coach changes them. */
function ownEntries<Table extends EntryTable, Body, Entry>(kind: OwnEntryKind<Table, Body, Entry>) {
  const { table } = kind;
  const own = (coachId: number, id: number) => and(eq(table.id, id), eq(table.coachId, coachId));
  return {
    async create(db: Database, actor: SessionUser, coachId: number, body: Body): Promise<Entry> {
      assertOwn(actor, coachId);
      assertNotPast(kind.dates(body));
      await kind.assertUnique?.(db, coachId, body);
      const [row] = await db
        .insert(table)
        .values({ coachId, ...kind.columns(body) } as Table['$inferInsert'])
        .returning();
      return kind.toEntry(row!);
    },

    /** `PUT coaches/{userId}/…/{id}`: replaces the entry. */
    async update(db: Database, actor: SessionUser, coachId: number, id: number, body: Body): Promise<Entry> {
      assertOwn(actor, coachId);
      const [stored] = await db.select().from(table).where(own(coachId, id)).limit(1);
      if (!stored) throw notFound(kind.name);
      assertNotPast(kind.dates(body), kind.storedDates(stored as Table['$inferSelect']));
      await kind.assertUnique?.(db, coachId, body, id);
      const [row] = await db
        .update(table)
        .set({ ...kind.columns(body), updatedAt: nowSeconds() } as SQLiteUpdateSetSource<Table>)
        .where(own(coachId, id))
        .returning();
      return kind.toEntry(row!);
    },

    async remove(db: Database, actor: SessionUser, coachId: number, id: number): Promise<void> {
      assertOwn(actor, coachId);
      const deleted = await db.delete(table).where(own(coachId, id)).returning({ id: table.id });
      if (deleted.length === 0) throw notFound(kind.name);
    },
  };
}

export const unavailabilityEntries = ownEntries({
  table: unavailabilities,
  name: 'Unavailability',
  columns: unavailabilityColumns,
  toEntry: toUnavailability,
  dates: (body: UnavailabilityBody): Record<string, string | null> =>
    body.kind === 'blocked_day' ? { date: body.date, to_date: body.to_date || null } : {},
  storedDates: (row) => ({ date: row.date, to_date: row.toDate }),
  assertUnique: assertNoTwin,
});

export const holidayEntries = ownEntries({
  table: holidays,
  name: 'Holiday',
  columns: (body: HolidayBody) => ({ fromDate: body.from_date, toDate: body.to_date, note: body.note || null }),
  toEntry: toHoliday,
  dates: (body: HolidayBody) => ({ from_date: body.from_date, to_date: body.to_date }),
  storedDates: (row) => ({ from_date: row.fromDate, to_date: row.toDate }),
});

/** A new or changed entry as the matcher sees it. */
function proposedEntry(coachId: number, request: EntryCheck): BlockingEntry {
  const none = { coachId, from: null, to: null, weekday: null, timeOfDay: null };
  if (request.target === 'holiday') {
    return { ...none, kind: 'holiday', from: request.body.from_date, to: request.body.to_date };
  }
  const body = request.body;
  switch (body.kind) {
    case 'blocked_day':
      return { ...none, kind: body.kind, from: body.date, to: body.to_date || null };
    case 'weekday':
      return { ...none, kind: body.kind, weekday: body.weekday };
    case 'time_of_day':
      return { ...none, kind: body.kind, timeOfDay: body.time_of_day, weekday: body.weekday ?? null };
  }
}

export type EntryCheck = { target: 'holiday'; body: HolidayBody } | { target: 'unavailability'; body: UnavailabilityBody };

/**
 * `POST coaches/{id}/unavailabilities/conflicts` and `…/holidays/conflicts`: the workshops from today on, not done
 * or cancelled, on which the coach is placed and which the entry would block. Saves nothing: the SPA asks before
 * saving and warns the coach.
 */
export async function placementConflicts(
  db: Database,
  actor: SessionUser,
  coachId: number,
  request: EntryCheck,
): Promise<PlacementConflict[]> {
  assertOwn(actor, coachId);
  const entry = proposedEntry(coachId, request);
  const placed = await db.all<PlacementConflict>(sql`
    SELECT w.id AS workshop_id, w.date, w.start_time, w.end_time, coalesce(t.title, tde.title, '') AS title,
           w.institute, w.location
    FROM workshop_coaches wc JOIN workshops w ON w.id = wc.workshop_id
    LEFT JOIN offered_workshop_translations t ON t.offered_workshop_id = w.offered_workshop_id AND t.language = ${actor.language}
    LEFT JOIN offered_workshop_translations tde ON tde.offered_workshop_id = w.offered_workshop_id AND tde.language = 'de'
    WHERE wc.coach_id = ${coachId} AND w.date >= ${todayInZurich()}
      AND w.state IN ('initialized', 'coaches_requested', 'to-realize')
    ORDER BY w.date, w.start_time, w.id`);
  return placed.filter((w) => blocksSlot(entry, { date: w.date, startTime: w.start_time, endTime: w.end_time }));
}
