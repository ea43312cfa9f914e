import { z } from 'zod';
import { uiLanguages } from '../enums';

const NamedItemSchema = z.object({ id: z.number().int(), name: z.string() }).meta({ id: 'NamedItem' });
export type NamedItem = z.infer<typeof NamedItemSchema>;

export const PublicBasedataSchema = z
  .object({
    languages: z.array(z.enum(uiLanguages)),
    currency: z.literal('CHF'),
    /** Turnstile site key; null when the bot check is not configured. */
    turnstile_site_key: z.string().nullable(),
  })
  .meta({ id: 'PublicBasedata' });
export type PublicBasedata = z.infer<typeof PublicBasedataSchema>;

export const ManagerBasedataSchema = z
  .object({
    languages: z.array(z.enum(uiLanguages)),
    currency: z.literal('CHF'),
    /** For coaches: their requests still awaiting an answer as `GET /coaches/requests` lists them (a series once); 0 for other roles. */
    pending_coach_requests: z.number().int(),
    /** The coach lists: active entries for coaches; for staff deactivated ones too (coaches' profiles may have them). */
    coach_skills: z.array(NamedItemSchema),
    coach_languages: z.array(NamedItemSchema),
    coach_subjects: z.array(NamedItemSchema),
    grades: z.array(NamedItemSchema),
  })
  .meta({ id: 'ManagerBasedata' });
export type ManagerBasedata = z.infer<typeof ManagerBasedataSchema>;
