import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it } from 'vitest';
import { logout } from '@/features/auth';
import type { Organisation } from '@/lib/contract';
import { json, mockApi, sentBodies } from '@/test/api-mock';
import { enterValue } from '@/test/enter-value';
import { signInAs } from '@/test/sign-in';
import { OrganisationSection } from './organisation-section';

const organisation: Organisation = {
  name: 'Menschenrechtsbildung Schweiz',
  street: 'Beispielstrasse 12',
  postcode: '3011',
  city: 'Bern',
  country: 'CH',
  phone: '+41 31 123 45 67',
  email: 'info@example.org',
  website_url: null,
  instagram_url: null,
  facebook_url: null,
  linkedin_url: null,
  iban: 'CH9300762011623852957',
  qr_iban: null,
  creditor_name: null,
  creditor_street: null,
  creditor_postcode: null,
  creditor_city: null,
  payment_term_days: 30,
  two_factor_required: false,
  document_retention_months: 24,
  travel_gap_minutes: 30,
  request_reminder_days: 3,
  escalation_days: 3,
  vat_status: 'exempt',
  vat_uid: null,
  reminder_levels: [{ days: 10, fee_centimes: 0 }],
  reminder_term_days: 10,
  updated_at: 1_800_000_000,
};

const renderSection = () =>
  render(
    <I18nProvider i18n={i18n}>
      <SWRConfig value={{ provider: () => new Map(), revalidateOnFocus: false, shouldRetryOnError: false }}>
        <OrganisationSection />
      </SWRConfig>
    </I18nProvider>,
  );

const uidField = () => screen.queryByRole<HTMLInputElement>('textbox', { name: /UID \(MWST-Nummer\)/ });

describe('organisation: VAT status', () => {
  afterEach(() => logout({ remote: false }));

  it('asks for the UID only when registered, checks its check digit as it is typed, and saves it', async () => {
    signInAs('admin');
    const fetchMock = mockApi({
      'GET /api/master-data/organisation': () => json(200, { data: organisation }),
      'PUT /api/master-data/organisation': (init) => {
        const body = JSON.parse(String(init.body)) as Organisation;
        return json(200, { data: { ...organisation, vat_status: body.vat_status, vat_uid: 'CHE-116.281.710' } });
      },
      'GET /api/organisation': () => json(200, { data: organisation }),
    });
    renderSection();

    const exempt = await screen.findByRole<HTMLInputElement>('radio', {
      name: 'Von der MWST ausgenommen (Bildung, Art. 21 Abs. 2 Ziff. 11 MWSTG)',
    });
    expect(exempt.checked).toBe(true);
    expect(uidField()).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: 'Im MWST-Register eingetragen' }));
    const uid = await screen.findByRole<HTMLInputElement>('textbox', { name: /UID \(MWST-Nummer\)/ });
    enterValue(uid, 'CHE-116.281.711');
    fireEvent.blur(uid);
    expect(await screen.findByText('Bitte eine gültige UID eingeben (CHE-123.456.788)')).toBeTruthy();
    expect(uid.getAttribute('aria-invalid')).toBe('true');

    enterValue(uid, 'che 116 281 710 mwst');
    await waitFor(() => expect(screen.queryByText('Bitte eine gültige UID eingeben (CHE-123.456.788)')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(sentBodies(fetchMock, 'PUT /api/master-data/organisation')).toHaveLength(1));
    expect(sentBodies(fetchMock, 'PUT /api/master-data/organisation')[0]).toMatchObject({
      vat_status: 'registered',
      vat_uid: 'CHE-116.281.710',
    });
  });

  it('refuses to save registered without a UID, and drops a hidden UID for the other statuses', async () => {
    signInAs('admin');
    const fetchMock = mockApi({
      'GET /api/master-data/organisation': () =>
        json(200, { data: { ...organisation, vat_status: 'registered', vat_uid: 'CHE-116.281.710' } }),
      'PUT /api/master-data/organisation': () => json(200, { data: { ...organisation, vat_status: 'not-registered' } }),
      'GET /api/organisation': () => json(200, { data: organisation }),
    });
    renderSection();

    const uid = await screen.findByRole<HTMLInputElement>('textbox', { name: /UID \(MWST-Nummer\)/ });
    expect(uid.value).toBe('CHE-116.281.710');
    enterValue(uid, '');
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Pflichtfeld')).toBeTruthy();
    expect(uid.getAttribute('aria-invalid')).toBe('true');
    expect(sentBodies(fetchMock, 'PUT /api/master-data/organisation')).toEqual([]);

    fireEvent.click(screen.getByRole('radio', { name: 'Nicht mehrwertsteuerpflichtig' }));
    expect(uidField()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(sentBodies(fetchMock, 'PUT /api/master-data/organisation')).toHaveLength(1));
    const [sent] = sentBodies(fetchMock, 'PUT /api/master-data/organisation') as Record<string, unknown>[];
    expect(sent!.vat_status).toBe('not-registered');
    expect(sent!.vat_uid ?? null).toBeNull();
  });
});
