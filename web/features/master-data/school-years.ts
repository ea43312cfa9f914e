import { schoolYearLabel, schoolYearOf, todayInZurich } from '@/lib/contract';

/** The school year now (`2026/27`). */
export const currentSchoolYear = () => schoolYearLabel(schoolYearOf(todayInZurich()));

/** Last year, this year and the next two: the holidays one imports or checks. */
export function schoolYearChoices(): string[] {
  const start = schoolYearOf(todayInZurich());
  return [start - 1, start, start + 1, start + 2].map(schoolYearLabel);
}
