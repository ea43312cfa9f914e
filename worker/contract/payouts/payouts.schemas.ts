import { z } from 'zod';
import { uiLanguages } from '../enums';
import { dateField, idParam, monthField, yearParam } from '../lib/validation';

/*
 * Payout runs (issue 13, docs/decisions/016-payout-runs.md): for a month, everything due per coach (fees, extra
 * fees, expenses), a statement per coach and one pain.001.001.09 file for the bank.
 */

export const payoutItemKinds = ['fee', 'extra_fee', 'expense'] as const;
export type PayoutItemKind = (typeof payoutItemKinds)[number];

/** Why a coach cannot be paid by bank transfer yet; the coach stays listed and their items stay pending. */
export const blockedReasons = ['no_iban', 'iban_invalid', 'profile_not_approved', 'no_address'] as const;
export type BlockedReason = (typeof blockedReasons)[number];

export const PayoutItemSchema = z
  .object({
    kind: z.enum(payoutItemKinds),
    id: z.number().int(),
    workshop_id: z.number().int().nullable(),
    /** The workshop's date, or the expense's own date when it belongs to no workshop. */
    date: z.string(),
    /** The workshop's title (in the coach's language, German as fallback); null for an expense without workshop. */
    title: z.string().nullable(),
    /** Extra fee reason or expense description. */
    description: z.string().nullable(),
    payout_month: z.string(),
    amount_centimes: z.number().int(),
  })
  .meta({ id: 'PayoutItem' });

const CoachRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  language: z.enum(uiLanguages),
});

export const PayoutPreviewCoachSchema = z
  .object({
    coach: CoachRefSchema,
    items: z.array(PayoutItemSchema),
    total_centimes: z.number().int(),
    payable: z.boolean(),
    /** Empty when payable. */
    blocked_reasons: z.array(z.enum(blockedReasons)),
  })
  .meta({ id: 'PayoutPreviewCoach' });

export const PayoutPreviewSchema = z
  .object({
    month: z.string(),
    /** The execution date a run started now would request by default (next banking day). */
    default_execution_date: z.string(),
    coaches: z.array(PayoutPreviewCoachSchema),
    payable_centimes: z.number().int(),
    payable_coach_count: z.number().int(),
    blocked_centimes: z.number().int(),
    blocked_coach_count: z.number().int(),
    /** Whether the organisation's IBAN (master data) is set and valid: without it no run can start. */
    debtor_account_ready: z.boolean(),
  })
  .meta({ id: 'PayoutPreview' });

export const PayoutMonthQuerySchema = z.object({ month: monthField() });

export const PayoutRunBodySchema = z
  .object({
    month: monthField(),
    /** `YYYY-MM-DD`, a banking day (Mon–Fri, no Swiss public holiday), today or later; default the next banking day. */
    execution_date: dateField().optional(),
  })
  .meta({ id: 'PayoutRunBody' });

export const PayoutRunSchema = z
  .object({
    id: z.number().int(),
    month: z.string(),
    message_id: z.string(),
    execution_date: z.string(),
    total_centimes: z.number().int(),
    coach_count: z.number().int(),
    item_count: z.number().int(),
    created_at: z.number().int(),
    created_by: z.string().nullable(),
  })
  .meta({ id: 'PayoutRun' });

export const PayoutRunCoachSchema = z
  .object({
    coach: CoachRefSchema,
    items: z.array(PayoutItemSchema),
    total_centimes: z.number().int(),
  })
  .meta({ id: 'PayoutRunCoach' });

export const PayoutRunDetailSchema = PayoutRunSchema.extend({ coaches: z.array(PayoutRunCoachSchema) }).meta({
  id: 'PayoutRunDetail',
});

export const OwnStatementSchema = z
  .object({
    run_id: z.number().int(),
    month: z.string(),
    execution_date: z.string(),
    total_centimes: z.number().int(),
    created_at: z.number().int(),
  })
  .meta({ id: 'OwnPayoutStatement' });

export const RunCoachParams = z.object({ id: idParam(), coachId: idParam() });

/**
 * A calendar year in which the coach was paid something (decision 057: by the day the money left, the run's
 * execution date), with what was paid in it.
 */
export const YearlyStatementYearSchema = z
  .object({
    year: z.number().int(),
    total_centimes: z.number().int(),
  })
  .meta({ id: 'YearlyStatementYear' });

export const YearParams = z.object({ year: yearParam() });
/** `{id}` is the coach's. */
export const CoachYearParams = z.object({ id: idParam(), year: yearParam() });

export type PayoutItem = z.infer<typeof PayoutItemSchema>;
export type PayoutPreview = z.infer<typeof PayoutPreviewSchema>;
export type PayoutRun = z.infer<typeof PayoutRunSchema>;
export type PayoutRunDetail = z.infer<typeof PayoutRunDetailSchema>;
export type OwnPayoutStatement = z.infer<typeof OwnStatementSchema>;
export type YearlyStatementYear = z.infer<typeof YearlyStatementYearSchema>;
export type PayoutRunBody = z.input<typeof PayoutRunBodySchema>;
