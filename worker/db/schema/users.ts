import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, timestamps } from './columns';
import { roles, uiLanguages, userStates } from './enums';

export const users = sqliteTable(
  'users',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    role: text('role', { enum: roles }).notNull(),
    language: text('language', { enum: uiLanguages }).notNull().default('de'),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    /** Stored lower-case; the account identifier. */
    email: text('email').notNull().unique(),
    /** Versioned hash, see worker/lib/password.ts; null until a password is set. */
    passwordHash: text('password_hash'),
    /** Set while the password is a temporary one (state change-password): it stops working after this time. */
    passwordExpiresAt: integer('password_expires_at'),
    state: text('state', { enum: userStates }).notNull().default('created'),
    ...timestamps(),
  },
  (t) => [index('users_role_state_idx').on(t.role, t.state), index('users_lastname_idx').on(t.lastname)],
);

export const sessions = sqliteTable(
  'sessions',
  {
    /** SHA-256 (hex) of the bearer token; the token itself is never stored. */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: integer('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

export const passwordResetTokens = sqliteTable(
  'password_reset_tokens',
  {
    /** SHA-256 (hex) of the emailed token. */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: integer('expires_at').notNull(),
    usedAt: integer('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

export interface NotificationSettings {
  coachRequests: boolean;
  reminders: boolean;
  news: boolean;
  inquiries: boolean;
  profileChanges: boolean;
}

export const userSettings = sqliteTable('user_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  notifications: text('notifications', { mode: 'json' }).$type<NotificationSettings>().notNull(),
  colorScheme: text('color_scheme', { enum: ['light', 'dark', 'system'] })
    .notNull()
    .default('system'),
  ...timestamps(),
});

/** Organisation-wide settings (key -> JSON value), e.g. contact address shown in mails. */
export const appSettings = sqliteTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value', { mode: 'json' }).notNull(),
  updatedAt: integer('updated_at').notNull(),
});
