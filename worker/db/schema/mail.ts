import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, timestamps } from './columns';
import { mailStatuses, mailStreams, newsletterStates, uiLanguages, type UiLanguage } from '../../contract/enums';
import { inquiries } from './inquiries';
import { users } from './users';

/** Every outgoing email is written here first (in the same batch as its cause), then enqueued. */
export const mailOutbox = sqliteTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** Template name of docs/emails.md, e.g. `password-reset`; its catalogue id (`O01`) is in worker/mail/catalogue.ts. */
    template: text('template').notNull(),
    recipient: text('recipient').notNull(),
    recipientUserId: integer('recipient_user_id').references(() => users.id, { onDelete: 'set null' }),
    language: text('language', { enum: uiLanguages }).notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    status: text('status', { enum: mailStatuses }).notNull().default('queued'),
    /** Postmark message stream: transactional (`outbound`) or the newsletter's `broadcast`. */
    stream: text('stream', { enum: mailStreams }).notNull().default('outbound'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    providerMessageId: text('provider_message_id'),
    claimedAt: integer('claimed_at'),
    sentAt: integer('sent_at'),
    /** The body holds a secret (temporary password, reset or private link): removed once sent (docs/emails.md). */
    carriesSecret: integer('carries_secret', { mode: 'boolean' }).notNull().default(false),
    /** When text and HTML body were emptied (sent, or not sent within the retention); such a row is never sent. */
    bodyRemovedAt: integer('body_removed_at'),
    /** Given up after the last attempt and handed to the dead-letter queue; only a resend sends it again. */
    deadLetteredAt: integer('dead_lettered_at'),
    /** When Postmark reported the message bounced (status `bounced`). */
    bouncedAt: integer('bounced_at'),
    /**
     * A newsletter copy's one-click unsubscribe URL (RFC 8058), sent as its `List-Unsubscribe` header; it holds the
     * unsubscribe token, so it goes with the body.
     */
    listUnsubscribeUrl: text('list_unsubscribe_url'),
    /** The newsletter this mail is a copy of (send log). */
    newsletterId: integer('newsletter_id').references(() => newsletters.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_outbox_status_idx').on(t.status, t.createdAt),
    /** The outbox viewer's order, newest first. */
    index('mail_outbox_created_idx').on(t.createdAt),
    index('mail_outbox_recipient_idx').on(t.recipient),
    // Covering for the viewer's counts per state under a template and recipient filter.
    index('mail_outbox_template_idx').on(t.template, t.status, t.createdAt, t.recipient),
    index('mail_outbox_provider_message_idx').on(t.providerMessageId),
    // Covering for a newsletter's send log (copies per state).
    index('mail_outbox_newsletter_idx').on(t.newsletterId, t.status),
  ],
);

/**
 * Addresses no mail is sent to any more: Postmark reported a hard bounce or spam complaint (webhook). Staff see it on
 * the person and may lift it (the row is deleted) once the address is fixed.
 */
export const mailSuppressions = sqliteTable('mail_suppressions', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  /** Lower-case. */
  email: text('email').notNull().unique(),
  /** Postmark's bounce type, e.g. `HardBounce`, `SpamComplaint`. */
  reason: text('reason').notNull(),
  /** Postmark's description of the bounce, shown to staff. */
  description: text('description'),
  providerMessageId: text('provider_message_id'),
  bouncedAt: integer('bounced_at').notNull(),
  createdAt: createdAt(),
});

/** One row per run of a scheduled job (worker/jobs): what it did, shown to admins. */
export const jobRuns = sqliteTable(
  'job_runs',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    job: text('job').notNull(),
    /** The cron expression that dispatched the run (`manual` when started by hand or a test). */
    trigger: text('trigger').notNull(),
    startedAt: integer('started_at').notNull(),
    finishedAt: integer('finished_at'),
    /** What the run did, e.g. `{ "mails": 3, "workshops": 2 }`. */
    counts: text('counts', { mode: 'json' }).$type<Record<string, number>>(),
    error: text('error'),
    /** The admin who started it with "Jetzt ausführen"; null for the scheduler (or a developer). */
    startedById: integer('started_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('job_runs_job_idx').on(t.job, t.startedAt), index('job_runs_started_idx').on(t.startedAt)],
);

/**
 * Idempotency keys of scheduled jobs: a job inserts `(job, key)` in the same batch as the mail or change it makes
 * once (e.g. `material-order-reminder`, `workshop:12:coach:5`); a second run finds the key and does nothing.
 */
export const jobMarks = sqliteTable(
  'job_marks',
  {
    job: text('job').notNull(),
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.job, t.key] })],
);

/**
 * Newsletter contacts. Consent is double opt-in: the row is written when someone asks (inquiry form), and counts only
 * once `confirmed_at` is set by the link in the confirmation mail; `unsubscribed_at` ends it (a new opt-in starts over).
 */
export const newsletterSubscribers = sqliteTable(
  'newsletter_subscribers',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** Lower-case. */
    email: text('email').notNull().unique(),
    firstname: text('firstname'),
    lastname: text('lastname'),
    /** 1 = Frau, 2 = Herr, 3 = neutral (as inquiries.gender). */
    salutation: integer('salutation'),
    language: text('language', { enum: uiLanguages }).notNull(),
    /** Where consent was asked: `inquiry-form`. */
    source: text('source').notNull(),
    inquiryId: integer('inquiry_id').references(() => inquiries.id, { onDelete: 'set null' }),
    consentRequestedAt: integer('consent_requested_at').notNull(),
    /** The consent date: when the confirmation link was opened. */
    confirmedAt: integer('confirmed_at'),
    unsubscribedAt: integer('unsubscribed_at'),
    ...timestamps(),
  },
  (t) => [
    index('newsletter_subscribers_confirmed_idx').on(t.confirmedAt, t.unsubscribedAt),
    // The admin's list, newest request first: a page walks it and stops.
    index('newsletter_subscribers_consent_idx').on(t.consentRequestedAt),
  ],
);

export interface NewsletterContent {
  title: string;
  /** Markdown. */
  text: string;
}

/** A newsletter: title and Markdown text per language (German required), written, tested, then sent once. */
export const newsletters = sqliteTable(
  'newsletters',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    content: text('content', { mode: 'json' }).$type<Partial<Record<UiLanguage, NewsletterContent>>>().notNull(),
    state: text('state', { enum: newsletterStates }).notNull().default('draft'),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    testSentAt: integer('test_sent_at'),
    sentAt: integer('sent_at'),
    sentById: integer('sent_by_id').references(() => users.id, { onDelete: 'set null' }),
    recipientCount: integer('recipient_count'),
    ...timestamps(),
  },
  (t) => [index('newsletters_sent_idx').on(t.sentAt)],
);
