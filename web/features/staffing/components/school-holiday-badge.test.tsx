import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SchoolHolidayBadge } from './school-holiday-badge';

const renderBadge = (holidays: Parameters<typeof SchoolHolidayBadge>[0]['holidays']) =>
  render(
    <I18nProvider i18n={i18n}>
      <SchoolHolidayBadge holidays={holidays} />
    </I18nProvider>,
  );

describe('SchoolHolidayBadge', () => {
  it('names each date in the holidays, the holidays and the canton', () => {
    renderBadge([
      { date: '2026-10-05', canton: 'ZH', name: 'Herbstferien', from_date: '2026-10-03', to_date: '2026-10-18' },
      { date: '2026-10-12', canton: 'ZH', name: 'Herbstferien', from_date: '2026-10-03', to_date: '2026-10-18' },
    ]);
    const badge = screen.getByTestId('school-holiday-badge');
    expect(badge.textContent).toContain('Schulferien');
    expect(badge.textContent).toMatch(/05\.10\.2026: Herbstferien \(Zürich\) · .*12\.10\.2026: Herbstferien \(Zürich\)/);
  });

  it('shows nothing when no date falls in holidays', () => {
    renderBadge([]);
    expect(screen.queryByTestId('school-holiday-badge')).toBeNull();
  });
});
