import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import type { OfferedWorkshop } from '@/lib/contract';
import { json, mockApi, sentBodies } from '@/test/api-mock';
import { enterValue } from '@/test/enter-value';
import { OfferedWorkshopsSection } from './offered-workshops-section';

const offer = (overrides: Partial<OfferedWorkshop> = {}): OfferedWorkshop => ({
  id: 4,
  code: 'KR',
  type: 'single',
  translations: {
    de: { title: 'Kinderrechte', description: 'Die UNO-Kinderrechtskonvention' },
    fr: { title: 'Droits de l’enfant', description: '' },
    it: null,
    en: null,
  },
  missing_translations: ['it', 'en'],
  languages: ['de', 'fr'],
  duration_minutes: 90,
  price_centimes: 45000,
  recommended_price_centimes: null,
  coach_fee_centimes: 20000,
  vat_rate_basis_points: 810,
  subject_id: null,
  active: true,
  position: 1,
  files: [],
  usage: { workshops: 12, inquiries: 3 },
  ...overrides,
});

const basedata = {
  languages: ['de', 'fr', 'it', 'en'],
  currency: 'CHF',
  pending_coach_requests: 0,
  coach_skills: [],
  coach_languages: [],
  coach_subjects: [{ id: 3, name: 'Menschenrechte' }],
  grades: [],
};

const renderSection = () =>
  render(
    <I18nProvider i18n={i18n}>
      <SWRConfig value={{ provider: () => new Map(), revalidateOnFocus: false, shouldRetryOnError: false }}>
        <OfferedWorkshopsSection />
      </SWRConfig>
    </I18nProvider>,
  );

describe('offered workshops section', () => {
  it('lists offers with their state and missing translations', async () => {
    mockApi({
      'GET /api/master-data/workshops': () => json(200, { data: [offer(), offer({ id: 5, code: 'OLD', active: false })] }),
    });
    renderSection();
    const items = within(await screen.findByRole('list', { name: 'Angebote' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Aktiv')).toBeTruthy();
    expect(within(items[0]!).getByText('Übersetzung fehlt: IT, EN')).toBeTruthy();
    expect(within(items[0]!).getByText('Verwendet von 12 Workshops / 3 Anfragen')).toBeTruthy();
    expect(within(items[1]!).getByText('Inaktiv')).toBeTruthy();
  });

  it('shows a code the server refuses on its field, keeps what was typed and sends CHF as centimes', async () => {
    const fetchMock = mockApi({
      'GET /api/master-data/workshops': () => json(200, { data: [offer()] }),
      'GET /api/basedata/manager': () => json(200, { data: basedata }),
      'PUT /api/master-data/workshops/4': () =>
        json(409, {
          error: {
            code: 'conflict',
            message: 'Another offered workshop has this code',
            fields: [{ path: 'code', code: 'code_taken', message: 'code_taken' }],
          },
        }),
    });
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Kinderrechte bearbeiten' }));
    const dialog = await screen.findByRole('dialog', { name: 'Angebot bearbeiten: Kinderrechte' });
    const italian = within(dialog).getByRole('group', { name: /^Italienisch/ });
    expect(within(italian).getByText('Übersetzung fehlt')).toBeTruthy();
    enterValue(within(dialog).getByRole('textbox', { name: 'Titel (Italienisch)' }), 'Diritti dell’infanzia');
    await waitFor(() => expect(within(italian).queryByText('Übersetzung fehlt')).toBeNull());
    enterValue(within(dialog).getByRole('textbox', { name: 'Preis (CHF)' }), "1'250.50");
    enterValue(within(dialog).getByRole('textbox', { name: /^Code/ }), 'DR');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));

    expect(await within(dialog).findByText('Dieser Code ist bereits vergeben')).toBeTruthy();
    expect(within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Titel (Italienisch)' }).value).toBe(
      'Diritti dell’infanzia',
    );
    expect(sentBodies(fetchMock, 'PUT /api/master-data/workshops/4')).toEqual([
      expect.objectContaining({
        code: 'DR',
        price_centimes: 125050,
        coach_fee_centimes: 20000,
        translations: expect.objectContaining({ it: { title: 'Diritti dell’infanzia', description: '' } }),
      }),
    ]);
  });

  it('on a refused delete says what uses the offer and deactivates it instead', async () => {
    let active = true;
    const fetchMock = mockApi({
      'GET /api/master-data/workshops': () => json(200, { data: [offer({ active })] }),
      'GET /api/master-data/workshops?q=KR': () => json(200, { data: [offer({ usage: { workshops: 13, inquiries: 1 } })] }),
      'DELETE /api/master-data/workshops/4': () =>
        json(409, { error: { code: 'in_use', message: 'Used by 13 workshops / 1 inquiry; deactivate it instead' } }),
      'PUT /api/master-data/workshops/4': () => {
        active = false;
        return json(200, { data: offer({ active: false }) });
      },
    });
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Kinderrechte löschen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Angebot löschen?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Löschen' }));

    const refusal = await within(dialog).findByRole('alert');
    expect(refusal.textContent).toContain('Dieses Angebot wird von 13 Workshops / 1 Anfrage verwendet');
    expect(within(dialog).queryByRole('button', { name: 'Löschen' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deaktivieren' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sentBodies(fetchMock, 'PUT /api/master-data/workshops/4')).toEqual([
      expect.objectContaining({ code: 'KR', active: false, price_centimes: 45000, languages: ['de', 'fr'] }),
    ]);
    expect(await screen.findByText('Inaktiv')).toBeTruthy();
  });
});
