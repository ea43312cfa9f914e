import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { env } from 'cloudflare:test';
import { calendarImports, importedBusyTimes, jobRuns } from '../../db/schema';
import { todayInZurich, addDays } from '../../contract/lib/dates';
import { runJob } from '../../jobs/schedule';
import { api, createUser, db, sessionFor } from '../../test/factories';
import feed from './fixtures/coach-calendar.ics?raw';
import { encryptField } from '../../lib/field-crypto';
import { CALENDAR_IMPORT, importCalendar, runCalendarImports, URL_COLUMN } from './calendar-import.service';

type User = Awaited<ReturnType<typeof createUser>>;

const SECRET_URL = 'https://calendar.example.org/ical/coach/private-s3cr3t/basic.ics';

/** A feed relative to today: a whole day in 3 days, an evening in 10 days (Zurich). */
function upcomingFeed() {
  const day = (n: number) => addDays(todayInZurich(), n).replaceAll('-', '');
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//t//t//EN',
    'BEGIN:VEVENT',
    'UID:a',
    `DTSTART;VALUE=DATE:${day(3)}`,
    'SUMMARY:Holiday at the lake',
    'END:VEVENT',
    'BEGIN:VEVENT',
    'UID:b',
    `DTSTART;TZID=Europe/Zurich:${day(10)}T180000`,
    `DTEND;TZID=Europe/Zurich:${day(10)}T200000`,
    'END:VEVENT',
    'END:VCALENDAR',
  ].join('\r\n');
}

const calendarResponse = (text: string, headers: Record<string, string> = { 'content-type': 'text/calendar' }) =>
  new Response(text, { status: 200, headers });

function stubFetch(answer: (url: string) => Response | Promise<Response>) {
  return vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async (input) => answer(String(input instanceof Request ? input.url : input)));
}

const link = (token: string, url = SECRET_URL) => api('/profiles/calendar-import', { method: 'PUT', token, json: { url } });
const busyRows = (coachId: number) => db.select().from(importedBusyTimes).where(eq(importedBusyTimes.coachId, coachId));

let coach: User;
let coachToken: string;
let staffToken: string;

beforeAll(async () => {
  coach = await createUser({ role: 'coach' });
  coachToken = await sessionFor(coach);
  staffToken = await sessionFor(await createUser({ role: 'associate' }));
});

afterEach(() => vi.restoreAllMocks());

describe('PUT /profiles/calendar-import', () => {
  it('stores the address encrypted, imports right away and answers the status with the address masked', async () => {
    const fetchSpy = stubFetch(() => calendarResponse(upcomingFeed()));
    const { status, body } = await link(coachToken);
    expect(status).toBe(200);
    expect(fetchSpy).toHaveBeenCalledWith(SECRET_URL, expect.anything());
    expect(body.data).toMatchObject({
      linked: true,
      url_masked: 'https://calendar.example.org/…',
      busy_count: 2,
      last_error: null,
      busy_times: [
        { date: addDays(todayInZurich(), 3), start_time: null, end_time: null },
        { date: addDays(todayInZurich(), 10), start_time: '18:00', end_time: '20:00' },
      ],
    });
    expect(body.data.last_synced_at).toEqual(expect.any(Number));
    const [row] = await db.select().from(calendarImports).where(eq(calendarImports.coachId, coach.id));
    expect(row!.url).toMatch(/^enc1:/);
    expect(row!.url).not.toContain('s3cr3t');
    expect(JSON.stringify(body)).not.toContain('s3cr3t');
  });

  it('reads webcal:// as https and refuses other schemes, hosts without a dot and overlong addresses', async () => {
    const fetchSpy = stubFetch(() => calendarResponse(upcomingFeed()));
    expect((await link(coachToken, 'webcal://calendar.example.org/x.ics')).status).toBe(200);
    expect(fetchSpy).toHaveBeenCalledWith('https://calendar.example.org/x.ics', expect.anything());
    for (const url of [
      'http://calendar.example.org/x.ics',
      'https://localhost/x.ics',
      'https://u:p@example.org/x',
      'javascript:alert(1)',
      `https://example.org/${'a'.repeat(2000)}`,
    ]) {
      const { status, body } = await link(coachToken, url);
      expect(status, url).toBe(422);
      expect(body.error.fields[0].path).toBe('url');
    }
  });

  it('refuses internal addresses in every notation with 422 url_not_public, and fetches none of them', async () => {
    const fetchSpy = stubFetch(() => calendarResponse(upcomingFeed()));
    for (const url of [
      'https://127.0.0.1:8443/x.ics',
      'https://127.1.2.3/',
      'https://0x7f.0.0.1/',
      'https://0177.0.0.1/',
      'https://127.1/',
      'https://2130706433/',
      'https://2130706433.x/',
      'https://[::1]/x.ics',
      'https://[fd00::1]/x.ics',
      'https://10.0.0.5/x.ics',
      'https://169.254.169.254/latest/meta-data',
      'https://localhost.:8443/x.ics',
      'https://calendar.localhost/x.ics',
      'https://nas.local/x.ics',
      'https://db.internal/x.ics',
      'https://intranet/x.ics',
      'https://calendar.example.org:8443/x.ics',
      'webcal://127.0.0.1/x.ics',
    ]) {
      const { status, body } = await link(coachToken, url);
      expect([status, body.error.fields?.[0]], url).toEqual([
        422,
        expect.objectContaining({ path: 'url', message: 'url_not_public' }),
      ]);
    }
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('follows at most three redirects by hand, and none to an address it may not fetch', async () => {
    const other = await createUser({ role: 'coach' });
    const token = await sessionFor(other);
    const redirect = (to: string) => new Response(null, { status: 302, headers: { Location: to } });
    const asked: string[] = [];
    stubFetch((url) => {
      asked.push(url);
      if (url.endsWith('/start.ics')) return redirect('/moved.ics');
      if (url.endsWith('/moved.ics')) return redirect('https://feeds.example.net/final.ics');
      if (url.endsWith('/final.ics')) return calendarResponse(upcomingFeed());
      return redirect('https://127.0.0.1/admin');
    });
    const followed = await link(token, 'https://calendar.example.org/start.ics');
    expect(followed.body.data).toMatchObject({ last_error: null, busy_count: 2 });
    expect(asked).toEqual([
      'https://calendar.example.org/start.ics',
      'https://calendar.example.org/moved.ics',
      'https://feeds.example.net/final.ics',
    ]);

    asked.length = 0;
    const inward = await link(token, 'https://calendar.example.org/evil.ics');
    expect(inward.body.data).toMatchObject({ last_error: 'unreachable', busy_count: 0 });
    expect(asked).toEqual(['https://calendar.example.org/evil.ics']);

    asked.length = 0;
    stubFetch((url) => (asked.push(url), redirect(`${url}x`)));
    const loop = await link(token, 'https://calendar.example.org/a');
    expect(loop.body.data).toMatchObject({ last_error: 'unreachable' });
    expect(asked).toHaveLength(4); // the address and three redirects
  });

  it.each([
    ['unreachable', () => Promise.reject(new TypeError('Network connection lost'))],
    ['http_error', () => new Response('gone', { status: 404 })],
    ['not_a_calendar', () => new Response('<html>Sign in</html>', { headers: { 'content-type': 'text/html' } })],
    ['not_a_calendar', () => calendarResponse('BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:garbage')],
    ['too_large', () => calendarResponse('BEGIN:VCALENDAR\r\n' + 'X'.repeat(CALENDAR_IMPORT.maxBytes))],
  ] as const)('keeps a failing link with its error: %s', async (code, answer) => {
    const other = await createUser({ role: 'coach' });
    stubFetch(answer as () => Response);
    const { status, body } = await link(await sessionFor(other));
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ linked: true, last_error: code, last_synced_at: null, busy_count: 0 });
    expect(body.data.last_error_at).toEqual(expect.any(Number));
  });

  it('answers timeout when the calendar does not answer in time', async () => {
    const other = await createUser({ role: 'coach' });
    await linkRow(other.id);
    const hanging = (_: unknown, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))));
    // The real timeout is seconds long; the service takes a shorter one here.
    expect(await importCalendar(db, env, other.id, { fetcher: hanging as typeof fetch, timeoutMs: 50 })).toBe(false);
    const [row] = await db.select().from(calendarImports).where(eq(calendarImports.coachId, other.id));
    expect(row!.lastError).toBe('timeout');
  });

  it('keeps the busy times of the last good import when a later import fails', async () => {
    const other = await createUser({ role: 'coach' });
    await linkRow(other.id);
    expect(await importCalendar(db, env, other.id, { fetcher: async () => calendarResponse(upcomingFeed()) })).toBe(true);
    expect(await importCalendar(db, env, other.id, { fetcher: async () => new Response('', { status: 500 }) })).toBe(false);
    expect(await busyRows(other.id)).toHaveLength(2);
    const { body } = await api(`/coaches/${other.id}/calendar-import`, { token: staffToken });
    expect(body.data).toMatchObject({ busy_count: 2, last_error: 'http_error' });
  });

  it('imports a calendar served without text/calendar when it starts with BEGIN:VCALENDAR, replacing the rows', async () => {
    const other = await createUser({ role: 'coach' });
    const token = await sessionFor(other);
    stubFetch(() => calendarResponse(feed, { 'content-type': 'application/octet-stream' }));
    expect((await link(token)).body.data.last_error).toBeNull();
    vi.restoreAllMocks();
    stubFetch(() => calendarResponse(upcomingFeed()));
    expect((await link(token, 'https://other.example.org/cal.ics')).body.data.busy_count).toBe(2);
    expect(await busyRows(other.id)).toHaveLength(2);
  });
});

async function linkRow(coachId: number, url = SECRET_URL) {
  await db.insert(calendarImports).values({ coachId, url: await encryptField(env, url, URL_COLUMN) });
}

describe('GET and DELETE /profiles/calendar-import', () => {
  it('answers not linked before linking, and unlinking deletes the link and its busy times', async () => {
    const other = await createUser({ role: 'coach' });
    const token = await sessionFor(other);
    expect((await api('/profiles/calendar-import', { token })).body.data).toEqual({
      linked: false,
      url_masked: null,
      last_synced_at: null,
      busy_count: 0,
      last_error: null,
      last_error_at: null,
      busy_times: [],
    });
    stubFetch(() => calendarResponse(upcomingFeed()));
    await link(token);
    expect((await api('/profiles/calendar-import', { token })).body.data.busy_count).toBe(2);
    expect((await api('/profiles/calendar-import', { method: 'DELETE', token })).status).toBe(204);
    expect(await busyRows(other.id)).toEqual([]);
    expect(await db.select().from(calendarImports).where(eq(calendarImports.coachId, other.id))).toEqual([]);
    expect((await api('/profiles/calendar-import', { method: 'DELETE', token })).status).toBe(204);
  });

  it('lets only the coach use their own link; staff read a coach’s status, finance too, other coaches not', async () => {
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const json = method === 'PUT' ? { url: SECRET_URL } : undefined;
      expect((await api('/profiles/calendar-import', { method, token: staffToken, json })).status).toBe(403);
      expect((await api('/profiles/calendar-import', { method, json })).status).toBe(401);
    }
    const finance = await sessionFor(await createUser({ role: 'finance' }));
    expect((await api(`/coaches/${coach.id}/calendar-import`, { token: finance })).status).toBe(200);
    expect((await api(`/coaches/${coach.id}/calendar-import`, { token: coachToken })).status).toBe(403);
    const notACoach = await createUser({ role: 'associate' });
    expect((await api(`/coaches/${notACoach.id}/calendar-import`, { token: staffToken })).status).toBe(404);
  });
});

describe('job calendar-imports', () => {
  it('imports the least recently tried calendars, bounded per run, and a second run in the same hour does nothing', async () => {
    const now = Math.floor(Date.now() / 1000);
    // Everything linked so far counts as tried a moment ago.
    await db.update(calendarImports).set({ lastSyncedAt: now });
    const coaches = await Promise.all(
      Array.from({ length: CALENDAR_IMPORT.coachesPerRun + 2 }, () => createUser({ role: 'coach' })),
    );
    for (const c of coaches) await linkRow(c.id);
    const inactive = await createUser({ role: 'coach', state: 'inactive' });
    await linkRow(inactive.id);
    const fetcher = vi.fn(async () => calendarResponse(upcomingFeed()));

    expect(await runCalendarImports(db, env, now, fetcher)).toEqual({ imported: CALENDAR_IMPORT.coachesPerRun, failed: 0 });
    expect(await runCalendarImports(db, env, now + 60, fetcher)).toEqual({ imported: 2, failed: 0 });
    expect(await runCalendarImports(db, env, now + 120, fetcher)).toEqual({ imported: 0, failed: 0 });
    expect(fetcher).toHaveBeenCalledTimes(CALENDAR_IMPORT.coachesPerRun + 2);
    for (const c of coaches) expect(await busyRows(c.id)).toHaveLength(2);
    expect(await busyRows(inactive.id)).toEqual([]);

    // An hour later they are due again; the rows are replaced, not added.
    const later = now + 3600;
    expect(await runCalendarImports(db, env, later, fetcher)).toEqual({ imported: CALENDAR_IMPORT.coachesPerRun, failed: 0 });
    expect(await busyRows(coaches[0]!.id)).toHaveLength(2);
  });

  it('is registered as a scheduled job that records its counts', async () => {
    await db.update(calendarImports).set({ lastSyncedAt: Math.floor(Date.now() / 1000) });
    const counts = await runJob('calendar-imports', db, env, { now: Math.floor(Date.now() / 1000) });
    expect(counts).toEqual({ imported: 0, failed: 0 });
    const runs = await db.select().from(jobRuns).where(eq(jobRuns.job, 'calendar-imports'));
    expect(runs.at(-1)!.counts).toEqual({ imported: 0, failed: 0 });
  });
});
