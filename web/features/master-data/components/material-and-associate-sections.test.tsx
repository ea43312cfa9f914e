import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import type { Associate, Material } from '@/lib/contract';
import { json, mockApi, sentBodies } from '@/test/api-mock';
import { enterValue } from '@/test/enter-value';
import { AssociatesSection } from './associates-section';
import { MaterialsSection } from './materials-section';

const app = (section: ReactNode) => (
  <I18nProvider i18n={i18n}>
    <SWRConfig value={{ provider: () => new Map(), revalidateOnFocus: false, shouldRetryOnError: false }}>{section}</SWRConfig>
  </I18nProvider>
);

const material = (overrides: Partial<Material> = {}): Material => ({
  id: 4,
  title: 'Plakat A2',
  description: null,
  format: 'Poster A2',
  storage_location: 'Lager Bern',
  stock: 60,
  orderable_by_coaches: true,
  visible_for_coaches: true,
  visible_for_associates: true,
  visible_for_finance: false,
  active: true,
  position: 2,
  order_count: 0,
  ...overrides,
});

describe('materials section', () => {
  it('says how many orders keep a material from being deleted (as the server counts now) and deactivates it instead', async () => {
    let listed = [material()];
    const fetchMock = mockApi({
      'GET /api/master-data/materials': () => json(200, { data: listed }),
      'DELETE /api/master-data/materials/4': () => {
        // Orders came in since the list was loaded: the reload after the refusal shows them.
        listed = [material({ order_count: 2 })];
        return json(409, { error: { code: 'in_use', message: 'Used by 2 material orders' } });
      },
      'PUT /api/master-data/materials/4': () => json(200, { data: material({ active: false, order_count: 2 }) }),
    });
    render(app(<MaterialsSection />));

    const item = (await screen.findByRole('heading', { name: 'Plakat A2' })).closest('li')!;
    expect(within(item).getByText('60 Stück')).toBeTruthy();
    fireEvent.click(within(item).getByRole('button', { name: 'Löschen: Plakat A2' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Material löschen?' })).getByRole('button', { name: 'Löschen' }));

    const dialog = await screen.findByRole('dialog', { name: 'Material löschen?' });
    expect(within(dialog).getByRole('alert').textContent).toContain(
      'Dieses Material ist in 2 Materialbestellungen enthalten und kann deshalb nicht gelöscht werden.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deaktivieren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sentBodies(fetchMock, 'PUT /api/master-data/materials/4')).toEqual([
      {
        title: 'Plakat A2',
        description: null,
        format: 'Poster A2',
        storage_location: 'Lager Bern',
        stock: 60,
        orderable_by_coaches: true,
        visible_for_coaches: true,
        visible_for_associates: true,
        visible_for_finance: false,
        active: false,
        position: 2,
      },
    ]);
  });
});

describe('team section', () => {
  it('shows a login taken by another member at its field and keeps what was typed', async () => {
    const member: Associate = {
      id: 1,
      name: 'Lukas Brunner',
      email: 'associate@example.org',
      phone: null,
      function: 'Projektleiter',
      user_id: 2,
      user: { id: 2, name: 'Lukas Brunner', email: 'associate@example.org', role: 'associate' },
      active: true,
      position: 1,
    };
    const linkable = [{ id: 2, name: 'Lukas Brunner', email: 'associate@example.org', role: 'associate', associate_id: 1 }];
    mockApi({
      'GET /api/master-data/associates': () => json(200, { data: { items: [member], linkable_users: linkable } }),
      'POST /api/master-data/associates': () =>
        json(409, {
          error: {
            code: 'conflict',
            message: 'This login belongs to another team member already',
            fields: [{ path: 'user_id', code: 'conflict', message: 'conflict' }],
          },
        }),
    });
    render(app(<AssociatesSection />));

    await screen.findByRole('heading', { name: 'Lukas Brunner' });
    fireEvent.click(screen.getByRole('button', { name: 'Neues Teammitglied' }));
    const dialog = screen.getByRole('dialog', { name: 'Neues Teammitglied' });
    enterValue(within(dialog).getByRole('textbox', { name: 'Name' }), 'Paola Bianchi');
    const login = within(dialog).getByRole('combobox', { name: 'Login' });
    expect(within(login).getByRole('option', { name: /gehört bereits zu einem Teammitglied/ })).toBeTruthy();
    enterValue(login, '2');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));

    expect(await within(dialog).findByText('Dieses Login gehört bereits zu einem anderen Teammitglied')).toBeTruthy();
    expect(within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Name' }).value).toBe('Paola Bianchi');
  });
});
