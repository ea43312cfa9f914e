import type { WorkshopListQuery } from '@/lib/contract';
import { calendarModes, calendarRange, isIsoDate, normalizeAnchor, type CalendarMode } from '@/lib/calendar';

/**
 * The workshop list's URL: the API's filters (WorkshopListQuerySchema, parsed by useUrlQuery) plus the page's own
 * `view` (list or calendar), `cal` (month or week) and `at` (the month's first day or the week's Monday).
 */
export type WorkshopView = { kind: 'list' } | { kind: 'calendar'; mode: CalendarMode; anchor: string };

export function parseView(search: string, today: string): WorkshopView {
  const params = new URLSearchParams(search);
  if (params.get('view') !== 'calendar') return { kind: 'list' };
  const cal = params.get('cal');
  const mode: CalendarMode = calendarModes.includes(cal as CalendarMode) ? (cal as CalendarMode) : 'month';
  const at = params.get('at');
  return { kind: 'calendar', mode, anchor: normalizeAnchor(mode, isIsoDate(at) ? at : today) };
}

/** `search` with the view's parameters replaced (the filters are kept). */
export function withView(search: string, view: WorkshopView, today: string): string {
  const params = new URLSearchParams(search);
  params.delete('view');
  params.delete('cal');
  params.delete('at');
  if (view.kind === 'calendar') {
    params.set('view', 'calendar');
    if (view.mode !== 'month') params.set('cal', view.mode);
    // The current month/week has a plain URL.
    if (view.anchor !== normalizeAnchor(view.mode, today)) params.set('at', view.anchor);
  }
  return params.toString();
}

/** How many workshops the calendar loads for one month at most (the API's page limit). */
export const CALENDAR_LIMIT = 200;

/** The API query of the calendar: the list's filters, but the dates of the month/week shown, in date order. */
export function calendarQuery(query: WorkshopListQuery, mode: CalendarMode, anchor: string): WorkshopListQuery {
  const range = calendarRange(mode, anchor);
  return {
    ...query,
    date_from: range.from,
    date_to: range.to,
    page: 1,
    per_page: CALENDAR_LIMIT,
    sort: 'date',
    order: 'asc',
  };
}

/** The filters besides state, sort and page: "reset filters" clears these. */
export const workshopFilterKeys = ['date_from', 'date_to', 'subject', 'language', 'coach', 'coach_name', 'series', 'q'] as const;

export const hasWorkshopFilters = (query: WorkshopListQuery) => workshopFilterKeys.some((key) => query[key] !== undefined);

export const clearedWorkshopFilters = (): Partial<WorkshopListQuery> =>
  Object.fromEntries(workshopFilterKeys.map((key) => [key, undefined])) as Partial<WorkshopListQuery>;

let listSearch = '';
/** The list remembers its query string, so "back to the list" from a detail keeps filters and view. */
export const rememberWorkshopListSearch = (search: string) => {
  listSearch = search;
};
export const lastWorkshopListSearch = () => listSearch;
