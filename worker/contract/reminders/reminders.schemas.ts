import { z } from 'zod';
import { reminderStates, uiLanguages } from '../enums';
import { validationKeys as v } from '../lib/codes';
import { idField } from '../lib/validation';

export const ReminderSchema = z
  .object({
    id: z.number().int(),
    invoice_id: z.number().int(),
    invoice_number: z.string(),
    institute: z.string(),
    level: z.number().int(),
    state: z.enum(reminderStates),
    fee_centimes: z.number().int(),
    /** What is open on the invoice now (amount and earlier fees less credit notes and payments). */
    open_centimes: z.number().int(),
    invoice_due_date: z.string(),
    /** Where the mail goes: the inquiry's or the workshop's contact; null when neither has an address. */
    email: z.string().nullable(),
    language: z.enum(uiLanguages),
    /** Unix seconds: when the daily job proposed it. */
    created_at: z.number().int(),
    /** Set once sent. */
    sent_on: z.string().nullable(),
    due_date: z.string().nullable(),
    owed_centimes: z.number().int().nullable(),
    sent_by: z.string().nullable(),
  })
  .meta({ id: 'Reminder' });
export type Reminder = z.infer<typeof ReminderSchema>;

export const ReminderListQuerySchema = z
  .object({ state: z.enum(reminderStates, { error: v.choiceInvalid }).default('proposed') })
  .meta({ id: 'ReminderListQuery' });

export const ReminderListSchema = z.object({ items: z.array(ReminderSchema) }).meta({ id: 'ReminderList' });

/** At most this many reminders per request ("send all" sends the proposed ones page by page). */
export const MAX_REMINDERS_PER_SEND = 100;

export const SendRemindersBodySchema = z
  .object({ ids: z.array(idField()).min(1, v.required).max(MAX_REMINDERS_PER_SEND, v.tooLong) })
  .meta({ id: 'SendRemindersBody' });

export const SendRemindersResultSchema = z
  .object({
    /** Sent now (each with its PDF; mailed when the school has an address). */
    sent: z.number().int(),
    mailed: z.number().int(),
    /** Proposals withdrawn because the invoice was paid or credited meanwhile (a bank file read since). */
    withdrawn: z.number().int(),
    /** Sent or withdrawn by someone else meanwhile, or not found. */
    skipped: z.number().int(),
  })
  .meta({ id: 'SendRemindersResult' });
export type SendRemindersResult = z.infer<typeof SendRemindersResultSchema>;

export const ReminderPdfTokenParams = z.object({ token: z.string().min(1).max(4096) });

/** What the school's private link shows before the PDF (decision 060). */
export const ReminderLinkSchema = z
  .object({
    level: z.number().int(),
    invoice_number: z.string(),
    sent_on: z.string(),
    due_date: z.string(),
    owed_centimes: z.number().int(),
  })
  .meta({ id: 'ReminderLink' });
export type ReminderLink = z.infer<typeof ReminderLinkSchema>;
