import { z } from 'zod';
import { uiLanguages, userStates } from '../enums';
import { emailField, idParam, intParam, pageParams, requiredString, searchText } from '../lib/validation';
import { UserSchema } from '../auth/auth.schemas';

/** Staff create a coach account; the coach gets a temporary password by email (valid 48 hours). */
export const CoachCreateBodySchema = z
  .object({
    firstname: requiredString(100),
    lastname: requiredString(100),
    email: emailField(),
    language: z.enum(uiLanguages).default('de'),
  })
  .meta({ id: 'CoachCreateBody' });
export type CoachCreateBody = z.input<typeof CoachCreateBodySchema>;

export const coachSortKeys = ['name', 'state', 'created_at', 'queue'] as const;

/** Query of the coaches list. `sort=queue` (finance's default) puts profiles awaiting approval first. */
export const CoachListQuerySchema = z
  .object({
    ...pageParams(100),
    sort: z.enum(coachSortKeys).default('name'),
    order: z.enum(['asc', 'desc']).default('asc'),
    state: z.enum(userStates).optional(),
    /** Coach language (master data id). */
    language: idParam().optional(),
    subject: idParam().optional(),
    skill: idParam().optional(),
    /** With `skill`: the lowest rating (1–5) that matches. */
    min_rating: intParam(1, 5).optional(),
    q: searchText('Words of the name, email or location; each word must appear in one of them.').optional(),
  })
  .meta({ id: 'CoachListQuery' });
export type CoachListQuery = z.infer<typeof CoachListQuerySchema>;

export const CoachListItemSchema = UserSchema.omit({ role: true })
  .extend({
    phone: z.string().nullable(),
    location: z.string().nullable(),
    languages: z.array(z.string()),
    subjects: z.array(z.string()),
    /** Unix seconds: when the coach last asked HR to check the profile. */
    submitted_at: z.number().int().nullable(),
    /** Unix seconds: when the account was created. */
    created_at: z.number().int(),
  })
  .meta({ id: 'CoachListItem' });
export type CoachListItem = z.infer<typeof CoachListItemSchema>;

const stateCounts = z.object(
  Object.fromEntries(userStates.map((state) => [state, z.number().int()])) as Record<(typeof userStates)[number], z.ZodNumber>,
);

export const CoachListSchema = z
  .object({
    items: z.array(CoachListItemSchema),
    total: z.number().int(),
    page: z.number().int(),
    per_page: z.number().int(),
    /** Counts per state under the other filters, for the state tabs. */
    counts: stateCounts,
  })
  .meta({ id: 'CoachList' });
export type CoachList = z.infer<typeof CoachListSchema>;

export const ActiveCoachSchema = z
  .object({ id: z.number().int(), firstname: z.string(), lastname: z.string() })
  .meta({ id: 'ActiveCoach' });

export const SendBackBodySchema = z.object({ reason: requiredString(2000) }).meta({ id: 'CoachSendBackBody' });
export type SendBackBody = z.input<typeof SendBackBodySchema>;

/** Admin: `inactive` ends the coach's sessions and keeps them out of new requests; `active` reactivates. */
export const CoachSetStateBodySchema = z.object({ state: z.enum(['inactive', 'active']) }).meta({ id: 'CoachSetStateBody' });
export type CoachSetStateBody = z.infer<typeof CoachSetStateBodySchema>;
