/**
 * The hard rules in the order of the explanation; the first one a coach fails for a unit is the reason they are not
 * proposed. `taken`: fits on their own, but every fitting coach is used elsewhere (or overlaps another proposal).
 */
export const hardRules = [
  'not_eligible',
  'excluded',
  'language',
  'subject',
  'blocked_day',
  'weekday',
  'time_of_day',
  'holiday',
  'calendar',
  'placement',
  'month_max',
  'year_max',
  'taken',
] as const;
export type HardRule = (typeof hardRules)[number];
