import { eq } from 'drizzle-orm';
import { userSettings, users, type NotificationSettings } from '../../db/schema';
import type { UiLanguage } from '../../contract/enums';
import type { Database } from '../../lib/env';
import { nowSeconds } from '../../lib/tokens';
import type { SessionUser } from '../../lib/session-user';
import { userWithTwoFactorFlag } from '../auth/auth.service';
import type { User } from '../../contract/auth/auth.schemas';
import type { UserSettings, UserSettingsUpdate } from '../../contract/users/users.schemas';

export const defaultNotifications: NotificationSettings = {
  coachRequests: true,
  reminders: true,
  news: true,
  inquiries: true,
  profileChanges: true,
};

export async function setLanguage(db: Database, user: SessionUser, language: UiLanguage): Promise<User> {
  await db.update(users).set({ language, updatedAt: nowSeconds() }).where(eq(users.id, user.id));
  return userWithTwoFactorFlag({ ...user, language });
}

export async function getSettings(db: Database, user: SessionUser): Promise<UserSettings> {
  const [row] = await db.select().from(userSettings).where(eq(userSettings.userId, user.id)).limit(1);
  return {
    language: user.language,
    color_scheme: row?.colorScheme ?? 'system',
    notifications: { ...defaultNotifications, ...row?.notifications },
  };
}

export async function updateSettings(db: Database, user: SessionUser, update: UserSettingsUpdate): Promise<UserSettings> {
  const current = await getSettings(db, user);
  const next: UserSettings = {
    language: update.language ?? current.language,
    color_scheme: update.color_scheme ?? current.color_scheme,
    notifications: { ...current.notifications, ...update.notifications },
  };
  const now = nowSeconds();
  await db.batch([
    db
      .insert(userSettings)
      .values({ userId: user.id, notifications: next.notifications, colorScheme: next.color_scheme })
      .onConflictDoUpdate({
        target: userSettings.userId,
        set: { notifications: next.notifications, colorScheme: next.color_scheme, updatedAt: now },
      }),
    db.update(users).set({ language: next.language, updatedAt: now }).where(eq(users.id, user.id)),
  ]);
  return next;
}
