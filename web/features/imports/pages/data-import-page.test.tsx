import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import type { Import, ImportReport, Invitee } from '@contract/imports/imports.schemas';
import { json, mockApi, sentBodies } from '@/test/api-mock';
import DataImportPage from './data-import-page';

const started = (overrides: Partial<Import> = {}): Import => ({
  id: 5,
  kind: 'coaches',
  state: 'uploading',
  file_name: 'coaches.csv',
  file_hash: 'a'.repeat(64),
  row_count: 2,
  received_rows: 0,
  mapping: {},
  created: 0,
  updated: 0,
  skipped: 0,
  problems: 0,
  writes_iban: false,
  created_by: 'Sandra Keller',
  created_at: 1_790_000_000,
  checked_at: null,
  imported_at: null,
  ...overrides,
});

const csv = 'Courriel;Prénom;Nom;Numéro AVS\nlea@example.org;Léa;Meier;756.1000.0791.97\njo@example.org;Jo;Keller;756.1\n';
const mapping = { email: 'Courriel', firstname: 'Prénom', lastname: 'Nom', ahv_number: 'Numéro AVS' };
const invitee: Invitee = { id: 31, firstname: 'Léa', lastname: 'Meier', email: 'lea@example.org', language: 'fr' };

function renderPage(handlers: Parameters<typeof mockApi>[0]) {
  const fetchMock = mockApi({
    'GET /api/imports?kind=coaches': () => json(200, { data: [] }),
    'GET /api/imports/invitations': () => json(200, { data: [] }),
    'GET /api/imports/mapping?kind=coaches': () => json(200, { data: { mapping: null } }),
    ...handlers,
  });
  render(
    <I18nProvider i18n={i18n}>
      <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
        <DataImportPage />
      </SWRConfig>
    </I18nProvider>,
  );
  return fetchMock;
}

const chooseFile = (text: string, name = 'coaches.csv') =>
  fireEvent.change(screen.getByLabelText('Datei (CSV oder Excel)'), {
    target: { files: [new File([new TextEncoder().encode(text)], name, { type: 'text/csv' })] },
  });

describe('data import page', () => {
  it('reads a file, guesses the mapping, sends the rows, shows the problems by line and column', async () => {
    const full = { ...Object.fromEntries(['salutation', 'language'].map((key) => [key, null])) };
    const checked = started({ state: 'checked', received_rows: 2, mapping, created: 1, problems: 1 });
    const report: ImportReport = {
      import: checked,
      problems: [{ line: 3, field: 'ahv_number', code: 'ahv_invalid' }],
      lines: [],
    };
    const fetchMock = renderPage({
      'POST /api/imports': () => json(201, { data: started({ mapping }) }),
      'PUT /api/imports/5/rows': () => json(200, { data: started({ received_rows: 2, mapping }) }),
      'POST /api/imports/5/check': () => json(200, { data: report }),
    });
    expect(
      await screen.findByText('Niemand zum Einladen: Alle importierten Coaches haben eine Einladung erhalten.'),
    ).toBeTruthy();

    chooseFile(csv);
    expect(await screen.findByRole('heading', { name: 'Spalten zuordnen' })).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'AHV-Nummer' }) as HTMLSelectElement).value).toBe('Numéro AVS');
    fireEvent.click(screen.getByRole('button', { name: 'Prüfen' }));

    const table = await screen.findByRole('table');
    const row = within(table).getAllByRole('row')[1]!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3', 'Numéro AVSAHV-Nummer', 'Bitte eine gültige AHV-Nummer eingeben (756.XXXX.XXXX.XX)']);
    expect(screen.getByText(/1 Zeile hat Probleme/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Importieren' }) as HTMLButtonElement).disabled).toBe(true);

    const [created] = sentBodies(fetchMock, 'POST /api/imports') as [{ mapping: Record<string, string | null> }];
    expect(created).toMatchObject({ kind: 'coaches', file_name: 'coaches.csv', row_count: 2 });
    expect(created.mapping).toMatchObject({ ...mapping, ...full });
    expect(sentBodies(fetchMock, 'PUT /api/imports/5/rows')).toEqual([
      {
        first_line: 2,
        rows: [
          { email: 'lea@example.org', firstname: 'Léa', lastname: 'Meier', ahv_number: '756.1000.0791.97' },
          { email: 'jo@example.org', firstname: 'Jo', lastname: 'Keller', ahv_number: '756.1' },
        ],
      },
    ]);
  });

  it('asks for the same file to continue an unfinished import, and sends nothing for another one', async () => {
    const unfinished = started({ received_rows: 1, mapping });
    const fetchMock = renderPage({ 'GET /api/imports?kind=coaches': () => json(200, { data: [unfinished] }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Fortsetzen: coaches.csv' }));
    chooseFile(csv);
    expect((await screen.findByRole('alert')).textContent).toContain('nicht dieselbe Datei');
    expect(sentBodies(fetchMock, 'POST /api/imports')).toEqual([]);
  });

  it('blocks the check while a required field has no column', async () => {
    renderPage({});
    chooseFile('Courriel;Nom\nlea@example.org;Meier\n');
    expect((await screen.findByRole('alert')).textContent).toContain('Vorname');
    expect((screen.getByRole('button', { name: 'Prüfen' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('runs a clean import after the confirmation, then invites the chosen coaches', async () => {
    const checked = started({ state: 'checked', received_rows: 2, mapping, created: 2 });
    let invitees = [invitee];
    const fetchMock = renderPage({
      'GET /api/imports?kind=coaches': () => json(200, { data: [checked] }),
      'GET /api/imports/5': () => json(200, { data: { import: checked, problems: [], lines: [] } }),
      'POST /api/imports/5/run': () => json(200, { data: { ...checked, state: 'imported', imported_at: 1_790_000_100 } }),
      'GET /api/imports/invitations': () => json(200, { data: invitees }),
      'POST /api/imports/invitations': () => {
        invitees = [];
        return json(200, { data: { invited: 1 } });
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Öffnen: coaches.csv' }));
    expect(await screen.findByText('Keine Probleme gefunden: Die Datei kann importiert werden.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Importieren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Datei importieren?' });
    expect(dialog.textContent).toContain('2 neu, 0 aktualisiert, 0 unverändert');
    expect(dialog.textContent).toContain('Es wird keine E-Mail verschickt.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Importieren' }));
    expect(await screen.findByRole('link', { name: 'Zur Liste der Coaches' })).toBeTruthy();

    const box = screen.getByRole('checkbox', { name: /Léa Meier/ }) as HTMLInputElement;
    expect(box.checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Einladungen senden (1)' }));
    const confirm = await screen.findByRole('dialog', { name: 'Einladungen senden?' });
    expect(confirm.textContent).toContain('Léa Meier');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Einladungen senden' }));
    await waitFor(() => expect(sentBodies(fetchMock, 'POST /api/imports/invitations')).toEqual([{ coach_ids: [31] }]));
    expect(
      await screen.findByText('Niemand zum Einladen: Alle importierten Coaches haben eine Einladung erhalten.'),
    ).toBeTruthy();
  });
});
