import { z } from 'zod';
import { escalationOutcomes } from '../enums';
import { validationKeys as v } from '../lib/codes';

/*
 * Automatic escalation of unanswered coach requests (issue 18, decision 044): the switch per workshop (series) and
 * the recent escalations on the staff dashboard.
 */

export const AutoEscalationBodySchema = z
  .object({ enabled: z.boolean({ error: v.choiceInvalid }) })
  .meta({ id: 'AutoEscalationBody' });

export const AutoEscalationSchema = z
  .object({
    /** The workshop named in the path; the setting applies to every workshop of its series. */
    workshop_id: z.number().int(),
    auto_escalate: z.boolean(),
  })
  .meta({ id: 'AutoEscalation' });
export type AutoEscalation = z.infer<typeof AutoEscalationSchema>;

const person = z.object({ id: z.number().int(), name: z.string() }).nullable();

export const EscalationSchema = z
  .object({
    id: z.number().int(),
    /** Unix seconds. */
    created_at: z.number().int(),
    /** `asked`: the next best coach was asked; `no_coach`: nobody available fits. */
    outcome: z.enum(escalationOutcomes),
    workshop: z.object({
      id: z.number().int(),
      title: z.string(),
      date: z.string(),
      start_time: z.string(),
      institute: z.string(),
    }),
    /** Who did not answer (null when the account was deleted). */
    from_coach: person,
    /** Who was asked now (null for `no_coach`, or when the account was deleted). */
    asked_coach: person,
  })
  .meta({ id: 'StaffingEscalation' });
export type Escalation = z.infer<typeof EscalationSchema>;
