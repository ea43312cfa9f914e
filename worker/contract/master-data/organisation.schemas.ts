import { z } from 'zod';
import { vatStatuses } from '../enums';
import { ReminderLevelSchema, reminderLevelsField } from '../reminders/reminder-levels';
import { validationKeys as v } from '../lib/codes';
import { isQrIban, isSwissIban, normalizeIban } from '../lib/identity-numbers';
import { uidField } from '../lib/uid';
import { emailField, requiredString } from '../lib/validation';

/*
 * The organisation's own details (one row): the public header and footer, and the creditor of invoices.
 * Limits follow the Swiss QR-bill (name and street 70, postcode 16, city 35 characters).
 */

const phonePattern = /^\+?[\d\s()/.-]{6,}$/;

type Check = (value: string, ctx: z.RefinementCtx) => void;

/** Optional text: empty, absent or null is "not set" (null); anything else passes `check` and `normalize`. */
const optionalText = (max: number, check: Check = () => {}, normalize = (value: string) => value) =>
  z
    .string()
    .trim()
    .max(max, v.tooLong)
    .superRefine((value, ctx) => {
      if (value !== '') check(value, ctx);
    })
    .transform((value) => (value === '' ? null : normalize(value)))
    .nullish()
    .transform((value) => value ?? null);

/** A link shown to the public: https only, so that no `javascript:` or plain-http address reaches a page. */
const isHttpsUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password;
  } catch {
    return false;
  }
};
const httpsUrl = () =>
  optionalText(500, (value, ctx) => {
    if (!isHttpsUrl(value)) ctx.addIssue({ code: 'custom', message: v.urlInvalid });
  });

/** A Swiss or Liechtenstein account (mod-97 checked); `qr` says whether it must or must not be a QR-IBAN. */
const swissIban = (qr: boolean) =>
  optionalText(
    42,
    (value, ctx) => {
      if (!isSwissIban(value)) ctx.addIssue({ code: 'custom', message: v.ibanInvalid });
      else if (isQrIban(value) !== qr) ctx.addIssue({ code: 'custom', message: qr ? v.qrIbanExpected : v.qrIbanNotAllowed });
    },
    normalizeIban,
  );

/** An optional whole number from `min` to `max`: absent keeps the current setting. */
const optionalSetting = (min: number, max: number, description: string) =>
  z
    .number({ error: v.numberExpected })
    .int(v.numberExpected)
    .min(min, v.numberExpected)
    .max(max, v.numberExpected)
    .optional()
    .meta({ description });

const publicFields = {
  name: requiredString(70),
  street: requiredString(70),
  postcode: requiredString(16),
  city: requiredString(35),
  /** ISO 3166 alpha-2, e.g. CH. */
  country: z
    .string({ error: v.required })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, v.choiceInvalid),
  phone: requiredString(40).refine((value) => phonePattern.test(value), v.phoneInvalid),
  email: emailField(),
  website_url: httpsUrl(),
  instagram_url: httpsUrl(),
  facebook_url: httpsUrl(),
  linkedin_url: httpsUrl(),
};

export const OrganisationBodySchema = z
  .object({
    ...publicFields,
    iban: swissIban(false),
    qr_iban: swissIban(true),
    /** The creditor on invoices; all empty: the organisation's own name and address. */
    creditor_name: optionalText(70),
    creditor_street: optionalText(70),
    creditor_postcode: optionalText(16),
    creditor_city: optionalText(35),
    /** Days from an invoice's date to its due date; absent keeps the current term. */
    payment_term_days: z
      .number({ error: v.numberExpected })
      .int(v.numberExpected)
      .min(1, v.numberExpected)
      .max(120, v.numberExpected)
      .optional()
      .meta({ description: 'Days from an invoice’s date to its due date, 1–120 (default 30)' }),
    /** Admins and finance must sign in with a second factor (TOTP); absent keeps the current setting. */
    two_factor_required: z.boolean({ error: v.choiceInvalid }).optional(),
    /** Months after a coach's last engagement until permit scans and contracts are deleted; absent keeps it. */
    document_retention_months: z
      .number({ error: v.numberExpected })
      .int(v.numberExpected)
      .min(1, v.numberExpected)
      .max(120, v.numberExpected)
      .optional()
      .meta({
        description: 'Months after a coach’s last engagement until permit scans and contracts are deleted, 1–120 (default 24)',
      }),
    /** Staffing ("Einsatzplanung"): absent keeps each setting. */
    travel_gap_minutes: optionalSetting(0, 240, 'Minutes a coach needs between two workshops, 0–240 (default 30)'),
    request_reminder_days: optionalSetting(1, 30, 'Days a coach request stays unanswered until its reminder, 1–30 (default 3)'),
    escalation_days: optionalSetting(
      1,
      30,
      'Days after the reminder until an auto-escalating workshop asks the next best coach, 1–30 (default 3)',
    ),
    /** What invoices say about VAT (decision 058); absent keeps the status and the UID. */
    vat_status: z
      .enum(vatStatuses, { error: v.choiceInvalid })
      .optional()
      .meta({ description: 'not-registered (default), exempt (art. 21 para. 2 no. 11 MWSTG) or registered (needs vat_uid)' }),
    /** The UID, required while registered; not kept for the other statuses. */
    vat_uid: uidField(),
    /** Reminders of overdue invoices (decision 060); absent keeps the levels and the term. */
    reminder_levels: reminderLevelsField(),
    reminder_term_days: optionalSetting(1, 60, 'Days a reminder gives the school to pay, 1–60 (default 10)'),
  })
  .superRefine((body, ctx) => {
    if (body.vat_status === 'registered' && !body.vat_uid) {
      ctx.addIssue({ code: 'custom', path: ['vat_uid'], message: v.required });
    }
    const creditor = [body.creditor_name, body.creditor_street, body.creditor_postcode, body.creditor_city];
    if (creditor.every((value) => !value)) return;
    for (const key of ['creditor_name', 'creditor_postcode', 'creditor_city'] as const) {
      if (!body[key]) ctx.addIssue({ code: 'custom', path: [key], message: v.required });
    }
  })
  .meta({ id: 'OrganisationBody' });
export type OrganisationBody = z.input<typeof OrganisationBodySchema>;
export type OrganisationValues = z.output<typeof OrganisationBodySchema>;

const nullableString = z.string().nullable();

/** What anyone may read: name, address, contact and links; never the bank details. */
export const PublicOrganisationSchema = z
  .object({
    name: z.string(),
    street: z.string(),
    postcode: z.string(),
    city: z.string(),
    country: z.string(),
    phone: z.string(),
    email: z.string(),
    website_url: nullableString,
    instagram_url: nullableString,
    facebook_url: nullableString,
    linkedin_url: nullableString,
  })
  .meta({ id: 'PublicOrganisation' });
export type PublicOrganisation = z.infer<typeof PublicOrganisationSchema>;

export const OrganisationSchema = PublicOrganisationSchema.extend({
  iban: nullableString,
  qr_iban: nullableString,
  creditor_name: nullableString,
  creditor_street: nullableString,
  creditor_postcode: nullableString,
  creditor_city: nullableString,
  payment_term_days: z.number().int(),
  two_factor_required: z.boolean(),
  document_retention_months: z.number().int(),
  travel_gap_minutes: z.number().int(),
  request_reminder_days: z.number().int(),
  escalation_days: z.number().int(),
  vat_status: z.enum(vatStatuses),
  /** `CHE-123.456.789`, set only while registered. */
  vat_uid: nullableString,
  reminder_levels: z.array(ReminderLevelSchema),
  reminder_term_days: z.number().int(),
  /** Unix seconds. */
  updated_at: z.number().int(),
}).meta({ id: 'Organisation' });
export type Organisation = z.infer<typeof OrganisationSchema>;
