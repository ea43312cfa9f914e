import { describe, expect, it } from 'vitest';
import { InquiryListQuerySchema, WorkshopListQuerySchema } from './schemas';
import { apiListPath, parseQuery, queryDefaults, toQueryString } from './url-query';

describe('list state in the URL (query string <-> the worker’s list query)', () => {
  it('an empty query string means the defaults', () => {
    expect(queryDefaults(InquiryListQuerySchema)).toEqual({ page: 1, per_page: 25, sort: 'created_at', order: 'desc' });
    expect(parseQuery(WorkshopListQuerySchema, '')).toEqual({ page: 1, per_page: 25, sort: 'upcoming', order: 'asc' });
  });

  it('parses and coerces every known parameter', () => {
    const query = parseQuery(
      InquiryListQuerySchema,
      'page=3&sort=institute&order=asc&state=requested&date_from=2026-12-01&date_to=2026-12-31&workshop=4&grade=2&associate=none&q=Bern',
    );
    expect(query).toEqual({
      page: 3,
      per_page: 25,
      sort: 'institute',
      order: 'asc',
      state: 'requested',
      date_from: '2026-12-01',
      date_to: '2026-12-31',
      workshop: 4,
      grade: 2,
      associate: 'none',
      q: 'Bern',
    });
    expect(parseQuery(InquiryListQuerySchema, 'associate=7').associate).toBe(7);
  });

  it('a bad value falls back to its default without losing the others', () => {
    const query = parseQuery(WorkshopListQuerySchema, 'page=0&sort=colour&state=flying&language=de&subject=x&series=12');
    expect(query).toEqual({ page: 1, per_page: 25, sort: 'upcoming', order: 'asc', language: 'de', series: 12 });
  });

  it('writes only what differs from the defaults, in the schema’s order', () => {
    const values = { ...queryDefaults(InquiryListQuerySchema), q: 'Basel', state: 'validated' as const, page: 2 };
    expect(toQueryString(InquiryListQuerySchema, values)).toBe('page=2&state=validated&q=Basel');
    expect(toQueryString(InquiryListQuerySchema, queryDefaults(InquiryListQuerySchema))).toBe('');
    expect(toQueryString(InquiryListQuerySchema, { associate: 'none', workshop: undefined, q: '' })).toBe('associate=none');
  });

  it('round-trips: what it writes, it reads back', () => {
    const values = parseQuery(WorkshopListQuerySchema, 'state=cancelled&date_from=2027-01-01&q=Z%C3%BCrich&order=desc');
    expect(parseQuery(WorkshopListQuerySchema, toQueryString(WorkshopListQuerySchema, values))).toEqual(values);
    expect(values.q).toBe('Zürich');
  });

  it('the API path has every parameter (a stable SWR key)', () => {
    const query = parseQuery(InquiryListQuerySchema, 'q=a b');
    expect(apiListPath('inquiries', query)).toBe('inquiries?page=1&per_page=25&sort=created_at&order=desc&q=a+b');
  });
});
