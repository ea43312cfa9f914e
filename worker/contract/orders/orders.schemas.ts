import { z } from 'zod';
import { materialOrderStates } from '../enums';
import { validationKeys as v } from '../lib/codes';
import { idField, idParam, pageParams } from '../lib/validation';
import { MAX_ORDER_ITEMS, MAX_ORDER_QUANTITY } from './orders.limits';

/*
 * Material orders (issue 12, docs/decisions/013): a coach orders material for a workshop they are placed on, up to the
 * 5th working day before it; staff mark orders sent (the stock goes down) or cancel them.
 */

export const OrderableMaterialSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string().nullable(),
    format: z.string().nullable(),
  })
  .meta({ id: 'OrderableMaterial' });

export const OrderWorkshopSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    date: z.string(),
    start_time: z.string(),
    end_time: z.string(),
    institute: z.string(),
    location: z.string(),
    /** The last day to order material for it (Zurich date): the 5th working day before the workshop. */
    deadline: z.string(),
  })
  .meta({ id: 'OrderWorkshop' });

export const OrderFormSchema = z
  .object({
    materials: z.array(OrderableMaterialSchema),
    /** The coach's placed, upcoming, not cancelled workshops in date order, each with whether ordering is still open. */
    workshops: z.array(OrderWorkshopSchema.extend({ open: z.boolean() })),
    /** The coach's profile address: where an order goes unless the coach gives another. */
    default_shipping_address: z.string().nullable(),
  })
  .meta({ id: 'MaterialOrderForm' });
export type OrderForm = z.infer<typeof OrderFormSchema>;

export const MaterialOrderSchema = z
  .object({
    id: z.number().int(),
    state: z.enum(materialOrderStates),
    workshop: OrderWorkshopSchema.extend({ state: z.string() }),
    coach: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
    items: z.array(
      z.object({
        material_id: z.number().int(),
        title: z.string(),
        format: z.string().nullable(),
        quantity: z.number().int(),
        /** Pieces in store now: for staff; null for coaches. */
        stock: z.number().int().nullable(),
      }),
    ),
    shipping_address: z.string().nullable(),
    /** The coach's delivery note. */
    remarks: z.string().nullable(),
    /** Unix seconds. */
    ordered_at: z.number().int(),
    sent_at: z.number().int().nullable(),
    sent_by: z.string().nullable(),
    cancelled_at: z.number().int().nullable(),
    cancelled_by: z.string().nullable(),
  })
  .meta({ id: 'MaterialOrder' });
export type MaterialOrder = z.infer<typeof MaterialOrderSchema>;

export const OrderListQuerySchema = z
  .object({
    state: z.enum(materialOrderStates, { error: v.choiceInvalid }).optional(),
    workshop_id: idParam().optional(),
    ...pageParams(100),
  })
  .meta({ id: 'MaterialOrderListQuery' });
export type OrderListQuery = z.input<typeof OrderListQuerySchema>;
export type OrderListFilter = z.output<typeof OrderListQuerySchema>;

export const OrderListSchema = z
  .object({
    /** Open orders first (oldest first: the list to work through), then the others, newest first. */
    items: z.array(MaterialOrderSchema),
    total: z.number().int(),
    page: z.number().int(),
    per_page: z.number().int(),
  })
  .meta({ id: 'MaterialOrderList' });
export type OrderList = z.infer<typeof OrderListSchema>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, v.tooLong)
    .optional()
    .transform((text) => text || undefined);

export const OrderCreateBodySchema = z
  .object({
    workshop_id: idField(),
    items: z
      .array(
        z.object({
          material_id: idField(),
          quantity: z
            .number({ error: v.quantityInvalid })
            .int(v.quantityInvalid)
            .min(1, v.quantityInvalid)
            .max(MAX_ORDER_QUANTITY, v.quantityInvalid),
        }),
        { error: v.required },
      )
      .min(1, v.required)
      .max(MAX_ORDER_ITEMS, v.tooLong)
      .superRefine((items, ctx) => {
        const seen = new Set<number>();
        items.forEach((item, index) => {
          if (seen.has(item.material_id)) {
            ctx.addIssue({ code: 'custom', path: [index, 'material_id'], message: v.duplicateMaterial });
          }
          seen.add(item.material_id);
        });
      }),
    /** The delivery note: when and where the material should arrive. */
    remarks: optionalText(2000),
    /** Where to send it; the coach's profile address when left out. */
    shipping_address: optionalText(500),
  })
  .meta({ id: 'MaterialOrderCreateBody' });
export type OrderCreateBody = z.input<typeof OrderCreateBodySchema>;
