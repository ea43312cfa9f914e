/** Swiss school years (1 August to 31 July), named by the year they start in. No zod: the SPA imports this. */

/** Swiss school years start on 1 August. */
export const SCHOOL_YEAR_START_MONTH = 8;

export interface Period {
  from: string;
  to: string;
}

/** The school year a date belongs to, by the calendar year it starts in (2026-07-31 → 2025, 2026-08-01 → 2026). */
export function schoolYearOf(date: string): number {
  const year = Number(date.slice(0, 4));
  return Number(date.slice(5, 7)) >= SCHOOL_YEAR_START_MONTH ? year : year - 1;
}

/** `2025` → 2025-08-01 to 2026-07-31. */
export function schoolYearPeriod(year: number): Period {
  return { from: `${year}-08-01`, to: `${year + 1}-07-31` };
}

/** `2025` → `2025/26`. */
export const schoolYearLabel = (year: number) => `${year}/${String((year + 1) % 100).padStart(2, '0')}`;

/** The school year a period is exactly (1 August to 31 July), or null for a period of other dates. */
export function schoolYearOfPeriod(period: Period): number | null {
  const year = schoolYearOf(period.from);
  const whole = schoolYearPeriod(year);
  return whole.from === period.from && whole.to === period.to ? year : null;
}
