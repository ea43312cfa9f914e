import useSWR from 'swr';
import { api } from '@/lib/api';
import { addDays, type PublicSchoolHolidays } from '@/lib/contract';

/** How far ahead the form asks: inquiries are for the next two school years at most. */
const WINDOW_DAYS = 730;

/** GET /api/public/school-holidays: the postcode's canton and its holidays from `today` on. */
export const getPublicSchoolHolidays = (postcode: string, today: string) =>
  api.get<PublicSchoolHolidays>(
    `public/school-holidays?${new URLSearchParams({ postcode, from: today, to: addDays(today, WINDOW_DAYS) })}`,
    { token: null },
  );

/** Asked once per postcode (4 digits only); a failure only means no warning, the form does not depend on it. */
export const usePublicSchoolHolidays = (postcode: string | undefined, today: string) =>
  useSWR(
    postcode && /^\d{4}$/.test(postcode) ? (['public/school-holidays', postcode, today] as const) : null,
    ([, code, from]) => getPublicSchoolHolidays(code, from),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
