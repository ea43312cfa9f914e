import { z } from 'zod';
import { fetchableUrlField } from '../lib/validation';

/** Why the last import failed; the SPA words each one. */
export const importErrorCodes = ['unreachable', 'http_error', 'too_large', 'not_a_calendar', 'timeout'] as const;
export type ImportErrorCode = (typeof importErrorCodes)[number];

export const CalendarImportBodySchema = z
  .object({
    url: fetchableUrlField().meta({
      description: 'The calendar’s iCalendar (ICS) address, https (a `webcal://` address is read as https)',
      example: 'https://calendar.google.com/calendar/ical/abc/private-123/basic.ics',
    }),
  })
  .meta({ id: 'CalendarImportBody' });
export type CalendarImportBody = z.infer<typeof CalendarImportBodySchema>;

export const ImportedBusyTimeSchema = z
  .object({
    date: z.string().meta({ description: 'Zurich date' }),
    start_time: z.string().nullable().meta({ description: '`HH:MM`; null with end_time null = the whole day' }),
    end_time: z.string().nullable().meta({ description: '`HH:MM`, `24:00` = until midnight' }),
  })
  .meta({ id: 'ImportedBusyTime' });
export type ImportedBusyTime = z.infer<typeof ImportedBusyTimeSchema>;

export const CalendarImportStatusSchema = z
  .object({
    linked: z.boolean(),
    url_masked: z
      .string()
      .nullable()
      .meta({ description: 'Scheme and host of the linked address followed by `…` (the rest is a secret)' }),
    last_synced_at: z.number().int().nullable().meta({ description: 'Unix seconds of the last successful import' }),
    busy_count: z.number().int().meta({ description: 'Busy times stored by the last successful import' }),
    last_error: z.enum(importErrorCodes).nullable().meta({ description: 'Why the last attempt failed; null when it succeeded' }),
    last_error_at: z.number().int().nullable(),
    busy_times: z
      .array(ImportedBusyTimeSchema)
      .meta({ description: 'The imported busy times from today on, the first 200 in date order' }),
  })
  .meta({ id: 'CalendarImportStatus', description: 'The linked external calendar and its last import' });
export type CalendarImportStatus = z.infer<typeof CalendarImportStatusSchema>;
