import type { CoachListQuery, Role } from '@/lib/contract';
import { CoachListQuerySchema } from '@/lib/schemas';

/**
 * Finance works through the approval queue, so its list starts sorted by `queue`. The default lives in the schema
 * (not in the page), so a sort chosen explicitly (e.g. by name) stays in the URL for finance too.
 */
const FinanceCoachListQuerySchema = CoachListQuerySchema.extend({
  sort: CoachListQuerySchema.shape.sort.unwrap().default('queue'),
});

export const coachListQuerySchema = (role: Role | null | undefined) =>
  role === 'finance' ? FinanceCoachListQuerySchema : CoachListQuerySchema;

/** The filters besides state, sort and page: "reset filters" clears these. */
export const coachFilterKeys = ['language', 'subject', 'skill', 'min_rating', 'q'] as const;

export const hasCoachFilters = (query: CoachListQuery) => coachFilterKeys.some((key) => query[key] !== undefined);

export const clearedCoachFilters = (): Partial<CoachListQuery> =>
  Object.fromEntries(coachFilterKeys.map((key) => [key, undefined])) as Partial<CoachListQuery>;

let listSearch = '';
/** The list remembers its query string, so "back to the list" from a detail keeps the filters. */
export const rememberCoachListSearch = (search: string) => {
  listSearch = search;
};
export const lastCoachListSearch = () => listSearch;
