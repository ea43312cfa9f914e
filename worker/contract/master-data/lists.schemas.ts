import { z } from 'zod';
import { validationKeys as v } from '../lib/codes';
import { requiredString } from '../lib/validation';
import { listKinds, listUsagePlaces } from './list-kinds';

export { listKinds, listUsagePlaces, type ListKind, type ListUsagePlace } from './list-kinds';

export const NAME_MAX_LENGTH = 100;

const optionalName = () => z.string().trim().max(NAME_MAX_LENGTH, v.tooLong).optional().default('');

export const ListKindParams = z.object({ kind: z.enum(listKinds, { error: v.choiceInvalid }) });

/** Names in the interface languages: German is required, a missing one falls back to German where the list is used. */
export const ListNamesBodySchema = z
  .object({
    de: requiredString(NAME_MAX_LENGTH),
    fr: optionalName(),
    it: optionalName(),
    en: optionalName(),
  })
  .meta({ id: 'ListNamesBody' });

export const ListEntryBodySchema = z
  .object({
    names: ListNamesBodySchema,
    /** Languages only (required there): the ISO 639-1 code, two lower-case letters, unique. Ignored for other kinds. */
    code: z
      .string()
      .trim()
      .regex(/^[a-z]{2}$/, v.languageCodeInvalid)
      .optional(),
    /** An inactive entry stays on the records that use it but is no longer offered in forms and filters. */
    active: z.boolean().default(true),
  })
  .meta({ id: 'ListEntryBody' });
export type ListEntryBody = z.output<typeof ListEntryBodySchema>;
export type ListEntryInput = z.input<typeof ListEntryBodySchema>;

export const ListMoveBodySchema = z
  .object({ direction: z.enum(['up', 'down'], { error: v.choiceInvalid }) })
  .meta({ id: 'ListMoveBody' });
export type ListMoveBody = z.output<typeof ListMoveBodySchema>;

export const ListEntrySchema = z
  .object({
    id: z.number().int(),
    /** Languages only: the ISO 639-1 code; null for the other kinds. */
    code: z.string().nullable(),
    position: z.number().int(),
    active: z.boolean(),
    /** Null where the translation is missing (the forms then show the German name). */
    names: z.object({ de: z.string(), fr: z.string().nullable(), it: z.string().nullable(), en: z.string().nullable() }),
    /** How often the entry is referenced, per place (only places with a count above zero). */
    usage: z.array(z.object({ where: z.enum(listUsagePlaces), count: z.number().int() })),
  })
  .meta({ id: 'ListEntry' });
export type ListEntry = z.infer<typeof ListEntrySchema>;

/** Every entry of one list, inactive ones included, in display order. */
export const ListEntriesSchema = z.array(ListEntrySchema).meta({ id: 'ListEntries' });
