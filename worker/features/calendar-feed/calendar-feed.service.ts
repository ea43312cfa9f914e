import { and, asc, eq, gte, ne, notInArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { calendarFeeds, offeredWorkshopTranslations, users, workshopCoaches, workshops } from '../../db/schema';
import type { UiLanguage, UserState } from '../../contract/enums';
import { appLink, appOrigin } from '../../lib/app-links';
import { addDays, todayInZurich } from '../../contract/lib/dates';
import type { Database, Env } from '../../lib/env';
import { forbidden, notFound } from '../../lib/errors';
import { generateToken, hashToken, nowSeconds } from '../../lib/tokens';
import type { SessionUser } from '../../lib/session-user';
import type { CalendarFeed, CalendarFeedStatus } from '../../contract/calendar-feed/calendar-feed.schemas';
import { renderCalendar, WORKSHOP_UID_SUFFIX, type IcsEvent } from './ics';

/** The feed shows workshops from this many days ago on, so recent ones stay visible for expenses and evaluations. */
export const FEED_PAST_DAYS = 60;
/** Coaches who may not sign in have no feed either. */
const closedStates: UserState[] = ['created', 'inactive'];
const PRODID = '-//Workshop Admin//Calendar feed//DE';

const feedUrl = (env: Env, token: string) => `${appOrigin(env)}/api/calendar/${token}.ics`;

/** Only a coach manages a feed, and only their own. */
function assertCoach(actor: SessionUser) {
  if (actor.role !== 'coach') throw forbidden();
}

/** `GET coaches/calendar-feed`: whether the coach has a feed (the URL is not stored). */
export async function feedStatus(db: Database, actor: SessionUser): Promise<CalendarFeedStatus> {
  assertCoach(actor);
  const [feed] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.coachId, actor.id))
    .limit(1);
  return { active: Boolean(feed), created_at: feed?.createdAt ?? null };
}

/** `POST coaches/calendar-feed`: a new token; it replaces the old one, whose URL stops working. */
export async function createFeed(db: Database, env: Env, actor: SessionUser): Promise<CalendarFeed> {
  assertCoach(actor);
  const token = generateToken();
  const row = { tokenHash: hashToken(token), createdAt: nowSeconds() };
  await db
    .insert(calendarFeeds)
    .values({ coachId: actor.id, ...row })
    .onConflictDoUpdate({ target: calendarFeeds.coachId, set: row });
  return { url: feedUrl(env, token), created_at: row.createdAt };
}

/** `DELETE coaches/calendar-feed`: revokes the feed; without one there is nothing to do. */
export async function revokeFeed(db: Database, actor: SessionUser): Promise<void> {
  assertCoach(actor);
  await db.delete(calendarFeeds).where(eq(calendarFeeds.coachId, actor.id));
}

// ---------------------------------------------------------------------------------------------------------------
// The public feed

const descriptionLabels: Record<UiLanguage, { contact: string; phone: string; email: string; details: string }> = {
  de: { contact: 'Kontakt', phone: 'Telefon', email: 'E-Mail', details: 'Details' },
  fr: { contact: 'Contact', phone: 'Téléphone', email: 'E-mail', details: 'Détails' },
  it: { contact: 'Contatto', phone: 'Telefono', email: 'E-mail', details: 'Dettagli' },
  en: { contact: 'Contact', phone: 'Phone', email: 'Email', details: 'Details' },
};

/** The coach behind a token: a coach who may still sign in. */
const feedCoachQuery = (db: Database, tokenHash: string) =>
  db
    .select({ firstname: users.firstname, lastname: users.lastname, language: users.language })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.coachId))
    .where(and(eq(calendarFeeds.tokenHash, tokenHash), eq(users.role, 'coach'), notInArray(users.state, closedStates)))
    .limit(1);

const title = alias(offeredWorkshopTranslations, 'title');
const germanTitle = alias(offeredWorkshopTranslations, 'german_title');

/** The coach's placed workshops from `since` on, cancelled ones left out; titles in the coach's language or German. */
const feedWorkshopsQuery = (db: Database, tokenHash: string, since: string) =>
  db
    .select({
      id: workshops.id,
      date: workshops.date,
      startTime: workshops.startTime,
      endTime: workshops.endTime,
      institute: workshops.institute,
      streetAddress: workshops.streetAddress,
      addressAddition: workshops.addressAddition,
      postcode: workshops.postcode,
      location: workshops.location,
      room: workshops.room,
      contactFirstname: workshops.contactFirstname,
      contactLastname: workshops.contactLastname,
      contactEmail: workshops.contactEmail,
      contactPhone: workshops.contactPhone,
      updatedAt: workshops.updatedAt,
      title: title.title,
      germanTitle: germanTitle.title,
    })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.coachId))
    .innerJoin(workshopCoaches, eq(workshopCoaches.coachId, calendarFeeds.coachId))
    .innerJoin(workshops, eq(workshops.id, workshopCoaches.workshopId))
    .leftJoin(title, and(eq(title.offeredWorkshopId, workshops.offeredWorkshopId), eq(title.language, users.language)))
    .leftJoin(germanTitle, and(eq(germanTitle.offeredWorkshopId, workshops.offeredWorkshopId), eq(germanTitle.language, 'de')))
    .where(and(eq(calendarFeeds.tokenHash, tokenHash), ne(workshops.state, 'cancelled'), gte(workshops.date, since)))
    .orderBy(asc(workshops.date), asc(workshops.startTime), asc(workshops.id));

type FeedWorkshop = Awaited<ReturnType<typeof feedWorkshopsQuery>>[number];

const joined = (parts: (string | null | undefined)[], separator: string) => parts.filter(Boolean).join(separator);

function workshopEvent(env: Env, language: UiLanguage, w: FeedWorkshop): IcsEvent {
  const labels = descriptionLabels[language];
  const contact = joined([w.contactFirstname, w.contactLastname], ' ');
  const requestsUrl = appLink(env, language, '/manager/coach-requests');
  return {
    uid: `workshop-${w.id}${WORKSHOP_UID_SUFFIX}`,
    date: w.date,
    startTime: w.startTime,
    endTime: w.endTime,
    summary: joined([w.title ?? w.germanTitle, w.institute], ' – '),
    location: joined([w.streetAddress, w.addressAddition, joined([w.postcode, w.location], ' '), w.room], ', '),
    description: joined(
      [
        contact && `${labels.contact}: ${contact}`,
        w.contactPhone && `${labels.phone}: ${w.contactPhone}`,
        w.contactEmail && `${labels.email}: ${w.contactEmail}`,
        `${labels.details}: ${requestsUrl}`,
      ],
      '\n',
    ),
    url: requestsUrl,
    lastModified: w.updatedAt,
  };
}

/** The token of a `<token>.ics` file name, or null for any other name. */
const tokenOf = (file: string) => (file.endsWith('.ics') && file.length > 4 ? file.slice(0, -4) : null);

/**
 * `GET calendar/{token}.ics`: the feed as iCalendar text. An unknown, rotated or revoked token and a coach who
 * may no longer sign in all answer the same 404.
 */
export async function feedCalendar(db: Database, env: Env, file: string, now = new Date()): Promise<string> {
  const token = tokenOf(file);
  if (!token) throw notFound('Calendar');
  const tokenHash = hashToken(token);
  const since = addDays(todayInZurich(now), -FEED_PAST_DAYS);
  const [[coach], rows] = await db.batch([feedCoachQuery(db, tokenHash), feedWorkshopsQuery(db, tokenHash, since)]);
  if (!coach) throw notFound('Calendar');
  return renderCalendar({
    prodId: PRODID,
    name: `Workshops ${coach.firstname} ${coach.lastname}`,
    events: rows.map((row) => workshopEvent(env, coach.language, row)),
    now,
  });
}
