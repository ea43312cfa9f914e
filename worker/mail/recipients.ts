import { and, eq, inArray } from 'drizzle-orm';
import { users, userSettings } from '../db/schema';
import type { Role } from '../db/schema/enums';
import type { Database } from '../lib/env';

/** Active users of these roles with their notification settings: who may get a staff mail (each filters its toggle). */
export const activeUsersWithSettings = (db: Database, roles: Role[]) =>
  db
    .select({
      id: users.id,
      email: users.email,
      language: users.language,
      firstname: users.firstname,
      lastname: users.lastname,
      notifications: userSettings.notifications,
    })
    .from(users)
    .leftJoin(userSettings, eq(userSettings.userId, users.id))
    .where(and(inArray(users.role, roles), eq(users.state, 'active')));
