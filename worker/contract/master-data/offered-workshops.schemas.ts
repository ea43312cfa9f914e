import { z } from 'zod';
import { uiLanguages, workshopLanguages, workshopTypes } from '../enums';
import { validationKeys as v } from '../lib/codes';
import { idField, idParam, MAX_CENTIMES, requiredString, searchText } from '../lib/validation';

export const OFFER_CODE_MAX = 20;
export const OFFER_TITLE_MAX = 200;
export const OFFER_DESCRIPTION_MAX = 5000;
/** 100 %. */
export const MAX_VAT_RATE_BASIS_POINTS = 10_000;
/** The Swiss standard rate since 2024 (8.1 %): what a new offer gets. */
export const STANDARD_VAT_RATE_BASIS_POINTS = 810;
/** A whole day. */
const MAX_DURATION_MINUTES = 24 * 60;

/** The translations besides German: may be left out (the public form falls back to German). */
export const optionalTranslationLanguages = uiLanguages.filter((language) => language !== 'de') as ['fr', 'it', 'en'];

/** An integer amount; empty says `required` (or nothing, when the field is optional), anything else not a number `number_expected`. */
const wholeNumber = (max: number, missing: string = v.required) =>
  z
    .number({ error: (issue) => (issue.input === undefined || issue.input === null ? missing : v.numberExpected) })
    .int(v.numberExpected)
    .min(0, v.numberExpected)
    .max(max, v.numberExpected);

const germanTranslation = z.object({
  title: requiredString(OFFER_TITLE_MAX),
  description: z.string().trim().max(OFFER_DESCRIPTION_MAX, v.tooLong).default(''),
});

/** A blank title means "not translated"; a description without a title is refused. */
const otherTranslation = z
  .object({
    title: z.string().trim().max(OFFER_TITLE_MAX, v.tooLong).default(''),
    description: z.string().trim().max(OFFER_DESCRIPTION_MAX, v.tooLong).default(''),
  })
  .superRefine((value, ctx) => {
    if (!value.title && value.description) ctx.addIssue({ code: 'custom', path: ['title'], message: v.required });
  });

export const OfferedWorkshopBodySchema = z
  .object({
    /** Short and unique, e.g. `KR`; shown to staff beside the title. */
    code: requiredString(OFFER_CODE_MAX),
    translations: z.object({
      de: germanTranslation,
      fr: otherTranslation.optional(),
      it: otherTranslation.optional(),
      en: otherTranslation.optional(),
    }),
    type: z.enum(workshopTypes, { error: v.choiceInvalid }).default('single'),
    /** The languages it can be held in: at least one. */
    languages: z
      .array(z.enum(workshopLanguages, { error: v.choiceInvalid }), { error: v.required })
      .min(1, v.required)
      .max(workshopLanguages.length)
      .transform((list) => workshopLanguages.filter((language) => list.includes(language))),
    duration_minutes: wholeNumber(MAX_DURATION_MINUTES).min(1, v.numberExpected),
    price_centimes: wholeNumber(MAX_CENTIMES),
    recommended_price_centimes: wholeNumber(MAX_CENTIMES, v.numberExpected).nullable().default(null),
    /** What one placed coach earns for one date of this offer. */
    coach_fee_centimes: wholeNumber(MAX_CENTIMES),
    /**
     * The VAT rate the price includes, in basis points (810 = 8.1 %), printed only while the organisation is
     * VAT-registered (decision 058); left out: the current rate (new offers: 810).
     */
    vat_rate_basis_points: wholeNumber(MAX_VAT_RATE_BASIS_POINTS, v.numberExpected)
      .optional()
      .meta({ description: 'VAT rate in basis points, 0–10000 (810 = 8.1 %); left out: unchanged (new: 810)' }),
    subject_id: idField(v.choiceInvalid).nullable().default(null),
    active: z.boolean().default(true),
    /** Display order in the public form (ascending); left out when creating: after the last one. */
    position: wholeNumber(1_000_000, v.numberExpected).optional(),
  })
  .meta({ id: 'OfferedWorkshopBody' });
export type OfferedWorkshopBody = z.input<typeof OfferedWorkshopBodySchema>;
export type OfferedWorkshopValues = z.output<typeof OfferedWorkshopBodySchema>;

const TranslationSchema = z.object({ title: z.string(), description: z.string() });

export const OfferedWorkshopFileSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    size: z.number().int(),
    content_type: z.string(),
    /** Null: for every language. */
    language: z.enum(workshopLanguages).nullable(),
  })
  .meta({ id: 'OfferedWorkshopFile' });
export type OfferedWorkshopFile = z.infer<typeof OfferedWorkshopFileSchema>;

export const OfferedWorkshopSchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    type: z.enum(workshopTypes),
    /** German always; the other languages null when not translated. */
    translations: z.object({
      de: TranslationSchema,
      fr: TranslationSchema.nullable(),
      it: TranslationSchema.nullable(),
      en: TranslationSchema.nullable(),
    }),
    /** The interface languages without a title: the public form shows German there. */
    missing_translations: z.array(z.enum(optionalTranslationLanguages)),
    languages: z.array(z.enum(workshopLanguages)),
    duration_minutes: z.number().int(),
    price_centimes: z.number().int(),
    recommended_price_centimes: z.number().int().nullable(),
    coach_fee_centimes: z.number().int(),
    /** VAT rate in basis points (810 = 8.1 %), used while the organisation is VAT-registered. */
    vat_rate_basis_points: z.number().int(),
    subject_id: z.number().int().nullable(),
    active: z.boolean(),
    position: z.number().int(),
    files: z.array(OfferedWorkshopFileSchema),
    /** What refers to it: while either is above 0 it cannot be deleted, only deactivated. */
    usage: z.object({ workshops: z.number().int(), inquiries: z.number().int() }),
  })
  .meta({ id: 'OfferedWorkshop' });
export type OfferedWorkshop = z.infer<typeof OfferedWorkshopSchema>;

export const OfferedWorkshopListQuerySchema = z
  .object({ q: searchText('Words of the code or of a title in any language; each word must appear.').optional() })
  .meta({ id: 'OfferedWorkshopListQuery' });
export type OfferedWorkshopListQuery = z.input<typeof OfferedWorkshopListQuerySchema>;

export const OfferedWorkshopFileQuerySchema = z.object({ file_id: idParam() });

export const OfferedWorkshopUploadSchema = z.object({
  file: z.any().meta({ type: 'string', format: 'binary' }),
  /** Empty or left out: the file is for every language. */
  language: z
    .union([z.enum(workshopLanguages), z.literal('')], { error: v.choiceInvalid })
    .optional()
    .transform((language) => language || null),
});
