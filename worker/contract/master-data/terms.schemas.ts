import { z } from 'zod';
import { uiLanguages } from '../enums';
import { validationKeys as v } from '../lib/codes';
import { isValidIsoDate, todayInZurich } from '../lib/dates';
import { dateField, requiredString } from '../lib/validation';

/*
 * General terms: one document per language and version. Versions are never changed once published (decision 010):
 * a correction is a new version.
 */

export const TERMS_VERSION_MAX = 40;
export const TERMS_TEXT_MAX = 50_000;

export const TermsBodySchema = z
  .object({
    language: z.enum(uiLanguages, { error: v.choiceInvalid }),
    version: requiredString(TERMS_VERSION_MAX),
    text: requiredString(TERMS_TEXT_MAX),
    /** From this day (Europe/Zurich) on the version applies; today or later. */
    valid_from: dateField(v.required),
  })
  .superRefine((body, ctx) => {
    if (isValidIsoDate(body.valid_from) && body.valid_from < todayInZurich()) {
      ctx.addIssue({ code: 'custom', path: ['valid_from'], message: v.dateInPast });
    }
  })
  .meta({ id: 'TermsBody' });
export type TermsBody = z.input<typeof TermsBodySchema>;
export type TermsValues = z.output<typeof TermsBodySchema>;

/** One version as the public reads it. */
export const PublicTermsSchema = z
  .object({
    id: z.number().int(),
    language: z.enum(uiLanguages),
    version: z.string(),
    text: z.string(),
    valid_from: z.string(),
  })
  .meta({ id: 'PublicTerms' });
export type PublicTerms = z.infer<typeof PublicTermsSchema>;

/** One version in the staff list. */
export const TermsVersionSchema = PublicTermsSchema.extend({
  /** The version that applies today in its language. */
  current: z.boolean(),
  /** How many inquiries accepted this version. */
  accepted_by: z.number().int(),
  /** Unix seconds. */
  created_at: z.number().int(),
}).meta({ id: 'TermsVersion' });
export type TermsVersion = z.infer<typeof TermsVersionSchema>;

export const TermsListSchema = z.array(TermsVersionSchema).meta({ id: 'TermsList' });

export const TermsLanguageParams = z.object({ language: z.enum(uiLanguages, { error: v.choiceInvalid }) });
