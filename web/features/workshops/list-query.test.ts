import { describe, expect, it } from 'vitest';
import { parseQuery } from '@/lib/url-query';
import { WorkshopListQuerySchema } from '@/lib/schemas';
import { calendarQuery, clearedWorkshopFilters, hasWorkshopFilters, parseView, withView } from './list-query';

const today = '2026-11-22';

describe('workshop list view in the URL', () => {
  it('list by default; the calendar in months from the current one', () => {
    expect(parseView('', today)).toEqual({ kind: 'list' });
    expect(parseView('view=calendar', today)).toEqual({ kind: 'calendar', mode: 'month', anchor: '2026-11-01' });
    expect(parseView('view=calendar&cal=week&at=2026-12-03', today)).toEqual({
      kind: 'calendar',
      mode: 'week',
      anchor: '2026-11-30',
    });
    expect(parseView('view=calendar&cal=year&at=nonsense', today)).toEqual({
      kind: 'calendar',
      mode: 'month',
      anchor: '2026-11-01',
    });
  });

  it('writes the view next to the filters; the current month has a plain URL', () => {
    expect(withView('state=done&q=Bern', { kind: 'calendar', mode: 'month', anchor: '2026-11-01' }, today)).toBe(
      'state=done&q=Bern&view=calendar',
    );
    expect(withView('view=calendar&at=2027-01-01', { kind: 'calendar', mode: 'week', anchor: '2027-01-04' }, today)).toBe(
      'view=calendar&cal=week&at=2027-01-04',
    );
    expect(withView('view=calendar&cal=week&state=done', { kind: 'list' }, today)).toBe('state=done');
  });

  it('the calendar loads the days it shows, in date order, with the other filters', () => {
    const query = parseQuery(WorkshopListQuerySchema, 'state=cancelled&page=4&date_from=2020-01-01&sort=institute');
    expect(calendarQuery(query, 'month', '2026-12-01')).toEqual({
      page: 1,
      per_page: 200,
      sort: 'date',
      order: 'asc',
      state: 'cancelled',
      date_from: '2026-11-30',
      date_to: '2027-01-03',
    });
  });

  it('knows when filters are set and how to clear them', () => {
    const query = parseQuery(WorkshopListQuerySchema, 'series=3&state=done');
    expect(hasWorkshopFilters(query)).toBe(true);
    expect(hasWorkshopFilters({ ...query, ...clearedWorkshopFilters() })).toBe(false);
  });
});
