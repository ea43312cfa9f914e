import type { MissedGoal } from './goals';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** Why coaches cannot be proposed for a workshop, as the plan names the blocking rule. */
export const ruleLabels: Record<string, MessageDescriptor> = {
  not_eligible: msg`nicht aktiv oder nicht freigegeben`,
  excluded: msg`schon angefragt, eingeteilt oder abgesagt`,
  language: msg`spricht die Sprache nicht`,
  subject: msg`unterrichtet das Fachgebiet nicht`,
  blocked_day: msg`gesperrter Tag`,
  weekday: msg`gesperrter Wochentag`,
  time_of_day: msg`gesperrte Tageszeit`,
  holiday: msg`in den Ferien`,
  calendar: msg`im eigenen Kalender belegt`,
  placement: msg`anderer Workshop zur gleichen Zeit`,
  month_max: msg`Monatsmaximum erreicht`,
  year_max: msg`Jahresmaximum erreicht`,
  taken: msg`im Plan schon anderswo eingesetzt`,
};

/** What a proposal misses of the plan's soft goals, as the plan says it. */
export const missedGoalLabels: Record<MissedGoal, MessageDescriptor> = {
  not_offered: msg`hat sich nicht angeboten`,
  subject: msg`Fachgebiet passt nicht`,
  continuity: msg`kennt die Schule nicht`,
  over_month_target: msg`über dem Monatsziel`,
};
