import { z } from 'zod';
import { publicUrlProblem } from './public-url';
import { validationKeys as v, type ValidationKey } from './codes';
import { isValidIsoDate, MAX_YEAR, MIN_YEAR, timePattern } from './dates';

/** Shared field schemas: their messages are keys the SPA translates. */
export const requiredString = (max = 255) => z.string({ error: v.required }).trim().min(1, v.required).max(max, v.tooLong);

export const emailField = () =>
  z
    .string({ error: v.required })
    .trim()
    .min(1, v.required)
    .max(254, v.tooLong)
    .pipe(z.email({ error: v.emailInvalid }))
    .transform((email) => email.toLowerCase());

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;

export const newPasswordField = () =>
  z.string({ error: v.required }).min(1, v.required).min(PASSWORD_MIN_LENGTH, v.tooShort).max(PASSWORD_MAX_LENGTH, v.tooLong);

/**
 * Every date that enters the API (bodies and filters): `YYYY-MM-DD`, a day that exists (not 2026-02-30) in the years
 * MIN_YEAR–MAX_YEAR (not 0000-01-01). An empty value says `missing` (a form's "required"), anything else `date_invalid`.
 */
export const dateField = (missing: ValidationKey = v.dateInvalid) =>
  z
    .string({ error: missing })
    .superRefine((value, ctx) => {
      if (!isValidIsoDate(value)) ctx.addIssue({ code: 'custom', message: value === '' ? missing : v.dateInvalid });
    })
    .meta({ format: 'date', description: `A calendar day YYYY-MM-DD between ${MIN_YEAR}-01-01 and ${MAX_YEAR}-12-31` });

/** Every time of day that enters the API: `HH:MM` from 00:00 to 23:59. Empty says `missing`. */
export const timeField = (missing: ValidationKey = v.timeInvalid) =>
  z
    .string({ error: missing })
    .superRefine((value, ctx) => {
      if (!timePattern.test(value)) ctx.addIssue({ code: 'custom', message: value === '' ? missing : v.timeInvalid });
    })
    .meta({ pattern: timePattern.source, description: 'A time of day HH:MM from 00:00 to 23:59' });

const plainInteger = /^(0|[1-9]\d{0,15})$/;

/**
 * A whole number in a query string or path: plain decimal digits only, so `0x10`, ` 1`, `1e1`, `01`, `-1` and `1.0`
 * are refused (z.coerce would read them as numbers) with 422 `validation_failed`.
 */
export const intParam = (min: number, max = Number.MAX_SAFE_INTEGER) =>
  z
    .string({ error: v.numberExpected })
    .refine((text) => plainInteger.test(text) && Number(text) >= min && Number(text) <= max, v.numberExpected)
    .transform(Number)
    .meta({ type: 'integer', minimum: min, maximum: max, description: 'Plain decimal digits, without sign or leading zero' });

/** A calendar year in a path or query string: four plain digits from MIN_YEAR to MAX_YEAR, else 422 `number_expected`. */
export const yearParam = () =>
  intParam(MIN_YEAR, MAX_YEAR).meta({ description: `A calendar year YYYY from ${MIN_YEAR} to ${MAX_YEAR}` });

/** `page` and `per_page` of a paginated list. */
export const pageParams = (maxPerPage: number) => ({
  page: intParam(1).default(1).meta({ default: 1 }),
  per_page: intParam(1, maxPerPage).default(25).meta({ default: 25 }),
});

/** A record id in a path or query string: a positive integer written as plain digits. */
export const idParam = () => intParam(1);

/** `{ id }` path parameters. */
export const IdParams = z.object({ id: idParam() });

/** A record id in a JSON body. */
export const idField = (error: ValidationKey = v.required) =>
  z.number({ error }).int(v.numberExpected).positive(v.numberExpected);

/** Control characters (NUL, line breaks, DEL, C1) have no meaning in a search: they become spaces. */
const controlCharacters = /[\p{Cc}]+/gu;

/** The longest free-text search, in characters. */
export const SEARCH_MAX_LENGTH = 100;

/**
 * Free search text in a list filter: at most SEARCH_MAX_LENGTH characters; control characters count as spaces,
 * runs of spaces as one; nothing left means no filter.
 */
export const searchText = (description: string) =>
  z
    .string()
    .max(SEARCH_MAX_LENGTH, v.tooLong)
    .transform((text) => text.replace(controlCharacters, ' ').replace(/\s+/g, ' ').trim() || undefined)
    .meta({ description: `${description} At most ${SEARCH_MAX_LENGTH} characters.` });

/** An optional free text: trimmed, at most `max` characters; empty or absent is stored as null. */
export const optionalText = (max = 200) =>
  z
    .string()
    .trim()
    .max(max, v.tooLong)
    .nullish()
    .transform((value) => value || null);

/** CHF 100,000: far above any price, fee or expense; keeps typing slips (an extra zero or three) out. */
export const MAX_CENTIMES = 10_000_000;

/** Money in integer centimes, 0 to `max`; empty says `missing`, anything else not a whole number `number_expected`. */
export const centimesField = (max = MAX_CENTIMES, missing: ValidationKey = v.required) =>
  z
    .number({ error: (issue) => (issue.input === undefined || issue.input === null ? missing : v.numberExpected) })
    .int(v.numberExpected)
    .min(0, v.numberExpected)
    .max(max, v.numberExpected)
    .meta({ description: `Integer centimes (CHF), 0 to ${max}` });

/** Most workshops a coach can be given per month or school year: a bound against typing slips. */
export const MAX_WORKLOAD = 200;

/** A number of workshops a coach gives (each date of a series counts). */
export const workloadCount = () =>
  z.number({ error: v.numberExpected }).int(v.numberExpected).min(0, v.numberExpected).max(MAX_WORKLOAD, v.numberExpected);

/** A coach's workload target, maximum or wish; absent or null means none. */
export const workloadField = () =>
  workloadCount()
    .nullish()
    .transform((value) => value ?? null)
    .meta({ description: `Workshops, 0 to ${MAX_WORKLOAD}; null for none` });

/** An account of the chart of accounts (booking journal, decision 061): 1 to 10 digits, e.g. `1100`. */
export const accountPattern = /^\d{1,10}$/;

/** An account number: spaces around are trimmed; empty says `required`, anything but 1–10 digits `account_invalid`. */
export const accountField = () =>
  z
    .string({ error: v.required })
    .trim()
    .superRefine((value, ctx) => {
      if (!accountPattern.test(value)) ctx.addIssue({ code: 'custom', message: value === '' ? v.required : v.accountInvalid });
    })
    .meta({ pattern: accountPattern.source, description: 'An account number of 1 to 10 digits, e.g. 1100', example: '1100' });

export const monthPattern = /^\d{4}-(0[1-9]|1[0-2])$/;

/** A payout or report month `YYYY-MM` within MIN_YEAR–MAX_YEAR. */
export const monthField = (missing: ValidationKey = v.monthInvalid) =>
  z
    .string({ error: missing })
    .superRefine((value, ctx) => {
      const year = Number(value.slice(0, 4));
      if (!monthPattern.test(value) || year < MIN_YEAR || year > MAX_YEAR) {
        ctx.addIssue({ code: 'custom', message: value === '' ? missing : v.monthInvalid });
      }
    })
    .meta({ pattern: monthPattern.source, description: 'A month YYYY-MM' });

/**
 * An address the server will fetch (`webcal://` is read as `https://`): https to a public host name on port 443,
 * without user or password; an IP address, an internal name or another port is `url_not_public` (lib/public-url.ts).
 */
export const fetchableUrlField = (max = 2000) =>
  requiredString(max)
    .transform((value) => value.replace(/^webcal:\/\//i, 'https://'))
    .superRefine((value, ctx) => {
      const problem = publicUrlProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem === 'url_invalid' ? v.urlInvalid : v.urlNotPublic });
    });
