import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it } from 'vitest';
import { authStore, logout } from '@/features/auth';
import type { CoachProfile, ManagerBasedata } from '@/lib/contract';
import { json, mockApi, sentBodies } from '@/test/api-mock';
import { enterValue } from '@/test/enter-value';
import { OwnCoachProfile } from './own-coach-profile';

const basedata: ManagerBasedata = {
  languages: ['de', 'fr', 'it', 'en'],
  currency: 'CHF',
  pending_coach_requests: 0,
  coach_skills: [{ id: 1, name: 'Moderation' }],
  coach_languages: [{ id: 5, name: 'Deutsch' }],
  coach_subjects: [{ id: 8, name: 'Kinderrechte' }],
  grades: [],
};

const profile: CoachProfile = {
  user: { id: 7, firstname: 'Lea', lastname: 'Brunner', email: 'lea@example.org', language: 'de', state: 'incomplete' },
  view: 'full',
  salutation: 1,
  phone: '041 555 12 34',
  street: 'Seestrasse 1',
  postcode: '6004',
  location: 'Luzern',
  qualifications: null,
  skills: [],
  language_ids: [5],
  subject_ids: [],
  hr: {
    birthday: '1990-04-12',
    nationality: 'Schweiz',
    hometown: null,
    civil_status: 'single',
    civil_status_since: null,
    ahv_number: null,
    iban: null,
    bic: null,
    bank_name: null,
    bank_address: null,
    personnel_id: null,
    abakus_number: null,
    residence_permit: null,
    job_percentages: null,
    hours_per_week: null,
    gross_monthly_salary: null,
    replacement_incomes_per_month: null,
    other_employers: null,
    remarks: null,
    files: [],
  },
  workload: { month_target: null, month_max: null, year_target: null, year_max: null, month_wish: null, year_wish: null },
  review: {
    submitted_at: null,
    approved_at: null,
    rejection_reason: 'Bitte die IBAN ergänzen.',
    missing_fields: ['ahv_number', 'subject_ids'],
  },
};

function renderPage() {
  act(() =>
    authStore.set({
      token: 't',
      userId: 7,
      role: 'coach',
      expiresAt: Date.now() + 3_600_000,
      user: { ...profile.user, role: 'coach' },
    }),
  );
  return render(
    <I18nProvider i18n={i18n}>
      <SWRConfig value={{ provider: () => new Map(), revalidateOnFocus: false, shouldRetryOnError: false }}>
        <OwnCoachProfile />
      </SWRConfig>
    </I18nProvider>,
  );
}

afterEach(() => act(() => logout()));

describe('My profile for coaches', () => {
  it('shows HR’s note and the missing fields, refuses an invalid AHV number at the field, then saves', async () => {
    const fetchMock = mockApi({
      'GET /api/profiles': () => json(200, { data: { coach: profile } }),
      'GET /api/basedata/manager': () => json(200, { data: basedata }),
      'PUT /api/profiles': () => json(200, { data: { ...profile, hr: { ...profile.hr!, ahv_number: '756.1234.5678.97' } } }),
    });
    renderPage();
    expect(await screen.findByText('Bitte die IBAN ergänzen.')).toBeTruthy();
    expect(screen.getByTestId('missing-profile-fields').textContent).toContain('AHV-Nummer');

    const ahv = screen.getByLabelText(/AHV-Nummer/);
    enterValue(ahv, '756.1234.5678.90');
    fireEvent.click(screen.getByRole('button', { name: 'Profil speichern' }));
    expect(await screen.findByText('Bitte eine gültige AHV-Nummer eingeben (756.XXXX.XXXX.XX)')).toBeTruthy();
    expect(ahv.getAttribute('aria-invalid')).toBe('true');
    expect(sentBodies(fetchMock, 'PUT /api/profiles')).toHaveLength(0);
    expect((ahv as HTMLInputElement).value).toBe('756.1234.5678.90');

    enterValue(ahv, '756.1234.5678.97');
    fireEvent.click(screen.getByRole('button', { name: 'Profil speichern' }));
    await waitFor(() => expect(sentBodies(fetchMock, 'PUT /api/profiles')).toHaveLength(1));
    expect(sentBodies(fetchMock, 'PUT /api/profiles')[0]).toMatchObject({ ahv_number: '756.1234.5678.97', language_ids: [5] });
  });

  it('shows stored sensitive values masked, reveals one on request, and saves only what the coach changed', async () => {
    const masked = {
      ...profile,
      hr: { ...profile.hr!, ahv_number: '756.••••.••••.97', iban: 'CH•• •••• •••• •••• •295 7', gross_monthly_salary: '••••••' },
    };
    const fetchMock = mockApi({
      'GET /api/profiles': () => json(200, { data: { coach: masked } }),
      'GET /api/basedata/manager': () => json(200, { data: basedata }),
      'POST /api/profiles/reveal': () => json(200, { data: { field: 'iban', value: 'CH9300762011623852957' } }),
      'PUT /api/profiles': () => json(200, { data: masked }),
    });
    renderPage();
    expect(await screen.findByText('756.••••.••••.97')).toBeTruthy();
    const ahv = screen.getByRole<HTMLInputElement>('textbox', { name: /^AHV-Nummer/ });
    const iban = screen.getByRole<HTMLInputElement>('textbox', { name: /^IBAN/ });
    expect([ahv.value, iban.value]).toEqual(['', '']);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'IBAN anzeigen' })));
    await waitFor(() => expect(iban.value).toBe('CH9300762011623852957'));
    expect(sentBodies(fetchMock, 'POST /api/profiles/reveal')).toEqual([{ field: 'iban' }]);
    expect(screen.queryByRole('button', { name: 'IBAN anzeigen' })).toBeNull();

    enterValue(ahv, '756.1234.5678.97');
    fireEvent.click(screen.getByRole('button', { name: 'Profil speichern' }));
    await waitFor(() => expect(sentBodies(fetchMock, 'PUT /api/profiles')).toHaveLength(1));
    const [body] = sentBodies(fetchMock, 'PUT /api/profiles');
    expect(body).toMatchObject({ ahv_number: '756.1234.5678.97' });
    for (const kept of ['iban', 'gross_monthly_salary_centimes', 'replacement_incomes_per_month_centimes']) {
      expect(body).not.toHaveProperty(kept);
    }
  });

  it('shows a file with its name and its size in the same unit style as HR’s view (kB, MB)', async () => {
    const file = {
      kind: 'self_employment_proof',
      name: 'Bestaetigung-Selbstaendigkeit.pdf',
      size: 1536,
      content_type: 'application/pdf',
    };
    mockApi({
      'GET /api/profiles': () => json(200, { data: { coach: { ...profile, hr: { ...profile.hr!, files: [file] } } } }),
      'GET /api/basedata/manager': () => json(200, { data: basedata }),
    });
    renderPage();
    expect(await screen.findByText('Bestaetigung-Selbstaendigkeit.pdf (1.5 kB)')).toBeTruthy();
  });
});
