import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { calendarFeeds, users, workshopCoaches, workshops } from '../../db/schema';
import { dateIn, seedCatalogue } from '../../test/catalogue';
import { api, createUser, db, sessionFor } from '../../test/factories';
import { contractFetch } from '../../test/contract-fetch';
import { submitInquiry } from '../../test/inquiries';

type User = Awaited<ReturnType<typeof createUser>>;
type Workshop = typeof workshops.$inferSelect;

let coach: User;
let coachToken: string;
/** Placed on the coach: upcoming, 59 days ago, 61 days ago (too old), cancelled; unplaced; another coach's. */
let shown: Workshop[];
let hidden: Record<'tooOld' | 'cancelled' | 'unplaced' | 'otherCoach', Workshop>;

/** Validates an inquiry: three workshops, by date (Kinderrechte 08:00, the other 13:00, Kinderrechte 08:00). */
async function plannedWorkshops(catalogue: Awaited<ReturnType<typeof seedCatalogue>>, staffToken: string) {
  const { id } = await submitInquiry(catalogue);
  await api(`/inquiries/${id}/validate`, { method: 'POST', token: staffToken });
  return db.select().from(workshops).where(eq(workshops.inquiryId, id)).orderBy(workshops.date);
}

const place = (workshop: Workshop, coachId: number) =>
  db.insert(workshopCoaches).values({ workshopId: workshop.id, coachId, placedAt: 1 });

async function change(workshop: Workshop, values: Partial<Workshop>): Promise<Workshop> {
  const [row] = await db.update(workshops).set(values).where(eq(workshops.id, workshop.id)).returning();
  return row!;
}

beforeAll(async () => {
  const catalogue = await seedCatalogue();
  const staffToken = await sessionFor(await createUser({ role: 'associate' }));
  coach = await createUser({ role: 'coach' });
  coachToken = await sessionFor(coach);
  const other = await createUser({ role: 'coach' });
  const [a1, a2, a3] = await plannedWorkshops(catalogue, staffToken);
  const [b1, b2, b3] = await plannedWorkshops(catalogue, staffToken);
  const upcoming = await change(a1!, { state: 'to-realize', institute: 'Schule Nord; Haus B, 2. Stock', room: 'Aula' });
  const recent = await change(b1!, { state: 'done', date: dateIn(-59) });
  const tooOld = await change(b2!, { state: 'done', date: dateIn(-61) });
  const cancelled = await change(a2!, { state: 'cancelled' });
  for (const w of [upcoming, recent, tooOld, cancelled]) await place(w, coach.id);
  await place(b3!, other.id);
  shown = [recent, upcoming];
  hidden = { tooOld, cancelled, unplaced: a3!, otherCoach: b3! };
});

const createFeed = (token = coachToken) => api('/coaches/calendar-feed', { method: 'POST', token });
const feedPath = (url: string) => new URL(url).pathname;

async function fetchFeed(url: string) {
  const response = await contractFetch(`http://localhost${feedPath(url)}`);
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** Content lines with folding undone. */
const contentLines = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n').slice(0, -1);

/** Every BEGIN has its END, properly nested, and everything sits inside one VCALENDAR. */
function assertBalanced(lines: string[]) {
  const open: string[] = [];
  for (const line of lines) {
    if (line.startsWith('BEGIN:')) open.push(line.slice(6));
    else if (line.startsWith('END:')) expect(open.pop()).toBe(line.slice(4));
    else expect(open.length).toBeGreaterThan(0);
  }
  expect(open).toEqual([]);
  expect([lines[0], lines.at(-1)]).toEqual(['BEGIN:VCALENDAR', 'END:VCALENDAR']);
}

const uids = (lines: string[]) => lines.filter((l) => l.startsWith('UID:')).map((l) => l.slice(4));
const uidOf = (w: Workshop) => `workshop-${w.id}@workshop-admin`;

describe('a coach’s calendar feed', () => {
  it('is created once, then served as iCalendar with the coach’s placed workshops only', async () => {
    expect((await api('/coaches/calendar-feed', { token: coachToken })).body.data).toEqual({ active: false, created_at: null });
    const created = await createFeed();
    expect(created.status).toBe(201);
    expect(created.body.data).toEqual({
      url: expect.stringMatching(/^http:\/\/localhost:8787\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/),
      created_at: expect.any(Number),
    });
    const status = await api('/coaches/calendar-feed', { token: coachToken });
    expect(status.body.data).toEqual({ active: true, created_at: created.body.data.created_at });
    expect(JSON.stringify(status.body)).not.toContain('calendar/');

    const feed = await fetchFeed(created.body.data.url);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('Content-Type')).toBe('text/calendar; charset=utf-8');
    expect(feed.headers.get('Cache-Control')).toBe('private, max-age=300');
    expect(feed.text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = contentLines(feed.text);
    assertBalanced(lines);
    expect(lines).toEqual(
      expect.arrayContaining([
        'VERSION:2.0',
        'METHOD:PUBLISH',
        'TZID:Europe/Zurich',
        `X-WR-CALNAME:Workshops ${coach.firstname} User`,
      ]),
    );
    expect(uids(lines)).toEqual(shown.map(uidOf));
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2);
    for (const hiddenWorkshop of Object.values(hidden)) expect(feed.text).not.toContain(uidOf(hiddenWorkshop));
  });

  it('describes each workshop: local times, title and institute, place, contact and a link', async () => {
    const lines = contentLines((await fetchFeed((await createFeed()).body.data.url)).text);
    const upcoming = shown[1]!;
    const event = lines.slice(
      lines.indexOf(`UID:${uidOf(upcoming)}`),
      lines.indexOf('END:VEVENT', lines.indexOf(`UID:${uidOf(upcoming)}`)),
    );
    const day = upcoming.date.replaceAll('-', '');
    expect(event).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^DTSTAMP:\d{8}T\d{6}Z$/),
        `DTSTART;TZID=Europe/Zurich:${day}T080000`,
        `DTEND;TZID=Europe/Zurich:${day}T093000`,
        'SUMMARY:Kinderrechte – Schule Nord\\; Haus B\\, 2. Stock',
        'LOCATION:Via Lucino 3\\, 6900 Lugano\\, Aula',
        `DESCRIPTION:Kontakt: Noa Rossi\\nTelefon: 091 123 45 67\\nE-Mail: ${upcoming.contactEmail}\\nDetails: http://localhost:8787/de/manager/coach-requests`,
        'STATUS:CONFIRMED',
      ]),
    );
  });

  it('stops serving the old URL when the coach creates a new one', async () => {
    const first = (await createFeed()).body.data.url;
    const second = (await createFeed()).body.data.url;
    expect(second).not.toBe(first);
    expect((await fetchFeed(first)).status).toBe(404);
    expect((await fetchFeed(second)).status).toBe(200);
  });

  it('stops serving the URL once revoked', async () => {
    const { url } = (await createFeed()).body.data;
    const revoked = await api('/coaches/calendar-feed', { method: 'DELETE', token: coachToken });
    expect(revoked.status).toBe(204);
    expect((await fetchFeed(url)).status).toBe(404);
    expect((await api('/coaches/calendar-feed', { token: coachToken })).body.data).toEqual({ active: false, created_at: null });
    // Revoking again is harmless.
    expect((await api('/coaches/calendar-feed', { method: 'DELETE', token: coachToken })).status).toBe(204);
  });

  it('answers 404 for a made-up token, a name without .ics and an inactive coach', async () => {
    expect((await fetchFeed('http://x/api/calendar/not-a-real-token.ics')).status).toBe(404);
    const other = await createUser({ role: 'coach' });
    const { url } = (await createFeed(await sessionFor(other))).body.data;
    expect((await fetchFeed(url.replace(/\.ics$/, ''))).status).toBe(404);
    expect((await fetchFeed(url)).status).toBe(200);
    await db.update(users).set({ state: 'inactive' }).where(eq(users.id, other.id));
    expect((await fetchFeed(url)).status).toBe(404);
    // An empty feed is still a valid calendar.
    await db.update(users).set({ state: 'active' }).where(eq(users.id, other.id));
    const empty = contentLines((await fetchFeed(url)).text);
    assertBalanced(empty);
    expect(uids(empty)).toEqual([]);
  });

  it('stores only the token’s hash', async () => {
    const { url } = (await createFeed()).body.data;
    const token = feedPath(url).split('/').at(-1)!.replace('.ics', '');
    const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.coachId, coach.id));
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.tokenHash).not.toContain(token);
  });
});

describe('permissions', () => {
  it('lets only coaches manage a feed', async () => {
    for (const role of ['admin', 'associate', 'finance'] as const) {
      const token = await sessionFor(await createUser({ role }));
      expect((await api('/coaches/calendar-feed', { token })).status).toBe(403);
      expect((await createFeed(token)).status).toBe(403);
      expect((await api('/coaches/calendar-feed', { method: 'DELETE', token })).status).toBe(403);
    }
    expect((await api('/coaches/calendar-feed')).status).toBe(401);
    expect((await api('/coaches/calendar-feed', { method: 'POST' })).status).toBe(401);
    expect((await api('/coaches/calendar-feed', { method: 'DELETE' })).status).toBe(401);
  });
});
