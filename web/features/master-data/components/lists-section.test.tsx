import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import type { ListEntry } from '@/lib/contract';
import { json, mockApi, sentBodies } from '@/test/api-mock';
import { ListsSection } from './lists-section';

const entry = (id: number, de: string, usage: ListEntry['usage'] = [], active = true): ListEntry => ({
  id,
  code: null,
  position: id,
  active,
  names: { de, fr: `${de} (fr)`, it: null, en: null },
  usage,
});

function renderSection(entries: ListEntry[], handlers: Parameters<typeof mockApi>[0] = {}) {
  const fetchMock = mockApi({ 'GET /api/master-data/lists/grades': () => json(200, { data: entries }), ...handlers });
  render(
    <I18nProvider i18n={i18n}>
      <SWRConfig value={{ provider: () => new Map() }}>
        <ListsSection />
      </SWRConfig>
    </I18nProvider>,
  );
  return fetchMock;
}

describe('master data: lists', () => {
  it('shows each entry with its translations, the missing ones marked, and where it is used', async () => {
    renderSection([
      entry(1, 'Zyklus 1', [
        { where: 'inquiries', count: 2 },
        { where: 'workshops', count: 1 },
      ]),
      entry(2, 'Alt', [], false),
    ]);
    const rows = await screen.findAllByTestId('list-entry');
    expect(rows).toHaveLength(2);
    const translations = within(rows[0]!).getByRole('list', { name: 'Übersetzungen von «Zyklus 1»' });
    expect(
      within(translations)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['FR: Zyklus 1 (fr)', 'IT: fehlt', 'EN: fehlt']);
    expect(rows[0]!.textContent).toContain('Verwendet von: 2 Anfragen, 1 Workshop');
    expect(rows[1]!.textContent).toContain('inaktiv');
    expect(rows[1]!.textContent).toContain('Nicht verwendet');
    expect(within(rows[0]!).getByRole('button', { name: '«Zyklus 1» nach oben' })).toHaveProperty('disabled', true);
    expect(within(rows[1]!).getByRole('button', { name: '«Alt» nach unten' })).toHaveProperty('disabled', true);
  });

  it('on a refused delete says where the entry is used and deactivates it instead', async () => {
    const used = entry(1, 'Zyklus 1', [{ where: 'inquiries', count: 3 }]);
    const fetchMock = renderSection([used], {
      'DELETE /api/master-data/lists/grades/1': () => json(409, { error: { code: 'in_use', message: 'Used by 3 inquiries' } }),
      'PUT /api/master-data/lists/grades/1': () => json(200, { data: { ...used, active: false } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: '«Zyklus 1» löschen' }));
    const dialog = await screen.findByRole('dialog', { name: '«Zyklus 1» löschen?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    const alert = await within(dialog).findByText('Dieser Eintrag wird noch verwendet und kann nicht gelöscht werden');
    expect(alert).toBeTruthy();
    expect(dialog.textContent).toContain('Verwendet von: 3 Anfragen.');
    expect(within(dialog).queryByRole('button', { name: 'Löschen' })).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Deaktivieren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sentBodies(fetchMock, 'PUT /api/master-data/lists/grades/1')).toEqual([
      { names: { de: 'Zyklus 1', fr: 'Zyklus 1 (fr)', it: '', en: '' }, active: false },
    ]);
  });
});
