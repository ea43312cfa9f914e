import { z } from 'zod';
import { roles } from '../enums';
import { validationKeys as v } from '../lib/codes';
import { idField, optionalText, requiredString, searchText } from '../lib/validation';
import { positionField } from './materials.schemas';

/*
 * The team (associates) in master data: people with a contact and a role in the team, optionally linked to the
 * staff login (admin or associate) they use. Nothing else refers to a team member, so one can always be deleted.
 */

const phonePattern = /^\+?[\d\s()/.-]{6,}$/;
const flag = (fallback: boolean) => z.boolean({ error: v.choiceInvalid }).default(fallback);

export const AssociateBodySchema = z
  .object({
    name: requiredString(200),
    email: z
      .union([
        z.literal(''),
        z
          .string()
          .trim()
          .max(254, v.tooLong)
          .pipe(z.email({ error: v.emailInvalid })),
      ])
      .nullish()
      .transform((email) => email?.toLowerCase() || null),
    phone: z
      .union([z.literal(''), z.string().trim().max(40, v.tooLong).regex(phonePattern, v.phoneInvalid)])
      .nullish()
      .transform((phone) => phone || null),
    /** The role in the team, e.g. `Projektleiterin Bildung`. */
    function: optionalText(200),
    /** The staff login this member uses: an active admin or associate account, linked to one member at most. */
    user_id: idField(v.choiceInvalid)
      .nullish()
      .transform((id) => id ?? null),
    active: flag(true),
    position: positionField(),
  })
  .meta({ id: 'AssociateBody' });
export type AssociateBody = z.input<typeof AssociateBodySchema>;
export type AssociateValues = z.output<typeof AssociateBodySchema>;

export const AssociateListQuerySchema = z
  .object({
    q: searchText('Words of the name, email, phone or role in the team; each word must appear in one of them.').optional(),
  })
  .meta({ id: 'AssociateListQuery' });
export type AssociateListQuery = z.infer<typeof AssociateListQuerySchema>;

const LinkedUserSchema = z
  .object({ id: z.number().int(), name: z.string(), email: z.string(), role: z.enum(roles) })
  .meta({ id: 'AssociateLinkedUser' });

export const AssociateSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    function: z.string().nullable(),
    user_id: z.number().int().nullable(),
    /** The linked login, for display (it may since have been deactivated or changed role). */
    user: LinkedUserSchema.nullable(),
    active: z.boolean(),
    position: z.number().int(),
  })
  .meta({ id: 'Associate' });
export type Associate = z.infer<typeof AssociateSchema>;

export const LinkableUserSchema = LinkedUserSchema.extend({
  /** The team member this login is linked to already, or null. */
  associate_id: z.number().int().nullable(),
}).meta({ id: 'LinkableUser' });
export type LinkableUser = z.infer<typeof LinkableUserSchema>;

export const AssociateListSchema = z
  .object({
    items: z.array(AssociateSchema),
    /** Every active admin and associate login, the choices for `user_id`, by name. */
    linkable_users: z.array(LinkableUserSchema),
  })
  .meta({ id: 'AssociateList' });
export type AssociateList = z.infer<typeof AssociateListSchema>;
