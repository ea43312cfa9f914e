import { and, asc, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { newsletterSubscribers } from '../../db/schema';
import type { Salutation, UiLanguage } from '../../contract/enums';
import { appLink, appOrigin } from '../../lib/app-links';
import { csvLine, CSV_BOM } from '../../lib/csv';
import type { Database, Env } from '../../lib/env';
import { AppError } from '../../lib/errors';
import { signLink, verifyLink } from '../../lib/signed-links';
import { everyWordInText } from '../../lib/text-search';
import { nowSeconds } from '../../lib/tokens';
import { greeting } from '../../mail/format';
import type { OutgoingMail } from '../../mail/outbox';
import { renderMail } from '../../mail/render';
import { newsletterConfirm } from '../../mail/templates/newsletter';
import type {
  Subscriber,
  SubscriberExportQuery,
  SubscriberList,
  SubscriberQuery,
  SubscriberState,
  Subscription,
} from '../../contract/newsletter/newsletter.schemas';

/** The double opt-in link is valid this long. */
export const CONFIRM_LINK_SECONDS = 30 * 86_400;
/** Unsubscribe links work for years: an old newsletter in someone's mailbox must still let them leave. */
export const UNSUBSCRIBE_LINK_SECONDS = 10 * 365 * 86_400;
const CONFIRM_PURPOSE = 'newsletter-confirm';
const UNSUBSCRIBE_PURPOSE = 'newsletter-unsubscribe';

const s = newsletterSubscribers;

export const subscriberState = (row: { confirmedAt: number | null; unsubscribedAt: number | null }): SubscriberState =>
  row.unsubscribedAt !== null ? 'unsubscribed' : row.confirmedAt !== null ? 'confirmed' : 'pending';

/** Subscribers a newsletter goes to: confirmed and not unsubscribed since. */
export const receivesNewsletter = and(isNotNull(s.confirmedAt), isNull(s.unsubscribedAt))!;

const stateCondition: Record<SubscriberState, SQL> = {
  pending: and(isNull(s.confirmedAt), isNull(s.unsubscribedAt))!,
  confirmed: receivesNewsletter,
  unsubscribed: isNotNull(s.unsubscribedAt),
};

/**
 * How a newsletter's reader leaves, with one token: the public page in their language (the link in the text), and the
 * one-click address of the `List-Unsubscribe` header (RFC 8058) that mail programs POST to without showing a page.
 */
export async function unsubscribeLinks(env: Env, email: string, language: UiLanguage) {
  const token = await signLink(env, UNSUBSCRIBE_PURPOSE, email.toLowerCase(), UNSUBSCRIBE_LINK_SECONDS);
  return {
    page: appLink(env, language, `/newsletter/unsubscribe/${token}`),
    oneClick: `${appOrigin(env)}/api/newsletter/unsubscribe/${token}`,
  };
}

export interface OptInContact {
  email: string;
  firstname: string;
  lastname: string;
  salutation: Salutation;
  language: UiLanguage;
  /** SQL when the inquiry is created in the same batch. */
  inquiryId: number | SQL | null;
}

/**
 * The newsletter box ticked on the inquiry form: the statement and mail that go into the inquiry's batch. A new or
 * pending address is (re)asked for consent with the confirmation mail (N02); an unsubscribed one starts over; a
 * confirmed one stays as it is and gets no mail.
 */
export async function newsletterOptIn(
  db: Database,
  env: Env,
  contact: OptInContact,
): Promise<{ statements: BatchItem<'sqlite'>[]; mails: OutgoingMail[] }> {
  const email = contact.email.toLowerCase();
  const now = nowSeconds();
  const person = {
    firstname: contact.firstname,
    lastname: contact.lastname,
    salutation: contact.salutation,
    language: contact.language,
    source: 'inquiry-form',
    inquiryId: contact.inquiryId,
    consentRequestedAt: now,
  };
  const upsert = db
    .insert(s)
    .values({ email, ...person })
    .onConflictDoUpdate({
      target: s.email,
      set: { ...person, confirmedAt: null, unsubscribedAt: null, updatedAt: now },
      setWhere: sql`${s.confirmedAt} IS NULL OR ${s.unsubscribedAt} IS NOT NULL`,
    });
  const token = await signLink(env, CONFIRM_PURPOSE, email, CONFIRM_LINK_SECONDS);
  const mail: OutgoingMail = {
    ...renderMail(newsletterConfirm, contact.language, {
      greeting: greeting(contact.language, contact),
      confirmUrl: appLink(env, contact.language, `/newsletter/confirm/${token}`),
    }),
    recipient: email,
    // Only when this batch asked for consent: a confirmed address was left alone by the upsert.
    onlyIf: sql`EXISTS (SELECT 1 FROM newsletter_subscribers WHERE email = ${email} AND consent_requested_at = ${now}
      AND confirmed_at IS NULL AND unsubscribed_at IS NULL)`,
  };
  return { statements: [upsert], mails: [mail] };
}

async function subscriptionOf(db: Database, email: string): Promise<Subscription> {
  const [row] = await db
    .select({ confirmedAt: s.confirmedAt, unsubscribedAt: s.unsubscribedAt })
    .from(s)
    .where(eq(s.email, email));
  // The address was removed since the link was sent.
  if (!row) throw new AppError(400, 'token_invalid', 'The link is invalid or has expired');
  return { state: subscriberState(row) };
}

/** Public: the confirmation link sets the consent date once; again, it changes nothing. An unsubscribed address stays so. */
export async function confirmSubscription(db: Database, env: Env, token: string): Promise<Subscription> {
  const email = (await verifyLink(env, CONFIRM_PURPOSE, token)).sub;
  const now = nowSeconds();
  await db
    .update(s)
    .set({ confirmedAt: now, updatedAt: now })
    .where(and(eq(s.email, email), isNull(s.confirmedAt), isNull(s.unsubscribedAt)));
  return subscriptionOf(db, email);
}

/** Public, without sign-in: the link in every newsletter; again, or for an address already gone, it changes nothing. */
export async function unsubscribe(db: Database, env: Env, token: string): Promise<Subscription> {
  const email = (await verifyLink(env, UNSUBSCRIBE_PURPOSE, token)).sub;
  const now = nowSeconds();
  await db
    .update(s)
    .set({ unsubscribedAt: now, updatedAt: now })
    .where(and(eq(s.email, email), isNull(s.unsubscribedAt)));
  return { state: 'unsubscribed' };
}

function filterConditions(query: SubscriberExportQuery): SQL[] {
  const conditions: SQL[] = [];
  if (query.language) conditions.push(eq(s.language, query.language));
  // Every word in the address or a name: one text of the three joined by a space (a word holds no space, so it cannot
  // match across two), one LIKE per word.
  if (query.q) {
    conditions.push(
      everyWordInText(query.q, sql`(${s.email} || ' ' || coalesce(${s.firstname}, '') || ' ' || coalesce(${s.lastname}, ''))`),
    );
  }
  return conditions;
}

const subscriberOf = (row: typeof s.$inferSelect): Subscriber => ({
  id: row.id,
  email: row.email,
  firstname: row.firstname,
  lastname: row.lastname,
  language: row.language,
  source: row.source,
  state: subscriberState(row),
  consent_requested_at: row.consentRequestedAt,
  confirmed_at: row.confirmedAt,
  unsubscribed_at: row.unsubscribedAt,
});

const countIf = (condition: SQL) => sql<number>`coalesce(sum(CASE WHEN ${condition} THEN 1 ELSE 0 END), 0)`;

/** Admin: the subscribers, newest first, with counts per state under the other filters. */
export async function listSubscribers(db: Database, query: SubscriberQuery): Promise<SubscriberList> {
  const others = filterConditions(query);
  const where = and(...others, query.state ? stateCondition[query.state] : undefined);
  // The three states part every subscriber: the total is one count, or their sum.
  const [rows, [found]] = await db.batch([
    db
      .select()
      .from(s)
      .where(where)
      .orderBy(desc(s.consentRequestedAt), desc(s.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db
      .select({
        pending: countIf(stateCondition.pending),
        confirmed: countIf(stateCondition.confirmed),
        unsubscribed: countIf(stateCondition.unsubscribed),
      })
      .from(s)
      .where(and(...others)),
  ]);
  const counts = found ?? { pending: 0, confirmed: 0, unsubscribed: 0 };
  return {
    items: rows.map(subscriberOf),
    total: query.state ? counts[query.state] : counts.pending + counts.confirmed + counts.unsubscribed,
    page: query.page,
    per_page: query.per_page,
    counts,
  };
}

const EXPORT_PAGE = 500;
const csvHeader = [
  'email',
  'firstname',
  'lastname',
  'language',
  'source',
  'state',
  'consent_requested_at',
  'confirmed_at',
  'unsubscribed_at',
];
/** Unix seconds as UTC ISO date and time, the form spreadsheets read. */
const isoTime = (seconds: number | null) => (seconds === null ? null : new Date(seconds * 1000).toISOString().slice(0, 19) + 'Z');

/** Admin: the filtered list as CSV for Swiss Excel (worker/lib/csv.ts), read in pages. */
export async function subscribersCsv(db: Database, query: SubscriberExportQuery): Promise<string> {
  const where = and(...filterConditions(query), query.state ? stateCondition[query.state] : undefined);
  let csv = CSV_BOM + csvLine(csvHeader);
  for (let afterId = 0; ;) {
    const rows = await db
      .select()
      .from(s)
      .where(and(where, sql`${s.id} > ${afterId}`))
      .orderBy(asc(s.id))
      .limit(EXPORT_PAGE);
    for (const row of rows) {
      const item = subscriberOf(row);
      csv += csvLine([
        item.email,
        item.firstname,
        item.lastname,
        item.language,
        item.source,
        item.state,
        isoTime(item.consent_requested_at),
        isoTime(item.confirmed_at),
        isoTime(item.unsubscribed_at),
      ]);
    }
    if (rows.length < EXPORT_PAGE) return csv;
    afterId = rows.at(-1)!.id;
  }
}
