import { z } from 'zod';
import { payoutStates } from '../enums';
import { validationKeys as v } from '../lib/codes';
import { feeKinds, feeListStates, MAX_PAYOUT_ITEMS } from './coach-fees.constants';
import { centimesField, idField, idParam, monthField, pageParams, requiredString, searchText } from '../lib/validation';

/*
 * Coach fees and extra fees (issue 13, docs/decisions/015): a fee per placed coach when a workshop is done, extra fees
 * for travel or break time entered by the workshop day; finance adjusts, deletes and marks them paid out.
 */

const FeeWorkshopSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  /** In the reader's language (German when the offer has no translation). */
  title: z.string(),
  institute: z.string(),
});

export const FeeItemSchema = z
  .object({
    kind: z.enum(feeKinds),
    id: z.number().int(),
    coach: z.object({ id: z.number().int(), name: z.string() }),
    workshop: FeeWorkshopSchema,
    amount_centimes: z.number().int(),
    /** Fees: the offered workshop's rate when the fee was created; null for extra fees. */
    rate_centimes: z.number().int().nullable(),
    /** Fees: whether finance changed the amount, and the last reason; extra fees: false and null. */
    adjusted: z.boolean(),
    adjustment_reason: z.string().nullable(),
    /** Extra fees: hours of travel or break time and the reason; null for fees. */
    hours: z.number().nullable(),
    reason: z.string().nullable(),
    payout_month: z.string(),
    state: z.enum(payoutStates),
    /** Unix seconds. */
    paid_out_at: z.number().int().nullable(),
    paid_out_by: z.string().nullable(),
  })
  .meta({ id: 'FeeItem' });
export type FeeItem = z.infer<typeof FeeItemSchema>;

export const FeeTotalsSchema = z
  .object({
    fees: z.number().int(),
    extra_fees: z.number().int(),
    total: z.number().int(),
    count: z.number().int(),
  })
  .meta({ id: 'FeeTotals' });

export const FeeListParamsSchema = z.object({ state: z.enum(feeListStates, { error: v.choiceInvalid }) });

export const FeeListQuerySchema = z
  .object({
    month: monthField().optional(),
    coach_id: idParam().optional(),
    workshop_id: idParam().optional(),
    ...pageParams(200),
  })
  .meta({ id: 'FeeListQuery' });
/** The finance page's URL: the list's filters plus its state (pending by default). */
export const FeePageQuerySchema = FeeListQuerySchema.extend({
  state: z.enum(feeListStates).default('pending'),
});

export type FeeListFilter = z.output<typeof FeeListQuerySchema> & { state: (typeof feeListStates)[number] };

export const FeeListSchema = z
  .object({
    /** By payout month, then workshop date, coach and kind. */
    items: z.array(FeeItemSchema),
    /** Over every matching row, not only this page. */
    totals: FeeTotalsSchema,
    total: z.number().int(),
    page: z.number().int(),
    per_page: z.number().int(),
  })
  .meta({ id: 'FeeList' });
export type FeeList = z.infer<typeof FeeListSchema>;

export const FeeAdjustmentSchema = z.object({
  from_centimes: z.number().int(),
  to_centimes: z.number().int(),
  reason: z.string(),
  by: z.string().nullable(),
  /** Unix seconds. */
  at: z.number().int(),
});

export const FeeDetailSchema = FeeItemSchema.extend({ adjustments: z.array(FeeAdjustmentSchema) }).meta({ id: 'FeeDetail' });
export type FeeDetail = z.infer<typeof FeeDetailSchema>;

export const FeeUpdateBodySchema = z
  .object({
    amount_centimes: centimesField().optional(),
    /** Required with a new amount: kept in the fee's history. */
    reason: requiredString(500).optional(),
    payout_month: monthField().optional(),
  })
  .superRefine((body, ctx) => {
    if (body.amount_centimes !== undefined && !body.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: v.required });
    }
    if (body.amount_centimes === undefined && body.payout_month === undefined) {
      ctx.addIssue({ code: 'custom', path: ['amount_centimes'], message: v.required });
    }
  })
  .meta({ id: 'FeeUpdateBody' });
export type FeeUpdateBody = z.input<typeof FeeUpdateBodySchema>;

export const ExtraFeeCreateBodySchema = z
  .object({
    workshop_id: idField(),
    /** Finance names the coach; a coach's own id is implied (and any other refused). */
    coach_id: idField().optional(),
    hours: z.number({ error: v.numberExpected }).positive(v.numberExpected).max(24, v.numberExpected),
    amount_centimes: centimesField(),
    reason: requiredString(500),
  })
  .meta({ id: 'ExtraFeeCreateBody' });
export type ExtraFeeCreateBody = z.input<typeof ExtraFeeCreateBodySchema>;

export const SetPaidOutBodySchema = z
  .object({
    fee_ids: z.array(idField()).default([]),
    extra_fee_ids: z.array(idField()).default([]),
  })
  .superRefine((body, ctx) => {
    const count = body.fee_ids.length + body.extra_fee_ids.length;
    if (count === 0) ctx.addIssue({ code: 'custom', path: ['fee_ids'], message: v.required });
    if (count > MAX_PAYOUT_ITEMS) ctx.addIssue({ code: 'custom', path: ['fee_ids'], message: v.tooLong });
  })
  .meta({ id: 'SetPaidOutBody' });
export type SetPaidOutBody = z.input<typeof SetPaidOutBodySchema>;

export const SetPaidOutResultSchema = z
  .object({ count: z.number().int(), total_centimes: z.number().int(), paid_out_at: z.number().int() })
  .meta({ id: 'SetPaidOutResult' });
export type SetPaidOutResult = z.infer<typeof SetPaidOutResultSchema>;

export const ExtraFeeWorkshopSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  title: z.string(),
  institute: z.string(),
  /** The last day (Zurich) an extra fee may be entered: the workshop day. */
  deadline: z.string(),
});

export const OwnFeesSchema = z
  .object({
    /** The coach's fees and extra fees, newest payout month first. */
    items: z.array(FeeItemSchema),
    /** Placed, not cancelled, dated today or later: where the coach may still add an extra fee. */
    workshops: z.array(ExtraFeeWorkshopSchema),
  })
  .meta({ id: 'OwnFees' });
export type OwnFees = z.infer<typeof OwnFeesSchema>;

/** At most this many workshops per answer of the options: the nearest to today that match. */
export const FEE_OPTION_WORKSHOPS = 50;

export const FinanceFeeOptionsQuerySchema = z
  .object({
    q: searchText('Words that each appear in the title, the school, the date (dd.mm.yyyy) or a placed coach’s name.').optional(),
    /** Only workshops this coach is placed on. */
    coach_id: idParam().optional(),
  })
  .meta({ id: 'FinanceFeeOptionsQuery' });
export type FinanceFeeOptionsQuery = z.output<typeof FinanceFeeOptionsQuerySchema>;

export const FinanceFeeOptionsSchema = z
  .object({
    /** Coaches with a fee or an extra fee, or placed on a workshop of the window, by name: the coach filter. */
    coaches: z.array(z.object({ id: z.number().int(), name: z.string() })),
    /**
     * Not cancelled workshops with placed coaches from 90 days back to 180 days ahead that match `q` and `coach_id`,
     * at most 50, the nearest to today first: for filters and extra fees.
     */
    workshops: z.array(
      ExtraFeeWorkshopSchema.omit({ deadline: true }).extend({
        coaches: z.array(z.object({ id: z.number().int(), name: z.string() })),
      }),
    ),
    /** More workshops match than were sent: search more precisely. */
    more: z.boolean(),
  })
  .meta({ id: 'FinanceFeeOptions' });
export type FinanceFeeOptions = z.infer<typeof FinanceFeeOptionsSchema>;
