import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { authStore } from '@/features/auth';
import type { User } from '@/lib/contract';
import { ProfileStateBanner } from './profile-state-banner';

const coach: User = {
  id: 3,
  role: 'coach',
  language: 'de',
  firstname: 'Chris',
  lastname: 'Coach',
  email: 'chris@example.org',
  state: 'incomplete',
};

const renderAt = (path: string) =>
  render(
    <I18nProvider i18n={i18n}>
      <Router hook={memoryLocation({ path }).hook}>
        <ProfileStateBanner />
      </Router>
    </I18nProvider>,
  );

describe('profile state banner', () => {
  afterEach(() => act(() => authStore.set({ user: null, userId: null, role: null, token: null })));

  it('incomplete: links to "Mein Profil" from every other page, not on the profile itself', () => {
    act(() => authStore.set({ user: coach, userId: coach.id, role: coach.role, token: 't' }));
    const dashboard = renderAt('/manager');
    expect(screen.getByText('Ihr Profil ist unvollständig')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zu Mein Profil' }).getAttribute('href')).toBe('/manager/profile');
    dashboard.unmount();

    renderAt('/manager/profile');
    expect(screen.getByText('Ihr Profil ist unvollständig')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Zu Mein Profil' })).toBeNull();
  });
});
