import { z } from 'zod';
import { payoutStates } from '../enums';
import { validationKeys as v } from '../lib/codes';
import {
  centimesField,
  idParam,
  intParam,
  MAX_CENTIMES,
  monthField,
  optionalText,
  pageParams,
  requiredString,
} from '../lib/validation';
import { CORRECTION_REASON_MAX_LENGTH, DESCRIPTION_MAX_LENGTH, MAX_PAID_OUT_IDS, MAX_RECEIPTS } from './expenses.limits';

/*
 * Coach expenses (issue 13, docs/decisions/014): a coach claims journey, catering and other costs for a workshop they
 * gave, with receipts; finance filters them, sums them and marks them paid out. Paid-out expenses are locked.
 */

export const ExpenseWorkshopSchema = z
  .object({
    id: z.number().int(),
    date: z.string(),
    /** In the reader's language (German when it has no translation). */
    title: z.string(),
    institute: z.string(),
  })
  .meta({ id: 'ExpenseWorkshop' });
export type ExpenseWorkshop = z.infer<typeof ExpenseWorkshopSchema>;

export const ExpenseReceiptSchema = z
  .object({
    id: z.number().int(),
    filename: z.string(),
    content_type: z.string(),
    size: z.number().int(),
  })
  .meta({ id: 'ExpenseReceipt' });
export type ExpenseReceipt = z.infer<typeof ExpenseReceiptSchema>;

/** What finance changed on an expense and why: the coach sees it beside the expense (decision 014). */
export const ExpenseCorrectionSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(['corrected', 'deleted']),
    reason: z.string(),
    total_before_centimes: z.number().int(),
    /** Null for a deletion. */
    total_after_centimes: z.number().int().nullable(),
    /** Who in finance; null when that user was deleted since. */
    by: z.string().nullable(),
    /** Unix seconds. */
    created_at: z.number().int(),
  })
  .meta({ id: 'ExpenseCorrection' });
export type ExpenseCorrection = z.infer<typeof ExpenseCorrectionSchema>;

/** An expense finance deleted: what it was for, and why it went. */
export const DeletedExpenseSchema = ExpenseCorrectionSchema.extend({
  /** Null when the workshop was deleted since. */
  workshop: ExpenseWorkshopSchema.nullable(),
}).meta({ id: 'DeletedExpense' });
export type DeletedExpense = z.infer<typeof DeletedExpenseSchema>;

export const ExpenseSchema = z
  .object({
    id: z.number().int(),
    coach: z.object({ id: z.number().int(), name: z.string() }),
    /** Null when the workshop was deleted since. */
    workshop: ExpenseWorkshopSchema.nullable(),
    journey_centimes: z.number().int(),
    catering_centimes: z.number().int(),
    other_centimes: z.number().int(),
    total_centimes: z.number().int(),
    description: z.string().nullable(),
    receipts: z.array(ExpenseReceiptSchema),
    state: z.enum(payoutStates),
    /** `YYYY-MM`: the month it is (or was) paid with. */
    payout_month: z.string().nullable(),
    /** Unix seconds. */
    paid_out_at: z.number().int().nullable(),
    paid_out_by: z.string().nullable(),
    /** Unix seconds. */
    created_at: z.number().int(),
    /** Finance's corrections, oldest first. */
    corrections: z.array(ExpenseCorrectionSchema),
  })
  .meta({ id: 'Expense' });
export type Expense = z.infer<typeof ExpenseSchema>;

export const CoachExpensesSchema = z
  .object({
    /** Newest first. */
    items: z.array(ExpenseSchema),
    /** Workshops an expense can be entered for: the coach is placed, dated today or earlier, not cancelled. */
    workshops: z.array(ExpenseWorkshopSchema),
    /** Expenses finance deleted, with the reason, newest first (the last 50). */
    deleted: z.array(DeletedExpenseSchema),
  })
  .meta({ id: 'CoachExpenses' });
export type CoachExpenses = z.infer<typeof CoachExpensesSchema>;

/** A whole number of centimes sent as a form field; empty or left out counts as 0. */
const formCentimes = () =>
  z
    .union([z.literal(''), intParam(0, MAX_CENTIMES)])
    .optional()
    .transform((value) => (typeof value === 'number' ? value : 0));

/** A form field that may repeat: one value or several. */
const repeated = <T extends z.ZodType>(item: T) =>
  z
    .union([item, z.array(item)])
    .optional()
    .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]));

const fileField = z.any().meta({ type: 'string', format: 'binary' });

export const ExpenseFormSchema = z
  .object({
    workshop_id: idParam(),
    journey_centimes: formCentimes(),
    catering_centimes: formCentimes(),
    other_centimes: formCentimes(),
    description: z
      .string()
      .trim()
      .max(DESCRIPTION_MAX_LENGTH, v.tooLong)
      .optional()
      .transform((text) => text || null),
    /** PDF, JPEG or PNG (checked by content), each at most 10 MB; repeat the field for several. */
    receipts: z
      .union([fileField, z.array(fileField)])
      .optional()
      .meta({ description: `Receipt files (PDF, JPEG, PNG), up to ${MAX_RECEIPTS}; repeat the field for several` }),
    /** On edit: receipts to remove (repeat the field for several). */
    remove_receipt_ids: repeated(idParam()),
  })
  .meta({ id: 'ExpenseForm' });
export type ExpenseFormInput = z.output<typeof ExpenseFormSchema>;

export type ExpenseFields = Omit<ExpenseFormInput, 'receipts'>;

export const ExpenseParams = z.object({ id: idParam() });
export const ReceiptParams = z.object({ id: idParam(), receiptId: idParam() });

export const FinanceExpenseQuerySchema = z
  .object({
    state: z.enum(payoutStates, { error: v.choiceInvalid }).optional(),
    /** Payout month `YYYY-MM`. */
    month: monthField().optional(),
    coach_id: idParam().optional(),
    workshop_id: idParam().optional(),
    ...pageParams(200),
  })
  .meta({ id: 'FinanceExpenseQuery' });
export type FinanceExpenseQuery = z.output<typeof FinanceExpenseQuerySchema>;

export const ExpenseTotalsSchema = z
  .object({
    journey: z.number().int(),
    catering: z.number().int(),
    other: z.number().int(),
    total: z.number().int(),
    count: z.number().int(),
  })
  .meta({ id: 'ExpenseTotals' });
export type ExpenseTotals = z.infer<typeof ExpenseTotalsSchema>;

export const FinanceExpenseListSchema = z
  .object({
    /** Pending first, then by payout month and workshop date, newest first. */
    items: z.array(ExpenseSchema),
    total: z.number().int(),
    page: z.number().int(),
    per_page: z.number().int(),
    /** Sums in centimes over every matching expense (all pages). */
    totals: ExpenseTotalsSchema,
    /** Coaches with at least one expense, for the filter. */
    coaches: z.array(z.object({ id: z.number().int(), name: z.string() })),
    /** Workshops with at least one expense (of the chosen coach, when one is), newest first, for the filter. */
    workshops: z.array(ExpenseWorkshopSchema),
  })
  .meta({ id: 'FinanceExpenseList' });
export type FinanceExpenseList = z.infer<typeof FinanceExpenseListSchema>;

export const SetPaidOutBodySchema = z
  .object({
    ids: z
      .array(z.number({ error: v.required }).int(v.numberExpected).positive(v.numberExpected), { error: v.required })
      .min(1, v.required)
      .max(MAX_PAID_OUT_IDS, v.tooLong)
      .transform((ids) => [...new Set(ids)]),
  })
  .meta({ id: 'ExpenseSetPaidOutBody' });
export type SetPaidOutBody = z.input<typeof SetPaidOutBodySchema>;

export const SetPaidOutResultSchema = z
  .object({ ids: z.array(z.number().int()), paid_out_at: z.number().int() })
  .meta({ id: 'ExpenseSetPaidOutResult' });

const correctionReason = () => requiredString(CORRECTION_REASON_MAX_LENGTH);

/** Finance corrects a pending expense's amounts (and description): the reason is mailed to the coach and kept. */
export const ExpenseCorrectionBodySchema = z
  .object({
    journey_centimes: centimesField(),
    catering_centimes: centimesField(),
    other_centimes: centimesField(),
    description: optionalText(DESCRIPTION_MAX_LENGTH),
    reason: correctionReason(),
  })
  .meta({ id: 'ExpenseCorrectionBody' });
export type ExpenseCorrectionBody = z.output<typeof ExpenseCorrectionBodySchema>;

/** Finance deletes a pending expense: the reason is mailed to the coach and kept. */
export const ExpenseDeletionBodySchema = z.object({ reason: correctionReason() }).meta({ id: 'ExpenseDeletionBody' });
export type ExpenseDeletionBody = z.output<typeof ExpenseDeletionBodySchema>;
