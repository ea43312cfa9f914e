import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns';
import { mailStatuses, uiLanguages } from './enums';
import { users } from './users';

/** Every outgoing email is written here first (in the same batch as its cause), then enqueued. */
export const mailOutbox = sqliteTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** Email id of docs/emails.md, e.g. `A01`, `password-reset`. */
    template: text('template').notNull(),
    recipient: text('recipient').notNull(),
    recipientUserId: integer('recipient_user_id').references(() => users.id, { onDelete: 'set null' }),
    language: text('language', { enum: uiLanguages }).notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    status: text('status', { enum: mailStatuses }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    providerMessageId: text('provider_message_id'),
    claimedAt: integer('claimed_at'),
    sentAt: integer('sent_at'),
    /** The body holds a secret (temporary password, reset or private link): removed once sent (docs/emails.md). */
    carriesSecret: integer('carries_secret', { mode: 'boolean' }).notNull().default(false),
    /** When text and HTML body were emptied (sent, or not sent within the retention); such a row is never sent. */
    bodyRemovedAt: integer('body_removed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_outbox_status_idx').on(t.status, t.createdAt),
    index('mail_outbox_recipient_idx').on(t.recipient),
    index('mail_outbox_template_idx').on(t.template),
  ],
);
