import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { mailOutbox, newsletters, newsletterSubscribers, users, type NewsletterContent } from '../../db/schema';
import { mailStatuses, type UiLanguage } from '../../contract/enums';
import { auditInsert } from '../../lib/audit';
import { batchGuard, guarded } from '../../lib/batch-guard';
import type { Database, Env } from '../../lib/env';
import { AppError, notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import { nowSeconds } from '../../lib/tokens';
import { greeting, oneLine } from '../../mail/format';
import { commitWithMail, type OutgoingMail } from '../../mail/outbox';
import { renderNewsletter } from './newsletter.mail';
import type { Newsletter, NewsletterBody, Newsletters } from '../../contract/newsletter/newsletter.schemas';
import { receivesNewsletter, unsubscribeLinks } from './subscribers.service';

/** Copies written per batch: one insert each, so a batch stays small and no statement binds over 100 parameters. */
export const SEND_PAGE = 50;
/**
 * Pages one request writes before it answers `sending` (the SPA asks again): D1 allows 1,000 queries per invocation,
 * and each copy is one.
 */
export const SEND_PAGES_PER_REQUEST = 10;

type NewsletterRow = typeof newsletters.$inferSelect;
type Content = Partial<Record<UiLanguage, NewsletterContent>>;

const emptyLog = () => Object.fromEntries(mailStatuses.map((status) => [status, 0])) as Newsletter['log'];

/** The content as stored: languages left out or empty are not kept. */
const contentOf = (body: NewsletterBody): Content =>
  Object.fromEntries(Object.entries(body.content).filter(([, value]) => value)) as Content;

/** The copy for a language: its own translation, else the German one. */
const contentFor = (content: Content, language: UiLanguage): NewsletterContent => content[language] ?? content.de!;

type LogCount = { id: number | null; status: (typeof mailStatuses)[number]; count: number };
type SenderName = { id: number; name: string };

/** The copies per state of the newsletters `ids` selects, and the names of the users `senders` selects. */
const logQueries = (db: Database, ids: SQL | number[], senders: SQL | number[]) =>
  [
    db
      .select({ id: mailOutbox.newsletterId, status: mailOutbox.status, count: sql<number>`count(*)` })
      .from(mailOutbox)
      .where(inArray(mailOutbox.newsletterId, ids))
      .groupBy(mailOutbox.newsletterId, mailOutbox.status),
    db
      .select({ id: users.id, name: sql<string>`${users.firstname} || ' ' || ${users.lastname}` })
      .from(users)
      .where(inArray(users.id, senders)),
  ] as const;

function viewsOf(rows: NewsletterRow[], counts: LogCount[], names: SenderName[]): Newsletter[] {
  return rows.map((row) => {
    const log = emptyLog();
    for (const count of counts.filter((c) => c.id === row.id)) log[count.status] = count.count;
    const sender = names.find((name) => name.id === row.sentById);
    return {
      id: row.id,
      state: row.state,
      content: row.content as Newsletter['content'],
      created_at: row.createdAt,
      updated_at: row.updatedAt,
      test_sent_at: row.testSentAt,
      sent_at: row.sentAt,
      sent_by: sender ?? null,
      recipient_count: row.recipientCount,
      log,
    };
  });
}

async function views(db: Database, rows: NewsletterRow[]): Promise<Newsletter[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const senders = rows.map((row) => row.sentById).filter((id): id is number => id !== null);
  const [counts, names] = await db.batch(logQueries(db, ids, senders.length > 0 ? senders : [0]));
  return viewsOf(rows, counts, names);
}

async function loadNewsletter(db: Database, id: number): Promise<NewsletterRow> {
  const [row] = await db.select().from(newsletters).where(eq(newsletters.id, id));
  if (!row) throw notFound('Newsletter');
  return row;
}

export async function getNewsletter(db: Database, id: number): Promise<Newsletter> {
  return (await views(db, [await loadNewsletter(db, id)]))[0]!;
}

/** Newsletters a page shows at most (about 25 years of four a year). */
const LIST_LIMIT = 100;

/**
 * Admin: the newsletters, newest first, with their send log, and how many would receive one now. One round trip: the
 * log and the senders are read for the same newest newsletters by subquery.
 */
export async function listNewsletters(db: Database): Promise<Newsletters> {
  const newest = db
    .select({ id: newsletters.id })
    .from(newsletters)
    .orderBy(desc(newsletters.createdAt), desc(newsletters.id))
    .limit(LIST_LIMIT);
  const senders = db.select({ id: newsletters.sentById }).from(newsletters).where(inArray(newsletters.id, newest));
  const [rows, [recipients], counts, names] = await db.batch([
    db.select().from(newsletters).orderBy(desc(newsletters.createdAt), desc(newsletters.id)).limit(LIST_LIMIT),
    db
      .select({ count: sql<number>`count(*)` })
      .from(newsletterSubscribers)
      .where(receivesNewsletter),
    ...logQueries(db, sql`${newest}`, sql`${senders}`),
  ]);
  return { items: viewsOf(rows, counts, names), recipients: recipients?.count ?? 0 };
}

export async function createNewsletter(db: Database, actor: SessionUser, body: NewsletterBody): Promise<Newsletter> {
  const [row] = await db
    .insert(newsletters)
    .values({ content: contentOf(body), createdById: actor.id })
    .returning();
  return (await views(db, [row!]))[0]!;
}

const notDraft = () => new AppError(409, 'invalid_transition', 'The newsletter has been sent and cannot be changed');
const isDraft = (id: number) => sql`(SELECT state FROM newsletters WHERE id = ${id}) = 'draft'`;

/** Admin: a draft's new content; the test send must be repeated before it can be sent. */
export async function updateNewsletter(db: Database, id: number, body: NewsletterBody): Promise<Newsletter> {
  if ((await loadNewsletter(db, id)).state !== 'draft') throw notDraft();
  await guarded(
    db.batch([
      batchGuard(db, isDraft(id)),
      db
        .update(newsletters)
        .set({ content: contentOf(body), testSentAt: null, updatedAt: nowSeconds() })
        .where(eq(newsletters.id, id)),
    ]),
    notDraft,
  );
  return getNewsletter(db, id);
}

export async function deleteNewsletter(db: Database, id: number): Promise<void> {
  if ((await loadNewsletter(db, id)).state !== 'draft') throw notDraft();
  await guarded(db.batch([batchGuard(db, isDraft(id)), db.delete(newsletters).where(eq(newsletters.id, id))]), notDraft);
}

interface Addressee {
  email: string;
  firstname: string | null;
  lastname: string | null;
  salutation?: number | null;
  language: UiLanguage;
}

async function copyFor(env: Env, content: Content, to: Addressee): Promise<OutgoingMail> {
  const { title, text } = contentFor(content, to.language);
  const unsubscribe = await unsubscribeLinks(env, to.email, to.language);
  return {
    ...renderNewsletter(to.language, {
      greeting: greeting(to.language, { ...to, salutation: to.salutation as 1 | 2 | 3 | null | undefined }),
      title: oneLine(title),
      markdown: text,
      unsubscribeUrl: unsubscribe.page,
    }),
    recipient: to.email,
    listUnsubscribeUrl: unsubscribe.oneClick,
  };
}

/** Admin: one copy to themself in their language (not part of the send log); sending needs it for this content. */
export async function sendTest(db: Database, env: Env, actor: SessionUser, id: number): Promise<Newsletter> {
  const row = await loadNewsletter(db, id);
  if (row.state !== 'draft') throw notDraft();
  const copy = await copyFor(env, row.content, actor);
  // The guard compares the content: an edit between reading and writing must not count as tested.
  const unchanged = sql`(SELECT state = 'draft' AND content = ${JSON.stringify(row.content)} FROM newsletters WHERE id = ${id})`;
  await guarded(
    commitWithMail(
      db,
      env,
      [batchGuard(db, unchanged), db.update(newsletters).set({ testSentAt: nowSeconds() }).where(eq(newsletters.id, id))],
      [{ ...copy, recipientUserId: actor.id }],
    ),
    () => new AppError(409, 'conflict', 'The newsletter was changed meanwhile; send the test again'),
  );
  return getNewsletter(db, id);
}

/** Confirmed subscribers without a copy of the newsletter yet, oldest first. */
const nextRecipients = (db: Database, id: number) =>
  db
    .select({
      email: newsletterSubscribers.email,
      firstname: newsletterSubscribers.firstname,
      lastname: newsletterSubscribers.lastname,
      salutation: newsletterSubscribers.salutation,
      language: newsletterSubscribers.language,
    })
    .from(newsletterSubscribers)
    .where(
      and(
        receivesNewsletter,
        sql`NOT EXISTS (SELECT 1 FROM mail_outbox o WHERE o.newsletter_id = ${id} AND o.recipient = ${newsletterSubscribers.email})`,
      ),
    )
    .orderBy(newsletterSubscribers.id)
    .limit(SEND_PAGE);

async function writeCopies(db: Database, env: Env, id: number, content: Content): Promise<boolean> {
  for (let page = 0; page < SEND_PAGES_PER_REQUEST; page++) {
    const recipients = await nextRecipients(db, id);
    if (recipients.length === 0) return true;
    const copies = await Promise.all(recipients.map((to) => copyFor(env, content, to)));
    await commitWithMail(
      db,
      env,
      [],
      copies.map((copy) => ({
        ...copy,
        newsletterId: id,
        // A request racing this one, or an unsubscribe meanwhile, leaves nothing to write.
        onlyIf: sql`(SELECT state FROM newsletters WHERE id = ${id}) = 'sending'
          AND NOT EXISTS (SELECT 1 FROM mail_outbox WHERE newsletter_id = ${id} AND recipient = ${copy.recipient})
          AND EXISTS (SELECT 1 FROM newsletter_subscribers WHERE email = ${copy.recipient}
                        AND confirmed_at IS NOT NULL AND unsubscribed_at IS NULL)`,
      })),
    );
  }
  return false;
}

function sendRefusal(row: NewsletterRow): AppError | null {
  if (row.state === 'sent') return new AppError(409, 'invalid_transition', 'The newsletter has already been sent');
  if (row.testSentAt === null)
    return new AppError(409, 'invalid_transition', 'Send a test to yourself first: the content changed since the last test');
  return null;
}

/**
 * Admin: sends a tested draft to every confirmed subscriber, one copy each in their language (German when the
 * newsletter has none in it), on the broadcast stream. draft → sending → sent; a request on a newsletter still
 * `sending` goes on where the last one stopped (copies are written once per address), one on a sent one is refused.
 */
export async function sendNewsletter(db: Database, env: Env, actor: SessionUser, id: number): Promise<Newsletter> {
  const row = await loadNewsletter(db, id);
  const refusal = sendRefusal(row);
  if (refusal) throw refusal;
  if (row.state === 'draft') {
    await guarded(
      db.batch([
        batchGuard(db, sql`(SELECT state = 'draft' AND test_sent_at IS NOT NULL FROM newsletters WHERE id = ${id})`),
        db
          .update(newsletters)
          .set({ state: 'sending', sentById: actor.id, updatedAt: nowSeconds() })
          .where(eq(newsletters.id, id)),
        auditInsert(db, { actorUserId: actor.id, action: 'newsletter.sent', entityType: 'newsletter', entityId: id }),
      ]),
      async () => sendRefusal(await loadNewsletter(db, id)) ?? notDraft(),
    );
  }
  if (await writeCopies(db, env, id, row.content)) {
    const now = nowSeconds();
    await db
      .update(newsletters)
      .set({
        state: 'sent',
        sentAt: now,
        updatedAt: now,
        recipientCount: sql`(SELECT count(*) FROM mail_outbox WHERE newsletter_id = ${id})`,
      })
      .where(and(eq(newsletters.id, id), eq(newsletters.state, 'sending')));
  }
  return getNewsletter(db, id);
}

/** No newsletter sent in the last three calendar months (UTC: close enough for a reminder). */
export const newsletterDueSql = sql`NOT EXISTS (SELECT 1 FROM newsletters WHERE sent_at IS NOT NULL
  AND sent_at >= unixepoch('now', '-3 months'))`;
