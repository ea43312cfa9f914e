import type { PublicSchoolHolidays } from '@/lib/contract';
import { swissLocale } from '@/lib/format';

type Holiday = PublicSchoolHolidays['holidays'][number];

/** The holidays that contain `date` (ISO dates compare as text). */
export const holidaysOn = (date: string, holidays: readonly Holiday[]): Holiday[] =>
  date ? holidays.filter((holiday) => holiday.from_date <= date && date <= holiday.to_date) : [];

const utc = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** "Herbstferien, 3.–14. Oktober" (the year only when the holidays cross New Year's Day). */
export function holidayLabel(holiday: Holiday, language: string): string {
  const crossesYear = holiday.from_date.slice(0, 4) !== holiday.to_date.slice(0, 4);
  const format = new Intl.DateTimeFormat(swissLocale(language), {
    day: 'numeric',
    month: 'long',
    year: crossesYear ? 'numeric' : undefined,
    timeZone: 'UTC',
  });
  const range =
    holiday.from_date === holiday.to_date
      ? format.format(utc(holiday.from_date))
      : format.formatRange(utc(holiday.from_date), utc(holiday.to_date));
  return `${holiday.name}, ${range}`;
}
