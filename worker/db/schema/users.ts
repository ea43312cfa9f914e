import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, timestamps } from './columns';
import { roles, uiLanguages, userStates } from '../../contract/enums';

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
    /** TOTP secret, encrypted (worker/lib/field-crypto.ts); null while two-factor sign-in is off. */
    totpSecret: text('totp_secret'),
    /** When the user confirmed the TOTP secret with a first code; null while not enabled. */
    totpEnabledAt: integer('totp_enabled_at'),
    /** The last TOTP time step accepted: a code is never accepted twice. */
    totpLastStep: integer('totp_last_step'),
    /** Failed sign-ins since the last successful one; the owner is mailed when it reaches the threshold. */
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    /** After many failed passwords in a row (from any client), the next attempt is not checked before this time. */
    passwordRetryAt: integer('password_retry_at'),
    /** Wrong second-factor codes since the last right one; the waits grow from the fifth (worker/features/auth). */
    failedCodeCount: integer('failed_code_count').notNull().default(0),
    /** No second-factor code is checked before this time (growing waits after failed codes). */
    codeRetryAt: integer('code_retry_at'),
    /** When the person was anonymised on request (name, address, contact and files removed). */
    anonymisedAt: integer('anonymised_at'),
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
    /** Absolute end of the session. */
    expiresAt: integer('expires_at').notNull(),
    /** Last request with this session (updated at most every few minutes); the idle timeout counts from here. */
    lastUsedAt: integer('last_used_at'),
    /** The browser's User-Agent at sign-in, shortened (the active sessions list names the device by it). */
    userAgent: text('user_agent'),
    ip: text('ip'),
    /** When the user last confirmed their password in this session (needed before changing an IBAN or email). */
    reauthenticatedAt: integer('reauthenticated_at'),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** Two-factor sign-in challenges already answered (by a hash): one challenge, one session. Purged once expired. */
export const usedLoginChallenges = sqliteTable('used_login_challenges', {
  id: text('id').primaryKey(),
  expiresAt: integer('expires_at').notNull(),
});

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

/** One-time recovery codes for two-factor sign-in, stored as SHA-256 (hex). */
export const recoveryCodes = sqliteTable(
  'recovery_codes',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull().unique(),
    usedAt: integer('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
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
