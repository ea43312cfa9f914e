import { z } from 'zod';
import { cantons, coachRequestStates, workshopLanguages, workshopStates } from '../enums';
import { validationKeys as v } from '../lib/codes';
import { idField, idParam } from '../lib/validation';
import { CandidateWorkloadSchema } from '../workload/workload.schemas';

/*
 * Staffing a workshop (issue 6): asking coaches (coach requests), their answers, and placing them (allocations).
 * A request or placement for a workshop of a series applies to every workshop of the series.
 */

/**
 * `workload_max`: the workshop (a series: all its dates) would take the coach past a monthly or yearly maximum;
 * `language`: the coach does not speak its language; `subject`: the coach lists subjects, not this one. Together
 * they are the staffing plan's hard rules (a coach without blockers fits by that rule).
 */
export const blockerKinds = [
  'blocked_day',
  'holiday',
  'weekday',
  'time_of_day',
  'calendar',
  'conflict',
  'inactive',
  'workload_max',
  'language',
  'subject',
] as const;

export const CandidateSchema = z
  .object({
    id: z.number().int(),
    firstname: z.string(),
    lastname: z.string(),
    /** Speaks the workshop's language (coach languages by ISO code). */
    speaks_language: z.boolean(),
    /** Teaches the workshop's subject (or the workshop has none). */
    knows_subject: z.boolean(),
    /** Average of the coach's skill ratings (1–5), null without any. */
    skill_average: z.number().nullable(),
    /** Why the coach cannot come on a date of the workshop (or series): unavailabilities, holidays, other workshops. */
    blockers: z.array(
      z.object({
        kind: z.enum(blockerKinds),
        date: z.string(),
        /** For `conflict`: the other workshop. */
        workshop_id: z.number().int().nullable(),
      }),
    ),
    /** Workshops the coach is placed on in the current school year (1 August – 31 July). */
    workshops_this_season: z.number().int(),
    /** The coach's request for this workshop, if asked already. */
    request_state: z.enum(coachRequestStates).nullable(),
    placed: z.boolean(),
    /** The coach's open offer to give the workshop (its series), with their note. */
    offer: z.object({ id: z.number().int(), note: z.string().nullable(), created_at: z.number().int() }).nullable(),
    /** Higher is a better fit; the list is sorted by it. */
    score: z.number(),
    /** Placed and asked workshops in the workshop's month and school year (without this one), with target and maximum. */
    workload: CandidateWorkloadSchema,
  })
  .meta({ id: 'StaffingCandidate' });
export type Candidate = z.infer<typeof CandidateSchema>;

export const CandidatesQuerySchema = z.object({ workshop_id: idParam() }).meta({ id: 'StaffingCandidatesQuery' });

export const StaffingWorkshopSchema = z
  .object({
    id: z.number().int(),
    state: z.enum(workshopStates),
    title: z.string(),
    language: z.enum(workshopLanguages),
    /** The dates of the workshop, or of every workshop of its series. */
    dates: z.array(z.object({ workshop_id: z.number().int(), date: z.string(), start_time: z.string(), end_time: z.string() })),
    coaches_needed: z.number().int(),
    /** Unanswered requests escalate automatically to the next best coach (decision 044). */
    auto_escalate: z.boolean(),
    /** The school holidays of the school's canton on any of the dates, one line per date and holiday. */
    school_holidays: z.array(
      z.object({ date: z.string(), canton: z.enum(cantons), name: z.string(), from_date: z.string(), to_date: z.string() }),
    ),
  })
  .meta({ id: 'StaffingWorkshop' });

export const CandidateListSchema = z
  .object({ workshop: StaffingWorkshopSchema, candidates: z.array(CandidateSchema) })
  .meta({ id: 'StaffingCandidates' });
export type CandidateList = z.infer<typeof CandidateListSchema>;

export const SendRequestsBodySchema = z
  .object({
    coach_ids: z
      .array(idField(), { error: v.atLeastOnePerson })
      .min(1, v.atLeastOnePerson)
      .max(50)
      .transform((ids) => [...new Set(ids)]),
    /** A note to the coaches, shown in the request and its mail. */
    message: z.string().trim().max(2000, v.tooLong).optional(),
  })
  .meta({ id: 'SendCoachRequestsBody' });
export type SendRequestsBody = z.input<typeof SendRequestsBodySchema>;

/** When a coach request was made and changed (Unix seconds). */
const requestTimesShape = {
  /** When the coach was asked (last): stays when the request is answered, placed or withdrawn. */
  requested_at: z.number().int(),
  /** When the coach last answered; null while unanswered. */
  answered_at: z.number().int().nullable(),
  /** The last change of the request's state (asked, answered, placed, withdrawn or cancelled with the workshop). */
  updated_at: z.number().int(),
};

/** A coach request as staff see it on the workshop. */
export const CoachRequestSchema = z
  .object({
    id: z.number().int(),
    workshop_id: z.number().int(),
    coach: z.object({
      id: z.number().int(),
      firstname: z.string(),
      lastname: z.string(),
      email: z.string(),
      phone: z.string().nullable(),
    }),
    state: z.enum(coachRequestStates),
    message: z.string().nullable(),
    answer_message: z.string().nullable(),
    ...requestTimesShape,
  })
  .meta({ id: 'CoachRequest' });
export type CoachRequest = z.infer<typeof CoachRequestSchema>;

export const AllocationFormSchema = z
  .object({
    workshop: StaffingWorkshopSchema,
    placed: z.array(
      z.object({
        id: z.number().int(),
        firstname: z.string(),
        lastname: z.string(),
        email: z.string(),
        phone: z.string().nullable(),
        /** Conflicts: dates of the workshop (or its series) the coach has since blocked, and by what. */
        unavailable: z.array(
          z.object({ kind: z.enum(['blocked_day', 'holiday', 'weekday', 'time_of_day', 'calendar']), date: z.string() }),
        ),
      }),
    ),
    requests: z.array(CoachRequestSchema),
  })
  .meta({ id: 'AllocationForm' });
export type AllocationForm = z.infer<typeof AllocationFormSchema>;

export const CoachIdBodySchema = z.object({ coach_id: idField(v.atLeastOnePerson) }).meta({ id: 'CoachIdBody' });
export type CoachIdBody = z.input<typeof CoachIdBodySchema>;

/** What a coach sees of a request: the workshop, without the school's contact until placed. */
export const OwnCoachRequestSchema = z
  .object({
    id: z.number().int(),
    state: z.enum(coachRequestStates),
    message: z.string().nullable(),
    answer_message: z.string().nullable(),
    ...requestTimesShape,
    workshop: z.object({
      id: z.number().int(),
      state: z.enum(workshopStates),
      title: z.string(),
      subject: z.string().nullable(),
      language: z.enum(workshopLanguages),
      date: z.string(),
      start_time: z.string(),
      end_time: z.string(),
      institute: z.string(),
      location: z.string(),
      grade: z.string().nullable(),
      number_participants: z.number().int().nullable(),
      /** Other dates of the same series (answered together). */
      series_dates: z.array(z.string()),
    }),
  })
  .meta({ id: 'OwnCoachRequest' });
export type OwnCoachRequest = z.infer<typeof OwnCoachRequestSchema>;

export const AnswerBodySchema = z
  .object({
    answer: z.enum(['approved', 'declined']),
    comment: z.string().trim().max(2000, v.tooLong).optional(),
  })
  .meta({ id: 'CoachRequestAnswerBody' });
export type AnswerBody = z.input<typeof AnswerBodySchema>;
