import { api } from '@/lib/api';
import { addDays, type PublicSchoolHolidays } from '@/lib/contract';
import { usePublicData } from '@/lib/public-data';

/** How far ahead the form asks: inquiries are for the next two school years at most. */
const WINDOW_DAYS = 730;

/** GET /api/public/school-holidays: the postcode's canton and its holidays from `today` on. */
export const getPublicSchoolHolidays = (postcode: string, today: string) =>
  api.get<PublicSchoolHolidays>(
    `public/school-holidays?${new URLSearchParams({ postcode, from: today, to: addDays(today, WINDOW_DAYS) })}`,
    { token: null },
  );

/** Asked once per postcode (4 digits only); a failure only means no warning, the form does not depend on it. */
export function usePublicSchoolHolidays(postcode: string | undefined, today: string) {
  const code = postcode && /^\d{4}$/.test(postcode) ? postcode : null;
  return usePublicData(code && `public/school-holidays/${code}/${today}`, () => getPublicSchoolHolidays(code ?? '', today), {
    retry: false,
  });
}
