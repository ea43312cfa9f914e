import { z } from 'zod';
import { uiLanguages } from '../enums';

export const NotificationSettingsSchema = z
  .object({
    coachRequests: z.boolean(),
    reminders: z.boolean(),
    news: z.boolean(),
    inquiries: z.boolean(),
    profileChanges: z.boolean(),
  })
  .meta({ id: 'NotificationSettings' });

export const UserSettingsSchema = z
  .object({
    language: z.enum(uiLanguages),
    color_scheme: z.enum(['light', 'dark', 'system']),
    notifications: NotificationSettingsSchema,
  })
  .meta({ id: 'UserSettings' });
export type UserSettings = z.infer<typeof UserSettingsSchema>;

export const UserSettingsUpdateSchema = UserSettingsSchema.partial()
  .extend({ notifications: NotificationSettingsSchema.partial().optional() })
  .meta({ id: 'UserSettingsUpdate' });
export type UserSettingsUpdate = z.infer<typeof UserSettingsUpdateSchema>;
