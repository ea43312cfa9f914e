import { z } from 'zod';
import { validationKeys as v } from '../lib/codes';
import { isValidIsoDate, timePattern, todayInZurich } from '../lib/dates';
import { discoverySources, inquiryStates, uiLanguages, workshopLanguages, workshopTypes } from '../enums';
import { dateField, emailField, idField, idParam, pageParams, searchText, timeField } from '../lib/validation';

/*
 * The public inquiry form: one schema for the SPA form (react-hook-form + zodResolver) and the API.
 * Field names follow the spec's "Inquiry form draft". Messages are validation keys the SPA translates.
 */

const requiredText = (max = 200) => z.string({ error: v.required }).trim().min(1, v.required).max(max, v.tooLong);
/** A format rule that stays silent on an empty value, so an empty field only says "required". */
const matches = (pattern: RegExp) => (value: string) => value === '' || pattern.test(value);
const optionalText = (max = 200) => z.string().trim().max(max, v.tooLong).optional().default('');

/** Accepts a number or a numeric string (form inputs); empty means "not given". */
const toCount = (value: unknown) => {
  if (value === '' || value === null || value === undefined) return undefined;
  if (typeof value === 'string' && /^\s*\d+\s*$/.test(value)) return Number(value);
  return value;
};
const requiredCount = () =>
  z.preprocess(
    toCount,
    z
      .number({ error: (issue) => (issue.input === undefined ? v.required : v.numberExpected) })
      .int(v.numberExpected)
      .min(1, v.required)
      .max(9999, v.tooLong),
  );
const optionalCount = () =>
  z.preprocess(
    toCount,
    z.number({ error: v.numberExpected }).int(v.numberExpected).min(0, v.numberExpected).max(9999, v.tooLong).optional(),
  );

const slotDate = () =>
  dateField(v.workshopsIncomplete).refine((date) => !isValidIsoDate(date) || date >= todayInZurich(), v.dateInPast);
const slotTime = () => timeField(v.workshopsIncomplete);
const optionalTime = () =>
  z
    .union([z.literal(''), timeField()])
    .optional()
    .default('');

/** Cross-field rules only look at values that are valid on their own. */
const isTime = (value: unknown): value is string => typeof value === 'string' && timePattern.test(value);
const asCount = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** Spec defaults of a new slot: 08:00 to 10:00; the alternative ends at 10:00 and has no default start. */
export const SLOT_DEFAULTS = { startTime: '08:00', endTime: '10:00', altStartTime: '', altEndTime: '10:00' } as const;

export const InquirySlotSchema = z
  .object({
    /** Client-side identity of the slot in the draft. */
    uid: z.string().min(1).max(64),
    workshopId: idField(v.workshopsIncomplete),
    date: slotDate(),
    startTime: slotTime(),
    endTime: slotTime(),
    /** The alternative date is optional; when given, its times are required too. */
    altDate: z
      .union([z.literal(''), slotDate()])
      .optional()
      .default(''),
    altStartTime: optionalTime(),
    altEndTime: optionalTime(),
  })
  .superRefine((slot, ctx) => {
    if (isTime(slot.startTime) && isTime(slot.endTime) && slot.endTime <= slot.startTime) {
      ctx.addIssue({ code: 'custom', path: ['endTime'], message: v.endBeforeStart });
    }
    if (slot.altDate) {
      if (!slot.altStartTime) ctx.addIssue({ code: 'custom', path: ['altStartTime'], message: v.workshopsIncomplete });
      if (!slot.altEndTime) ctx.addIssue({ code: 'custom', path: ['altEndTime'], message: v.workshopsIncomplete });
    }
    if (isTime(slot.altStartTime) && isTime(slot.altEndTime) && slot.altEndTime <= slot.altStartTime) {
      ctx.addIssue({ code: 'custom', path: ['altEndTime'], message: v.endBeforeStart });
    }
  })
  .meta({ id: 'InquirySlot' });
export type InquirySlot = z.output<typeof InquirySlotSchema>;
export type InquirySlotInput = z.input<typeof InquirySlotSchema>;

const phonePattern = /^\+?[\d\s()/.-]{6,}$/;
const postcodePattern = /^\d{4}$/;

export const InquiryContactSchema = z
  .object({
    /** 1 = Frau/Mrs., 2 = Herr/Mr., 3 = neutral. */
    gender: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: v.required }).default(2),
    firstname: requiredText(),
    lastname: requiredText(),
    phone: requiredText(40).refine(matches(phonePattern), v.phoneInvalid),
    email: emailField(),
    institute: requiredText(),
    streetAddress: requiredText(),
    addressAddition: optionalText(),
    postcode: requiredText(10).refine(matches(postcodePattern), v.postcodeInvalid),
    location: requiredText(),
    institutePhone: z
      .union([z.literal(''), z.string().trim().max(40, v.tooLong).regex(phonePattern, v.phoneInvalid)])
      .optional()
      .default(''),
    useInvoiceAddress: z.boolean().default(false),
    invoiceInstitute: optionalText(),
    invoiceFirstname: optionalText(),
    invoiceLastname: optionalText(),
    invoiceStreetAddress: optionalText(),
    invoiceAddressAddition: optionalText(),
    invoicePostcode: optionalText(10),
    invoiceLocation: optionalText(),
  })
  .superRefine((contact, ctx) => {
    if (contact.useInvoiceAddress !== true) return;
    for (const field of ['invoiceInstitute', 'invoiceStreetAddress', 'invoicePostcode', 'invoiceLocation'] as const) {
      if (!contact[field]) ctx.addIssue({ code: 'custom', path: [field], message: v.required });
    }
    if (
      typeof contact.invoicePostcode === 'string' &&
      contact.invoicePostcode &&
      !postcodePattern.test(contact.invoicePostcode)
    ) {
      ctx.addIssue({ code: 'custom', path: ['invoicePostcode'], message: v.postcodeInvalid });
    }
  })
  .meta({ id: 'InquiryContact' });

export const InquiryKnowledgeSchema = z
  .object({
    grade: idField(),
    /** Optional: one of the active educational systems of `formdata`. */
    educationalSystem: idField().nullish(),
    class: optionalText(100),
    numberParticipantsTotal: requiredCount(),
    numberParticipantsM: optionalCount(),
    numberParticipantsF: optionalCount(),
    numberParticipantsN: optionalCount(),
    preknowledge: optionalText(2000),
    /** Ids of the chosen infrastructure options. */
    infrastructure: z.array(idField()).max(50).default([]),
  })
  .superRefine((knowledge, ctx) => {
    const parts =
      asCount(knowledge.numberParticipantsM) + asCount(knowledge.numberParticipantsF) + asCount(knowledge.numberParticipantsN);
    const total = knowledge.numberParticipantsTotal;
    if (typeof total === 'number' && parts > total) {
      ctx.addIssue({ code: 'custom', path: ['numberParticipantsTotal'], message: v.participantsExceedTotal });
    }
  })
  .meta({ id: 'InquiryKnowledge' });

export const InquiryFormSchema = z
  .object({
    slots: z.array(InquirySlotSchema).min(1, v.atLeastOneOffer).max(30, v.tooLong),
    contact: InquiryContactSchema,
    knowledge: InquiryKnowledgeSchema,
    topics: optionalText(4000),
    sourceOfDiscovery: z
      .union([z.literal(''), z.enum(discoverySources)])
      .optional()
      .default(''),
    newsletter: z.boolean().default(false),
    termsAccepted: z.boolean().refine((accepted) => accepted, v.termsRequired),
    /** The requester's language: the confirmation mail and the read view use it. */
    language: z.enum(uiLanguages),
  })
  .meta({ id: 'InquiryForm' });
export type InquiryFormValues = z.output<typeof InquiryFormSchema>;
export type InquiryFormInput = z.input<typeof InquiryFormSchema>;

/** What the public API takes: the form plus the bot check and the honeypot (must stay empty). */
export const InquiryCreateBodySchema = InquiryFormSchema.extend({
  turnstile_token: z.string().max(4096).optional(),
  /** Honeypot: hidden from people; a bot that fills it gets a normal-looking answer and nothing is stored. */
  website: z.string().max(500).optional(),
}).meta({ id: 'InquiryCreateBody' });
export type InquiryCreateBody = z.input<typeof InquiryCreateBodySchema>;

export const InquiryCreatedSchema = z
  .object({ id: z.number().int(), state: z.enum(inquiryStates) })
  .meta({ id: 'InquiryCreated' });

export const FormdataRequestSchema = z
  .object({
    client_url: z.string().max(2048),
    /** The visitor's interface language; German when left out. */
    language: z.enum(uiLanguages).optional(),
  })
  .meta({ id: 'InquiryFormdataRequest' });

const NamedOptionSchema = z.object({ id: z.number().int(), name: z.string() });

export const OfferedWorkshopOptionSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    duration_minutes: z.number().int(),
    languages: z.array(z.enum(workshopLanguages)),
    price_centimes: z.number().int(),
    /** A series: several dates with the same class. */
    type: z.enum(workshopTypes),
  })
  .meta({ id: 'OfferedWorkshopOption' });
export type OfferedWorkshopOption = z.infer<typeof OfferedWorkshopOptionSchema>;

export const InquiryFormdataSchema = z
  .object({
    workshops: z.array(OfferedWorkshopOptionSchema),
    grades: z.array(NamedOptionSchema),
    educational_systems: z.array(NamedOptionSchema),
    infrastructure: z.array(NamedOptionSchema),
    /** The general terms the requester accepts, in the requested language (German as fallback). */
    general_terms: z
      .object({
        id: z.number().int(),
        language: z.enum(uiLanguages),
        version: z.string(),
        text: z.string(),
        valid_from: z.string(),
      })
      .nullable(),
  })
  .meta({ id: 'InquiryFormdata' });
export type InquiryFormdata = z.infer<typeof InquiryFormdataSchema>;

export const InquiryManagerFormdataSchema = InquiryFormdataSchema.extend({
  workshops: z.array(
    OfferedWorkshopOptionSchema.extend({ active: z.boolean(), recommended_price_centimes: z.number().int().nullable() }),
  ),
  associates: z.array(NamedOptionSchema),
}).meta({ id: 'InquiryManagerFormdata' });
export type InquiryManagerFormdata = z.infer<typeof InquiryManagerFormdataSchema>;

/** The read view behind the requester's private link: the submitted values plus their state. */
export const InquiryViewSchema = z
  .object({
    id: z.number().int(),
    state: z.enum(inquiryStates),
    /** Unix seconds. */
    created_at: z.number().int(),
    slots: z.array(
      z.object({
        uid: z.string(),
        workshopId: z.number().int(),
        date: z.string(),
        startTime: z.string(),
        endTime: z.string(),
        altDate: z.string(),
        altStartTime: z.string(),
        altEndTime: z.string(),
      }),
    ),
    contact: InquiryContactSchema,
    knowledge: z.object({
      grade: z.number().int().nullable(),
      educationalSystem: z.number().int().nullable(),
      class: z.string(),
      numberParticipantsTotal: z.number().int().nullable(),
      numberParticipantsM: z.number().int().optional(),
      numberParticipantsF: z.number().int().optional(),
      numberParticipantsN: z.number().int().optional(),
      preknowledge: z.string(),
      infrastructure: z.array(z.number().int()),
    }),
    topics: z.string(),
    sourceOfDiscovery: z.union([z.literal(''), z.enum(discoverySources)]),
    newsletter: z.boolean(),
    termsAccepted: z.boolean(),
    language: z.enum(uiLanguages),
  })
  .meta({ id: 'InquiryView' });
export type InquiryView = z.output<typeof InquiryViewSchema>;

/** How a workshop stands, in the school's terms (internal invoicing states are "done"). */
export const schoolWorkshopStatuses = ['planned', 'confirmed', 'done', 'cancelled'] as const;
export const schoolInvoiceStatuses = ['open', 'paid', 'cancelled'] as const;

/** The requester's private link: the inquiry as sent, and how each of its workshops stands. */
export const InquiryStatusSchema = InquiryViewSchema.extend({
  /** The workshops made from the inquiry, in date order; empty until it is validated. */
  workshops: z.array(
    z.object({
      date: z.string(),
      start_time: z.string(),
      end_time: z.string(),
      /** The catalogue title in the inquiry's language (German when missing). */
      title: z.string(),
      status: z.enum(schoolWorkshopStatuses),
      /** The placed trainers' names only (nothing else personal); empty unless confirmed or done. */
      trainers: z.array(z.object({ firstname: z.string(), lastname: z.string() })),
      /** The invoice covering it once sent: still open, paid, or cancelled by a credit note; null before. */
      invoice: z.enum(schoolInvoiceStatuses).nullable(),
    }),
  ),
}).meta({ id: 'InquiryStatus' });
export type InquiryStatus = z.output<typeof InquiryStatusSchema>;

export const inquirySortKeys = ['created_at', 'institute', 'state', 'first_date'] as const;

/** Query of the staff list; every filter is optional. Dates filter on the requested workshop dates. */
export const InquiryListQuerySchema = z
  .object({
    ...pageParams(100),
    sort: z.enum(inquirySortKeys).default('created_at'),
    order: z.enum(['asc', 'desc']).default('desc'),
    state: z.enum(inquiryStates).optional(),
    date_from: dateField().optional(),
    date_to: dateField().optional(),
    workshop: idParam().optional(),
    grade: idParam().optional(),
    /** An associate's user id, or `none` for unassigned inquiries. */
    associate: z.union([z.literal('none'), idParam()], { error: v.numberExpected }).optional(),
    q: searchText(
      'Text in the institute, contact name, email or location (from three characters on as one phrase, shorter as a word).',
    ).optional(),
  })
  .meta({ id: 'InquiryListQuery' });
export type InquiryListQuery = z.infer<typeof InquiryListQuerySchema>;

export const InquiryListItemSchema = z
  .object({
    id: z.number().int(),
    state: z.enum(inquiryStates),
    institute: z.string(),
    location: z.string(),
    contact_name: z.string(),
    email: z.string(),
    grade: z.string().nullable(),
    /** Unix seconds. */
    created_at: z.number().int(),
    first_date: z.string().nullable(),
    slot_count: z.number().int(),
    workshops: z.array(z.string()),
    associate: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  })
  .meta({ id: 'InquiryListItem' });
export type InquiryListItem = z.infer<typeof InquiryListItemSchema>;

export const InquiryListSchema = z
  .object({
    items: z.array(InquiryListItemSchema),
    total: z.number().int(),
    page: z.number().int(),
    per_page: z.number().int(),
    /** Counts per state under the other filters, for the state tabs. */
    counts: z.object({ requested: z.number().int(), validated: z.number().int() }),
  })
  .meta({ id: 'InquiryList' });
export type InquiryList = z.infer<typeof InquiryListSchema>;

/** Staff edit the inquiry with the form's rules (no terms to accept again). */
export const InquiryUpdateBodySchema = InquiryFormSchema.omit({ termsAccepted: true }).meta({ id: 'InquiryUpdateBody' });
export type InquiryUpdateBody = z.input<typeof InquiryUpdateBodySchema>;

export const InquiryAssignBodySchema = z.object({ associate_id: idField() }).meta({ id: 'InquiryAssignBody' });

export const InquiryDetailSchema = InquiryViewSchema.extend({
  associate: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** Unix seconds; null until validated. */
  validated_at: z.number().int().nullable(),
  /** The version of the general terms the school accepted; null for inquiries from before versions were kept. */
  accepted_terms: z
    .object({ id: z.number().int(), language: z.enum(uiLanguages), version: z.string(), valid_from: z.string() })
    .nullable(),
  workshops: z.array(
    z.object({
      id: z.number().int(),
      state: z.string(),
      date: z.string(),
      start_time: z.string(),
      end_time: z.string(),
      series_id: z.number().int().nullable(),
      offered_workshop_id: z.number().int(),
    }),
  ),
}).meta({ id: 'InquiryDetail' });
export type InquiryDetail = z.infer<typeof InquiryDetailSchema>;
