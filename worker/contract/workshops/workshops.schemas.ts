import { z } from 'zod';
import { evaluationKinds, evaluationStates, workshopLanguages, workshopStates, workshopTypes } from '../enums';
import { validationKeys as v } from '../lib/codes';
import { timePattern } from '../lib/dates';
import { dateField, idField, idParam, pageParams, searchText, timeField } from '../lib/validation';

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

export const WorkshopListQuerySchema = z
  .object({
    ...pageParams(200),
    /** `upcoming` (the default): from today on by date, then the past, latest first; `order` does not apply to it. */
    sort: z.enum(['upcoming', 'date', 'state', 'institute', 'created_at']).default('upcoming'),
    order: z.enum(['asc', 'desc']).default('asc'),
    state: z.enum(workshopStates).optional(),
    date_from: dateField().optional(),
    date_to: dateField().optional(),
    /** The catalogue workshop (subject). */
    subject: idParam().optional(),
    language: z.enum(workshopLanguages).optional(),
    /** A coach's user id: placed on the workshop. */
    coach: idParam().optional(),
    coach_name: searchText('Words of a placed coach’s name; each word must appear in it.').optional(),
    series: idParam().optional(),
    q: searchText('Words of the institute, location or contact name; each word must appear in one of them.').optional(),
  })
  .meta({ id: 'WorkshopListQuery' });
export type WorkshopListQuery = z.infer<typeof WorkshopListQuerySchema>;

const PersonSchema = z.object({ id: z.number().int(), name: z.string() });

export const WorkshopListItemSchema = WorkshopSummarySchema.extend({
  title: z.string(),
  offered_workshop_id: z.number().int(),
  inquiry_id: z.number().int().nullable(),
  price_centimes: z.number().int(),
  coaches: z.array(PersonSchema),
}).meta({ id: 'WorkshopListItem' });
export type WorkshopListItem = z.infer<typeof WorkshopListItemSchema>;

export const WorkshopListSchema = z
  .object({
    items: z.array(WorkshopListItemSchema),
    total: z.number().int(),
    page: z.number().int(),
    per_page: z.number().int(),
    counts: z.record(z.enum(workshopStates), z.number().int()),
  })
  .meta({ id: 'WorkshopList' });
export type WorkshopList = z.infer<typeof WorkshopListSchema>;

const requiredText = (max = 200) => z.string({ error: v.required }).trim().min(1, v.required).max(max, v.tooLong);
const optionalText = (max = 200) => z.string().trim().max(max, v.tooLong).nullable().optional();

/** Staff edit a workshop: the spec's rules (required fields, end after start). */
export const WorkshopUpdateBodySchema = z
  .object({
    offered_workshop_id: idField(),
    language: z.enum(workshopLanguages),
    date: dateField(v.required),
    start_time: timeField(v.required),
    end_time: timeField(v.required),
    institute: requiredText(),
    street_address: optionalText(),
    address_addition: optionalText(),
    postcode: optionalText(10),
    location: requiredText(),
    room: optionalText(),
    contact_firstname: optionalText(),
    contact_lastname: optionalText(),
    contact_email: z
      .union([z.literal(''), z.email({ error: v.emailInvalid })])
      .nullable()
      .optional(),
    contact_phone: optionalText(40),
    number_participants: z.number({ error: v.numberExpected }).int().min(0).max(9999).nullable().optional(),
    /** How many coaches give it; placing that many makes it to-realize. */
    coaches_needed: z
      .number({ error: v.numberExpected })
      .int(v.numberExpected)
      .min(1, v.numberExpected)
      .max(10, v.tooLong)
      .optional(),
    price_centimes: z.number({ error: v.numberExpected }).int().min(0, v.numberExpected).max(10_000_000, v.tooLong),
    notes: optionalText(4000),
  })
  .superRefine((body, ctx) => {
    const times = [body.start_time, body.end_time];
    if (times.every((t) => timePattern.test(t)) && body.end_time <= body.start_time) {
      ctx.addIssue({ code: 'custom', path: ['end_time'], message: v.endBeforeStart });
    }
  })
  .meta({ id: 'WorkshopUpdateBody' });
export type WorkshopUpdateBody = z.input<typeof WorkshopUpdateBodySchema>;

export const ReplicateBodySchema = z
  .object({
    /** One copy per item: the workshop to copy and the new date (times default to the original's). */
    items: z
      .array(
        z.object({
          workshop_id: idField(),
          date: dateField(v.required),
          start_time: timeField(v.required).optional(),
          end_time: timeField(v.required).optional(),
        }),
      )
      .min(1, v.required)
      .max(50, v.tooLong),
  })
  .meta({ id: 'ReplicateBody' });
export type ReplicateBody = z.infer<typeof ReplicateBodySchema>;

export const WorkshopDetailSchema = WorkshopListItemSchema.extend({
  duration_minutes: z.number().int(),
  street_address: z.string().nullable(),
  address_addition: z.string().nullable(),
  postcode: z.string().nullable(),
  room: z.string().nullable(),
  contact_firstname: z.string().nullable(),
  contact_lastname: z.string().nullable(),
  contact_email: z.string().nullable(),
  contact_phone: z.string().nullable(),
  number_participants: z.number().int().nullable(),
  coaches_needed: z.number().int(),
  recommended_price_centimes: z.number().int().nullable(),
  notes: z.string().nullable(),
  duplicated_from_id: z.number().int().nullable(),
  inquiry: z.object({ id: z.number().int(), state: z.string(), institute: z.string() }).nullable(),
  series: z.array(WorkshopSummarySchema),
  coach_requests: z.array(
    z.object({ id: z.number().int(), coach: PersonSchema, state: z.string(), answered_at: z.number().int().nullable() }),
  ),
  material_orders: z.array(z.object({ id: z.number().int(), coach: PersonSchema, state: z.string() })),
  fees: z.array(z.object({ id: z.number().int(), coach: PersonSchema, amount_centimes: z.number().int(), state: z.string() })),
  evaluations: z.array(
    z.object({
      id: z.number().int(),
      kind: z.enum(evaluationKinds),
      state: z.enum(evaluationStates),
      /** by_coach: the coach who evaluates; null for the public kinds. */
      coach: PersonSchema.nullable(),
      /** Submitted responses (public kinds: one per device; by_coach: 0 or 1). */
      responses: z.number().int(),
      sent_at: z.number().int().nullable(),
      /** Public kinds: the link takes responses until then (unix seconds). */
      expires_at: z.number().int().nullable(),
    }),
  ),
}).meta({ id: 'WorkshopDetail' });
export type WorkshopDetail = z.infer<typeof WorkshopDetailSchema>;
