import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { users, userSettings, type NotificationSettings } from '../db/schema';
import type { Role } from '../contract/enums';
import type { Database } from '../lib/env';
import { mailRecipientColumns } from './addressee';

/** Active users of these roles with their notification settings: who may get a staff mail (each filters its toggle). */
export const activeUsersWithSettings = (db: Database, roles: Role[]) =>
  db
    .select({ ...mailRecipientColumns, notifications: userSettings.notifications })
    .from(users)
    .leftJoin(userSettings, eq(userSettings.userId, users.id))
    .where(and(inArray(users.role, roles), eq(users.state, 'active')));

/**
 * SQL for an outbox `onlyIf`: the user has not switched this notification off (settings JSON; without a settings row
 * or a value for the toggle they get it). Read in the batch that writes the mail, so a change of the settings made
 * meanwhile counts.
 */
export const wantsMail = (userId: number | SQL, toggle: keyof NotificationSettings): SQL =>
  sql`coalesce((SELECT json_extract(notifications, ${`$.${toggle}`}) FROM user_settings WHERE user_id = ${userId}), 1) <> 0`;
