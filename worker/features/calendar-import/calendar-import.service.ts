import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import { guardedFetch } from '../../lib/guarded-fetch';
import { calendarImports, importedBusyTimes, users } from '../../db/schema';
import { addDays, isValidIsoDate, todayInZurich } from '../../contract/lib/dates';
import type { Database, Env } from '../../lib/env';
import { notFound } from '../../lib/errors';
import { decryptField, encryptField } from '../../lib/field-crypto';
import { insertSelect } from '../../lib/insert-select';
import type { SessionUser } from '../../lib/session-user';
import { nowSeconds } from '../../lib/tokens';
import type {
  CalendarImportBody,
  CalendarImportStatus,
  ImportErrorCode,
} from '../../contract/calendar-import/calendar-import.schemas';
import { busyTimesFromIcs, type BusyTime, type ImportWindow } from './ics-busy';
import { errorFields, log } from '../../lib/log';

export const URL_COLUMN = 'calendar_imports.url';

export const CALENDAR_IMPORT = {
  /** The whole fetch, body included. The job allows more than the coach's save, who waits for the answer. */
  jobTimeoutMs: 15_000,
  linkTimeoutMs: 8_000,
  maxBytes: 2 * 1024 * 1024,
  /** Coaches per hourly run, least recently tried first; fetched a few at a time. */
  coachesPerRun: 20,
  parallel: 4,
  /** A calendar tried less than this long ago waits for the next run (a second run in the same hour does nothing). */
  retryAfterSeconds: 50 * 60,
  /** Busy times listed in the status answer. */
  listed: 200,
};

export type Fetcher = typeof fetch;

class ImportFailure extends Error {
  constructor(readonly code: ImportErrorCode) {
    super(code);
  }
}

/** Today (Zurich) until the same day a year later (29 February: 1 March). */
export function importWindow(now: Date): ImportWindow {
  const from = todayInZurich(now);
  const sameDay = `${Number(from.slice(0, 4)) + 1}${from.slice(4)}`;
  return { from, to: isValidIsoDate(sameDay) ? sameDay : addDays(sameDay.replace(/-29$/, '-28'), 1) };
}

async function readLimited(response: Response, maxBytes: number): Promise<string> {
  if (Number(response.headers.get('content-length') ?? 0) > maxBytes) throw new ImportFailure('too_large');
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new ImportFailure('too_large');
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

/** The feed's text, or an ImportFailure with the reason. */
async function fetchFeed(url: string, fetcher: Fetcher, timeoutMs: number): Promise<string> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    let response: Response;
    try {
      // Redirects by hand, each target checked: a feed may not lead the server to an internal address.
      response = await guardedFetch(url, { headers: { accept: 'text/calendar, */*;q=0.5' }, signal: controller.signal }, fetcher);
    } catch {
      throw new ImportFailure(controller.signal.aborted ? 'timeout' : 'unreachable');
    }
    if (!response.ok) throw new ImportFailure('http_error');
    const text = await readLimited(response, CALENDAR_IMPORT.maxBytes).catch((error: unknown) => {
      if (error instanceof ImportFailure) throw error;
      throw new ImportFailure(controller.signal.aborted ? 'timeout' : 'unreachable');
    });
    const contentType = response.headers.get('content-type') ?? '';
    if (!/^text\/calendar\b/i.test(contentType) && !/^\s*BEGIN:VCALENDAR/i.test(text.replace(/^\uFEFF/, ''))) {
      throw new ImportFailure('not_a_calendar');
    }
    return text;
  } finally {
    clearTimeout(timer);
  }
}

function parseFeed(text: string, window: ImportWindow): BusyTime[] {
  try {
    return busyTimesFromIcs(text, window);
  } catch {
    throw new ImportFailure('not_a_calendar');
  }
}

/** The stored link is still `storedUrl` (not unlinked or replaced while the feed was fetched). */
const stillLinked = (coachId: number, storedUrl: string) =>
  sql`EXISTS (SELECT 1 FROM calendar_imports ci WHERE ci.coach_id = ${coachId} AND ci.url = ${storedUrl})`;

/** Rows per statement: one JSON parameter each, kept well below D1's statement size. */
const ROWS_PER_STATEMENT = 500;

/** Replaces the coach's busy times and records the success, in one batch, only if the link did not change meanwhile. */
async function storeBusyTimes(db: Database, coachId: number, storedUrl: string, busy: BusyTime[], now: number) {
  const inserts = [];
  for (let i = 0; i < busy.length; i += ROWS_PER_STATEMENT) {
    const rows = busy.slice(i, i + ROWS_PER_STATEMENT).map((b) => [b.date, b.startTime, b.endTime]);
    inserts.push(
      insertSelect(
        db,
        importedBusyTimes,
        {
          coachId: sql`${coachId}`,
          date: sql`json_extract(value, '$[0]')`,
          startTime: sql`json_extract(value, '$[1]')`,
          endTime: sql`json_extract(value, '$[2]')`,
        },
        sql`FROM json_each(${JSON.stringify(rows)}) WHERE ${stillLinked(coachId, storedUrl)}`,
      ),
    );
  }
  await db.batch([
    db.delete(importedBusyTimes).where(and(eq(importedBusyTimes.coachId, coachId), stillLinked(coachId, storedUrl))),
    ...inserts,
    db
      .update(calendarImports)
      .set({ lastSyncedAt: now, lastError: null, lastErrorAt: null, busyCount: busy.length, updatedAt: now })
      .where(and(eq(calendarImports.coachId, coachId), eq(calendarImports.url, storedUrl))),
  ]);
}

/** Keeps the busy times of the last good import: a calendar that is down for an hour still blocks. */
async function storeFailure(db: Database, coachId: number, storedUrl: string, code: ImportErrorCode, now: number) {
  await db
    .update(calendarImports)
    .set({ lastError: code, lastErrorAt: now, updatedAt: now })
    .where(and(eq(calendarImports.coachId, coachId), eq(calendarImports.url, storedUrl)));
}

interface ImportOptions {
  now?: number;
  fetcher?: Fetcher;
  timeoutMs?: number;
}

/** Fetches and imports one coach's calendar; records the busy times or the error. Returns whether it worked. */
export async function importCalendar(
  db: Database,
  env: Env,
  coachId: number,
  { now = nowSeconds(), fetcher = fetch, timeoutMs = CALENDAR_IMPORT.jobTimeoutMs }: ImportOptions = {},
): Promise<boolean> {
  const [link] = await db.select().from(calendarImports).where(eq(calendarImports.coachId, coachId)).limit(1);
  if (!link) return false;
  try {
    const url = await decryptField(env, link.url, URL_COLUMN);
    const text = await fetchFeed(url, fetcher, timeoutMs);
    const busy = parseFeed(text, importWindow(new Date(now * 1000)));
    await storeBusyTimes(db, coachId, link.url, busy, now);
    return true;
  } catch (error) {
    if (!(error instanceof ImportFailure)) throw error;
    await storeFailure(db, coachId, link.url, error.code, now);
    return false;
  }
}

/** `https://host/…`: enough for the coach to recognise the calendar; the path often holds a secret token. */
function maskUrl(url: string): string {
  try {
    const { protocol, host } = new URL(url);
    return `${protocol}//${host}/…`;
  } catch {
    return '…';
  }
}

async function statusOf(db: Database, env: Env, coachId: number): Promise<CalendarImportStatus> {
  const [[link], busy] = await db.batch([
    db.select().from(calendarImports).where(eq(calendarImports.coachId, coachId)).limit(1),
    db
      .select({ date: importedBusyTimes.date, start_time: importedBusyTimes.startTime, end_time: importedBusyTimes.endTime })
      .from(importedBusyTimes)
      .where(and(eq(importedBusyTimes.coachId, coachId), gte(importedBusyTimes.date, todayInZurich())))
      .orderBy(asc(importedBusyTimes.date), asc(importedBusyTimes.startTime))
      .limit(CALENDAR_IMPORT.listed),
  ]);
  if (!link) {
    return {
      linked: false,
      url_masked: null,
      last_synced_at: null,
      busy_count: 0,
      last_error: null,
      last_error_at: null,
      busy_times: [],
    };
  }
  return {
    linked: true,
    url_masked: maskUrl(await decryptField(env, link.url, URL_COLUMN)),
    last_synced_at: link.lastSyncedAt,
    busy_count: link.busyCount,
    last_error: link.lastError as ImportErrorCode | null,
    last_error_at: link.lastErrorAt,
    busy_times: busy,
  };
}

/** `GET profiles/calendar-import`: the coach's own link and its last import. */
export const ownStatus = (db: Database, env: Env, coach: SessionUser) => statusOf(db, env, coach.id);

/** `GET coaches/{id}/calendar-import`: staff read a coach's link status (never the address). */
export async function coachStatus(db: Database, env: Env, coachId: number): Promise<CalendarImportStatus> {
  const [coach] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, coachId), eq(users.role, 'coach')))
    .limit(1);
  if (!coach) throw notFound('Coach');
  return statusOf(db, env, coachId);
}

/**
 * `PUT profiles/calendar-import`: links (or replaces) the coach's calendar and imports it right away with a short
 * timeout. A link that fails is kept with its error, so the coach sees why; a new address drops the busy times of
 * the old one.
 */
export async function linkCalendar(
  db: Database,
  env: Env,
  coach: SessionUser,
  body: CalendarImportBody,
  fetcher: Fetcher = fetch,
): Promise<CalendarImportStatus> {
  const now = nowSeconds();
  const url = await encryptField(env, body.url, URL_COLUMN);
  const fresh = { url, lastSyncedAt: null, lastError: null, lastErrorAt: null, busyCount: 0, updatedAt: now };
  await db.batch([
    db.delete(importedBusyTimes).where(eq(importedBusyTimes.coachId, coach.id)),
    db
      .insert(calendarImports)
      .values({ coachId: coach.id, ...fresh })
      .onConflictDoUpdate({ target: calendarImports.coachId, set: fresh }),
  ]);
  await importCalendar(db, env, coach.id, { now, fetcher, timeoutMs: CALENDAR_IMPORT.linkTimeoutMs });
  return statusOf(db, env, coach.id);
}

/** `DELETE profiles/calendar-import`: unlinks and forgets the imported busy times (also when nothing is linked). */
export async function unlinkCalendar(db: Database, coach: SessionUser): Promise<void> {
  await db.batch([
    db.delete(importedBusyTimes).where(eq(importedBusyTimes.coachId, coach.id)),
    db.delete(calendarImports).where(eq(calendarImports.coachId, coach.id)),
  ]);
}

/**
 * Job `calendar-imports` (hourly): the least recently tried calendars of coaches who can still be staffed, a few
 * at a time. A calendar tried within the last 50 minutes waits, so a second run in the same hour imports nothing.
 */
export async function runCalendarImports(
  db: Database,
  env: Env,
  now: number,
  fetcher: Fetcher = fetch,
): Promise<{ imported: number; failed: number }> {
  const lastTried = sql<number>`max(coalesce(${calendarImports.lastSyncedAt}, 0), coalesce(${calendarImports.lastErrorAt}, 0))`;
  const due = await db
    .select({ coachId: calendarImports.coachId })
    .from(calendarImports)
    .innerJoin(users, eq(users.id, calendarImports.coachId))
    .where(
      and(
        eq(users.role, 'coach'),
        inArray(users.state, ['incomplete', 'processing', 'active']),
        sql`${lastTried} <= ${now - CALENDAR_IMPORT.retryAfterSeconds}`,
      ),
    )
    .orderBy(asc(lastTried), asc(calendarImports.coachId))
    .limit(CALENDAR_IMPORT.coachesPerRun);
  const counts = { imported: 0, failed: 0 };
  for (let i = 0; i < due.length; i += CALENDAR_IMPORT.parallel) {
    const results = await Promise.all(
      due.slice(i, i + CALENDAR_IMPORT.parallel).map(({ coachId }) =>
        // One coach's broken row (e.g. a key no longer configured) must not stop the others.
        importCalendar(db, env, coachId, { now, fetcher }).catch((error: unknown) => {
          log('error', 'calendar_import.failed', { coach_id: coachId, ...errorFields(error) });
          return false;
        }),
      ),
    );
    for (const ok of results) counts[ok ? 'imported' : 'failed'] += 1;
  }
  return counts;
}
