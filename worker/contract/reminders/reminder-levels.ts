import { z } from 'zod';
import { validationKeys as v } from '../lib/codes';
import { centimesField } from '../lib/validation';

/** At most this many reminder levels (reminder 1, 2, 3). */
export const MAX_REMINDER_LEVELS = 3;

/**
 * One reminder level (decision 060): level 1 is due `days` after the invoice's due date, each later level `days` after
 * the previous reminder was sent; its fee (0 for none) is added to what the school owes.
 */
export const ReminderLevelSchema = z
  .object({
    days: z.number({ error: v.numberExpected }).int(v.numberExpected).min(1, v.numberExpected).max(180, v.numberExpected),
    fee_centimes: centimesField(100_000, v.numberExpected),
  })
  .meta({ id: 'ReminderLevel' });
export type ReminderLevel = z.infer<typeof ReminderLevelSchema>;

export const reminderLevelsField = () =>
  z
    .array(ReminderLevelSchema)
    .max(MAX_REMINDER_LEVELS, v.tooLong)
    .optional()
    .meta({ description: `Reminder levels in order, at most ${MAX_REMINDER_LEVELS}; none: no reminders are proposed` });
