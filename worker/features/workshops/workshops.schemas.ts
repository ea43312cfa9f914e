import { z } from 'zod';
import { workshopLanguages, workshopStates, workshopTypes } from '../../db/schema/enums';
import { validationKeys as v } from '../../lib/codes';

/** Targets staff may ask for with `POST workshops/{id}/set-state` (see workshops.states.ts). */
export const setStateTargets = ['initialized', 'done', 'invoiceable', 'cancelled'] as const;
export type SetStateTarget = (typeof setStateTargets)[number];

export const SetWorkshopStateBodySchema = z
  .object({
    state: z.enum(setStateTargets),
    /** Shown to coaches and the school when cancelling. */
    reason: z.string().trim().max(1000, v.tooLong).optional(),
  })
  .meta({ id: 'SetWorkshopStateBody' });
export type SetWorkshopStateBody = z.infer<typeof SetWorkshopStateBodySchema>;

export const WorkshopSummarySchema = z
  .object({
    id: z.number().int(),
    state: z.enum(workshopStates),
    type: z.enum(workshopTypes),
    language: z.enum(workshopLanguages),
    date: z.string(),
    start_time: z.string(),
    end_time: z.string(),
    series_id: z.number().int().nullable(),
    institute: z.string(),
    location: z.string(),
    cancellation_reason: z.string().nullable(),
  })
  .meta({ id: 'WorkshopSummary' });
export type WorkshopSummary = z.infer<typeof WorkshopSummarySchema>;
