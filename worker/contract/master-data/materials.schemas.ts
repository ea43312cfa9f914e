import { z } from 'zod';
import { validationKeys as v } from '../lib/codes';
import { optionalText, requiredString, searchText } from '../lib/validation';

/*
 * The materials catalogue (master data): what staff keep in store and coaches may order. One schema for the SPA
 * form and the API; messages are validation keys the SPA translates.
 */

export const STOCK_MAX = 1_000_000;
export const POSITION_MAX = 100_000;

const requiredOrNumber = (issue: { input: unknown }) => (issue.input === undefined ? v.required : v.numberExpected);
const flag = (fallback: boolean) => z.boolean({ error: v.choiceInvalid }).default(fallback);

/** A display order: lower first; absent on create puts the row last, absent on edit keeps it. */
export const positionField = () =>
  z
    .number({ error: v.numberExpected })
    .int(v.numberExpected)
    .min(0, v.numberExpected)
    .max(POSITION_MAX, v.numberExpected)
    .optional();

export const MaterialBodySchema = z
  .object({
    title: requiredString(200),
    description: optionalText(2000),
    /** e.g. `A5-Broschüre, 24 Seiten`, `Poster A2`. */
    format: optionalText(200),
    storage_location: optionalText(200),
    /** Pieces in store; goes down when an order is marked sent. */
    stock: z.number({ error: requiredOrNumber }).int(v.numberExpected).min(0, v.numberExpected).max(STOCK_MAX, v.numberExpected),
    orderable_by_coaches: flag(false),
    /** The notification feeds (coache, associate, finance) the material shows in. */
    visible_for_coaches: flag(true),
    visible_for_associates: flag(true),
    visible_for_finance: flag(false),
    /** Inactive materials stay in old orders but cannot be ordered any more. */
    active: flag(true),
    position: positionField(),
  })
  .meta({ id: 'MaterialBody' });
export type MaterialBody = z.input<typeof MaterialBodySchema>;
export type MaterialValues = z.output<typeof MaterialBodySchema>;

export const MaterialListQuerySchema = z
  .object({
    q: searchText(
      'Words of the title, description, format or storage location; each word must appear in one of them.',
    ).optional(),
  })
  .meta({ id: 'MaterialListQuery' });
export type MaterialListQuery = z.infer<typeof MaterialListQuerySchema>;

export const MaterialSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string().nullable(),
    format: z.string().nullable(),
    storage_location: z.string().nullable(),
    stock: z.number().int(),
    orderable_by_coaches: z.boolean(),
    visible_for_coaches: z.boolean(),
    visible_for_associates: z.boolean(),
    visible_for_finance: z.boolean(),
    active: z.boolean(),
    position: z.number().int(),
    /** Material orders (any state) that contain it: while there are any, it cannot be deleted, only deactivated. */
    order_count: z.number().int(),
  })
  .meta({ id: 'Material' });
export type Material = z.infer<typeof MaterialSchema>;
