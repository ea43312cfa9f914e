import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { activeEntryId, menuFor } from './menu';

const entries = (role: Parameters<typeof menuFor>[0]) => menuFor(role).map((entry) => [i18n._(entry.label), entry.href]);

describe('back-office menu (spec section 2)', () => {
  it('admin and associate; the outbox and the scheduled jobs are the admin’s', () => {
    const expected = [
      ['Dashboard', '/manager'],
      ['Anfragen', '/manager/inquiries'],
      ['Workshops', '/manager/workshops'],
      ['Coaches', '/manager/coaches'],
      ['Stammdaten', '/manager/masterdata'],
      ['News', '/manager/news'],
      ['Evaluationen nach Coach', '/manager/evaluations/by-coach'],
      ['Berichte', '/manager/statistics'],
      ['Mein Profil', '/manager/profile'],
    ];
    const adminOnly = [
      ['Newsletter', '/manager/newsletter'],
      ['E-Mail-Ausgang', '/manager/outbox'],
      ['Geplante Aufgaben', '/manager/jobs'],
      ['Protokoll', '/manager/audit-log'],
    ];
    expect(entries('admin')).toEqual([...expected.slice(0, -1), ...adminOnly, ...expected.slice(-1)]);
    expect(entries('associate')).toEqual(expected);
  });

  it('coach', () => {
    expect(entries('coach')).toEqual([
      ['Dashboard', '/manager'],
      ['Coach-Anfragen', '/manager/coach-requests'],
      ['Offene Workshops', '/manager/offers'],
      ['Materialbestellung', '/manager/material-orders'],
      ['Evaluationen', '/manager/evaluations'],
      ['Abwesenheiten', '/manager/unavailabilities'],
      ['Spesen', '/manager/coach/expenses'],
      ['Mein Profil', '/manager/profile'],
    ]);
  });

  it('finance', () => {
    expect(entries('finance')).toEqual([
      ['Dashboard', '/manager'],
      ['Anstehende Workshops', '/manager/workshops/upcoming'],
      ['Rechnungen', '/manager/invoices'],
      ['Coaches', '/manager/coaches'],
      ['Spesen', '/manager/finance/expenses'],
      ['Honorare', '/manager/finance/coach-fees'],
      ['Mein Profil', '/manager/profile'],
    ]);
  });

  it('no role, no entries', () => {
    expect(menuFor(null)).toEqual([]);
  });

  it('highlights the most specific entry', () => {
    expect(activeEntryId(menuFor('admin'), '/manager')).toBe('dashboard');
    expect(activeEntryId(menuFor('admin'), '/manager/inquiries/12')).toBe('inquiries');
    expect(activeEntryId(menuFor('finance'), '/manager/workshops/upcoming')).toBe('upcoming-workshops');
    expect(activeEntryId(menuFor('coach'), '/manager/settings')).toBeUndefined();
    expect(activeEntryId(menuFor('admin'), '/manager/master-data/import')).toBe('master-data');
  });
});
