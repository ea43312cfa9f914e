import { z } from 'zod';
import { validationKeys as v } from '../lib/codes';
import { centimesField, requiredString } from '../lib/validation';
import { CREDIT_NOTE_REASON_MAX_LENGTH } from './credit-notes.limits';

/** A credit note on a sent invoice (decision 059), as the invoice lists it. */
export const CreditNoteSchema = z
  .object({
    id: z.number().int(),
    /** `G-YYYY-NNNN`, a number series of its own. */
    number: z.string(),
    date: z.string(),
    amount_centimes: z.number().int(),
    /** It cancelled the invoice: it credits everything that was not credited before. */
    cancels: z.boolean(),
    reason: z.string(),
    /** Who issued it; null once that account is gone. */
    created_by: z.string().nullable(),
  })
  .meta({ id: 'CreditNote' });
export type CreditNote = z.infer<typeof CreditNoteSchema>;

/**
 * `cancel: true` cancels the invoice: the credit note is for everything not yet credited, `amount_centimes` is
 * ignored. `cancel: false` is a partial credit note for `amount_centimes` (more than 0, at most what is not yet credited).
 */
export const IssueCreditNoteBodySchema = z
  .object({
    cancel: z.boolean({ error: v.required }),
    amount_centimes: centimesField().optional(),
    reason: requiredString(CREDIT_NOTE_REASON_MAX_LENGTH),
  })
  .superRefine((body, ctx) => {
    if (body.cancel || (body.amount_centimes ?? 0) > 0) return;
    const message = body.amount_centimes === undefined ? v.required : v.numberExpected;
    ctx.addIssue({ code: 'custom', path: ['amount_centimes'], message });
  })
  .meta({
    id: 'IssueCreditNoteBody',
    description:
      '`cancel: true` cancels the invoice: the credit note is for everything not yet credited (`amount_centimes` is ' +
      'ignored). `cancel: false` credits `amount_centimes`, more than 0 and at most what is not yet credited.',
  });
export type IssueCreditNoteBody = z.infer<typeof IssueCreditNoteBodySchema>;
