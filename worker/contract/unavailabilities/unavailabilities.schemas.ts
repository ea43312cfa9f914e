import { z } from 'zod';
import { timesOfDay, weekdays } from '../enums';
import { validationKeys as v } from '../lib/codes';
import { isValidIsoDate } from '../lib/dates';
import { dateField } from '../lib/validation';

/*
 * A coach's unavailabilities (blocked days and ranges, weekdays, times of day) and holidays.
 * One schema for the SPA form and the API; messages are validation keys the SPA translates.
 * "Not before today" depends on the stored entry (an unchanged past date may stay), so the service checks it.
 */

/** The longest blocked range or holiday, first and last day included. */
export const MAX_RANGE_DAYS = 366;
export const NOTE_MAX = 500;

const requiredOrInvalid = (issue: { input: unknown }) => (issue.input === undefined ? v.required : v.choiceInvalid);

// The OpenAPI generator lists only the first value of `z.literal([...])`: document every weekday (1 = Monday … 7 = Sunday).
const weekdayEnum = { type: 'integer', enum: [...weekdays] } as const;
const weekdayField = () => z.literal(weekdays, { error: requiredOrInvalid }).meta(weekdayEnum);
const nullableWeekdayEnum = { type: ['integer', 'null'], enum: [...weekdays, null] } as const;
const optionalWeekdayField = () => weekdayField().nullish().meta(nullableWeekdayEnum);
const timeOfDayField = () => z.enum(timesOfDay, { error: requiredOrInvalid });
const noteField = () => z.string().trim().max(NOTE_MAX, v.tooLong).nullish();

const dayNumber = (iso: string) =>
  Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / 86_400_000;

/** Days from `from` to `to`, both included. */
const rangeDays = (from: string, to: string) => dayNumber(to) - dayNumber(from) + 1;

/** The range rules, reported on the last day's field; only for dates that are valid on their own. */
function checkRange(from: string, to: string | null | undefined, ctx: z.RefinementCtx) {
  if (!to || !isValidIsoDate(from) || !isValidIsoDate(to)) return;
  if (to < from) ctx.addIssue({ code: 'custom', path: ['to_date'], message: v.endDateBeforeStart });
  else if (rangeDays(from, to) > MAX_RANGE_DAYS) ctx.addIssue({ code: 'custom', path: ['to_date'], message: v.rangeTooLong });
}

const BlockedDayBodySchema = z
  .object({
    kind: z.literal('blocked_day'),
    date: dateField(v.required),
    /** The last day of a range; empty or absent for a single day. */
    to_date: z.union([z.literal(''), dateField(v.required)]).nullish(),
    note: noteField(),
  })
  .superRefine((body, ctx) => checkRange(body.date, body.to_date, ctx));

const WeekdayBodySchema = z.object({
  kind: z.literal('weekday'),
  /** 1 = Monday … 7 = Sunday, every week. */
  weekday: weekdayField(),
  note: noteField(),
});

const TimeOfDayBodySchema = z.object({
  kind: z.literal('time_of_day'),
  time_of_day: timeOfDayField(),
  /** Only on this weekday; every day when absent. */
  weekday: optionalWeekdayField(),
  note: noteField(),
});

export const UnavailabilityBodySchema = z
  .discriminatedUnion('kind', [BlockedDayBodySchema, WeekdayBodySchema, TimeOfDayBodySchema], { error: v.choiceInvalid })
  .meta({ id: 'UnavailabilityBody' });
export type UnavailabilityBody = z.output<typeof UnavailabilityBodySchema>;

export const HolidayBodySchema = z
  .object({ from_date: dateField(v.required), to_date: dateField(v.required), note: noteField() })
  .superRefine((body, ctx) => checkRange(body.from_date, body.to_date, ctx))
  .meta({ id: 'HolidayBody' });
export type HolidayBody = z.output<typeof HolidayBodySchema>;

const id = z.number().int();
const note = z.string().nullable();

export const UnavailabilitySchema = z
  .discriminatedUnion('kind', [
    z.object({ id, kind: z.literal('blocked_day'), date: z.string(), to_date: z.string().nullable(), note }),
    z.object({ id, kind: z.literal('weekday'), weekday: weekdayField(), note }),
    z.object({
      id,
      kind: z.literal('time_of_day'),
      time_of_day: z.enum(timesOfDay),
      weekday: weekdayField().nullable().meta(nullableWeekdayEnum),
      note,
    }),
  ])
  .meta({ id: 'Unavailability' });
export type Unavailability = z.infer<typeof UnavailabilitySchema>;

export const HolidaySchema = z.object({ id, from_date: z.string(), to_date: z.string(), note }).meta({ id: 'Holiday' });
export type Holiday = z.infer<typeof HolidaySchema>;

export const CoachUnavailabilitiesSchema = z
  .object({ unavailabilities: z.array(UnavailabilitySchema), holidays: z.array(HolidaySchema) })
  .meta({ id: 'CoachUnavailabilities' });
export type CoachUnavailabilities = z.infer<typeof CoachUnavailabilitiesSchema>;

export const PlacementConflictSchema = z
  .object({
    workshop_id: z.number().int(),
    date: z.string(),
    start_time: z.string(),
    end_time: z.string(),
    /** The catalogue title in the coach's language (German when missing). */
    title: z.string(),
    institute: z.string(),
    location: z.string(),
  })
  .meta({ id: 'PlacementConflict' });
export type PlacementConflict = z.infer<typeof PlacementConflictSchema>;

export const PlacementConflictsSchema = z
  .object({
    /** Workshops from today on (not done or cancelled) the coach is placed on and the entry would block; date order. */
    conflicts: z.array(PlacementConflictSchema),
  })
  .meta({ id: 'PlacementConflicts' });
export type PlacementConflicts = z.infer<typeof PlacementConflictsSchema>;
