import { describe, expect, it } from 'vitest';
import { availableCoachActions } from './coach-actions';
import { coachListQuerySchema } from './list-query';
import { parseQuery, toQueryString } from '@/lib/url-query';

describe('availableCoachActions', () => {
  it('offers the review only to finance and admin, and only for a submitted profile', () => {
    expect(availableCoachActions('finance', 'processing')).toEqual(['approve', 'send-back']);
    expect(availableCoachActions('admin', 'processing')).toEqual(['approve', 'send-back', 'deactivate']);
    expect(availableCoachActions('associate', 'processing')).toEqual([]);
    expect(availableCoachActions('finance', 'incomplete')).toEqual([]);
  });

  it('lets staff resend the access data until the coach has a password; admins (de)activate', () => {
    expect(availableCoachActions('associate', 'change-password')).toEqual(['resend']);
    expect(availableCoachActions('admin', 'change-password')).toEqual(['resend', 'deactivate']);
    expect(availableCoachActions('finance', 'change-password')).toEqual([]);
    expect(availableCoachActions('admin', 'inactive')).toEqual(['reactivate']);
    expect(availableCoachActions(null, 'active')).toEqual([]);
  });
});

describe('coachListQuerySchema', () => {
  it('sorts finance by the approval queue by default and keeps an explicit sort by name in the URL', () => {
    const finance = coachListQuerySchema('finance');
    expect(parseQuery(finance, '').sort).toBe('queue');
    expect(toQueryString(finance, { ...parseQuery(finance, ''), sort: 'name' })).toBe('sort=name');
    expect(parseQuery(coachListQuerySchema('associate'), '').sort).toBe('name');
  });
});
