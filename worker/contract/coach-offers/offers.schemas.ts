import { z } from 'zod';
import { coachOfferStates, workshopLanguages } from '../enums';
import { optionalText } from '../lib/validation';

/*
 * Coaches offering themselves for unstaffed workshops (issue 18, point 4). An offer belongs to the first workshop of
 * a series and stands for the whole series.
 */

export const OwnOfferSchema = z
  .object({
    id: z.number().int(),
    state: z.enum(coachOfferStates),
    note: z.string().nullable(),
    created_at: z.number().int(),
  })
  .meta({ id: 'OwnCoachOffer' });
export type OwnOffer = z.infer<typeof OwnOfferSchema>;

const dateShape = z.object({ workshop_id: z.number().int(), date: z.string(), start_time: z.string(), end_time: z.string() });

/** A workshop (or series) a coach may offer to give, with the coach's own offer. */
export const OfferableWorkshopSchema = z
  .object({
    /** The workshop (for a series: its first workshop) the offer is made on. */
    workshop_id: z.number().int(),
    title: z.string(),
    subject: z.string().nullable(),
    language: z.enum(workshopLanguages),
    institute: z.string(),
    location: z.string(),
    dates: z.array(dateShape),
    /** How many coaches the workshop still needs. */
    coaches_missing: z.number().int(),
    /** False for a workshop listed only because of the coach's open offer, which no longer fits (e.g. since blocked). */
    fits: z.boolean(),
    offer: OwnOfferSchema.nullable(),
  })
  .meta({ id: 'OfferableWorkshop' });
export type OfferableWorkshop = z.infer<typeof OfferableWorkshopSchema>;

export const OfferBodySchema = z
  .object({
    /** A note to staff, e.g. "I know the school". */
    note: optionalText(1000),
  })
  .meta({ id: 'CoachOfferBody' });
export type OfferBody = z.input<typeof OfferBodySchema>;
export type OfferValues = z.output<typeof OfferBodySchema>;

export const DeclineOfferBodySchema = z
  .object({
    /** Told to the coach in the mail. */
    note: optionalText(1000),
  })
  .meta({ id: 'DeclineCoachOfferBody' });
export type DeclineOfferBody = z.input<typeof DeclineOfferBodySchema>;
export type DeclineOfferValues = z.output<typeof DeclineOfferBodySchema>;

/** An offer as staff see it on the workshop. */
export const CoachOfferSchema = z
  .object({
    id: z.number().int(),
    workshop_id: z.number().int(),
    coach: z.object({ id: z.number().int(), firstname: z.string(), lastname: z.string() }),
    state: z.enum(coachOfferStates),
    note: z.string().nullable(),
    created_at: z.number().int(),
    decided_at: z.number().int().nullable(),
  })
  .meta({ id: 'CoachOffer' });
export type CoachOffer = z.infer<typeof CoachOfferSchema>;
