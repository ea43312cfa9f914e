import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnnualReportTexts } from '@contract/annual-report/annual-report.schemas';
import { Toaster } from '@/components/toaster';
import { authStore, logout } from '@/features/auth';
import { json, mockApi } from '@/test/api-mock';
import { enterValue } from '@/test/enter-value';
import { formData } from '../test/fixtures';
import AnnualReportPage from './annual-report-page';

const texts = (year: number, list: AnnualReportTexts['texts'] = []): AnnualReportTexts => ({ school_year: year, texts: list });
const intro = (text: string, language: 'de' | 'fr' = 'de') => ({
  section: 'intro' as const,
  language,
  text,
  updated_at: 1_790_000_000,
  updated_by: { id: 2, firstname: 'A', lastname: 'B' },
});

let saved: { name: string; size: number }[];

beforeEach(() => {
  saved = [];
  const blobs = new Map<string, Blob>();
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => (blobs.set('blob:file', blob), 'blob:file'),
    revokeObjectURL: vi.fn(),
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, size: blobs.get(this.getAttribute('href') ?? '')!.size });
  });
  act(() =>
    authStore.set({
      token: 't',
      userId: 2,
      role: 'associate',
      expiresAt: Date.now() + 3_600_000,
      user: { id: 2, role: 'associate', language: 'de', firstname: 'A', lastname: 'B', email: 'a@example.org', state: 'active' },
    }),
  );
});
afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
  logout({ remote: false });
});

function renderPage(url: string) {
  window.history.replaceState(null, '', url);
  render(
    <I18nProvider i18n={i18n}>
      <SWRConfig value={{ provider: () => new Map(), revalidateOnFocus: false, shouldRetryOnError: false }}>
        <AnnualReportPage />
        <Toaster />
      </SWRConfig>
    </I18nProvider>,
  );
}

const formDataApi = { 'GET /api/statistics/form-data': () => json(200, { data: formData }) };

describe('annual report page', () => {
  it('takes the school year from the URL, saves a section’s text and keeps drafts when the choice changes', async () => {
    const bodies: unknown[] = [];
    const fetchMock = mockApi({
      ...formDataApi,
      'GET /api/annual-report/texts?school_year=2025': () => json(200, { data: texts(2025, [intro('Bisher.')]) }),
      'GET /api/annual-report/texts?school_year=2024': () => json(200, { data: texts(2024) }),
      'PUT /api/annual-report/texts/2025/outlook/de': (init) => {
        bodies.push(JSON.parse(String(init.body)));
        return json(200, { data: texts(2025, [intro('Bisher.'), { ...intro('Mehr Schulen.'), section: 'outlook' }]) });
      },
    });
    renderPage('/manager/statistics/annual-report?school_year=2025');

    const introField = await screen.findByLabelText<HTMLTextAreaElement>('Einleitung');
    expect(introField.value).toBe('Bisher.');
    expect(screen.getByLabelText<HTMLSelectElement>('Schuljahr').value).toBe('2025');
    expect(screen.getByLabelText<HTMLSelectElement>('Sprache des Dokuments').value).toBe('de');

    const outlook = screen.getByLabelText<HTMLTextAreaElement>('Ausblick');
    const saveOutlook = screen.getByRole('button', { name: 'Ausblick speichern' });
    expect(saveOutlook.hasAttribute('disabled')).toBe(true);
    enterValue(outlook, 'Mehr Schulen.');
    expect(saveOutlook.hasAttribute('disabled')).toBe(false);
    fireEvent.click(saveOutlook);
    expect(await screen.findByText('Text «Ausblick» gespeichert')).toBeTruthy();
    expect(bodies).toEqual([{ text: 'Mehr Schulen.' }]);
    await waitFor(() => expect(saveOutlook.hasAttribute('disabled')).toBe(true));

    // A draft of 2025 survives a look at 2024 and is there again on the way back.
    enterValue(introField, 'Neu geschrieben.');
    expect(await screen.findByTestId('annual-report-unsaved')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Schuljahr'), { target: { value: '2024' } });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/annual-report/texts?school_year=2024', expect.anything()));
    await waitFor(() => expect(screen.getByLabelText<HTMLTextAreaElement>('Einleitung').value).toBe(''));
    fireEvent.change(screen.getByLabelText('Schuljahr'), { target: { value: '2025' } });
    await waitFor(() => expect(screen.getByLabelText<HTMLTextAreaElement>('Einleitung').value).toBe('Neu geschrieben.'));
  });

  it('shows a refused text under its field, translated, and keeps what was typed', async () => {
    mockApi({
      ...formDataApi,
      'GET /api/annual-report/texts?school_year=2026': () => json(200, { data: texts(2026) }),
      'PUT /api/annual-report/texts/2026/intro/de': () =>
        json(422, {
          error: { code: 'validation_failed', message: 'no', fields: [{ path: 'text', code: 'too_big', message: 'too_long' }] },
        }),
    });
    renderPage('/manager/statistics/annual-report');
    const field = await screen.findByLabelText<HTMLTextAreaElement>('Einleitung');
    enterValue(field, 'Ein sehr langer Text.');
    fireEvent.click(screen.getByRole('button', { name: 'Einleitung speichern' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/zu lang/i);
    expect(field.value).toBe('Ein sehr langer Text.');
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });

  it('downloads the PDF and the workbook of the chosen year and language', async () => {
    const file = (name: string, type: string) => () =>
      new Response(new Uint8Array(10), {
        status: 200,
        headers: { 'Content-Type': type, 'Content-Disposition': `attachment; filename="${name}"` },
      });
    const fetchMock = mockApi({
      ...formDataApi,
      'GET /api/annual-report/texts?school_year=2025': () => json(200, { data: texts(2025) }),
      'GET /api/annual-report?school_year=2025&language=fr&format=pdf': file('annual-report-2025-26-fr.pdf', 'application/pdf'),
      'GET /api/annual-report?school_year=2025&language=fr&format=xlsx': file(
        'annual-report-2025-26-fr.xlsx',
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      ),
    });
    renderPage('/manager/statistics/annual-report?school_year=2025&language=fr');
    fireEvent.click(await screen.findByRole('button', { name: 'Jahresbericht 2025/26 als PDF' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Jahresbericht 2025/26 als Excel (XLSX)' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved.map((entry) => entry.name)).toEqual(['annual-report-2025-26-fr.pdf', 'annual-report-2025-26-fr.xlsx']);
    expect(fetchMock).toHaveBeenCalledWith('/api/annual-report?school_year=2025&language=fr&format=pdf', expect.anything());
  });

  it('shows a refused download as a translated toast', async () => {
    mockApi({
      ...formDataApi,
      'GET /api/annual-report/texts?school_year=2025': () => json(200, { data: texts(2025) }),
      'GET /api/annual-report?school_year=2025&language=de&format=pdf': () =>
        json(403, { error: { code: 'forbidden', message: 'no' } }),
    });
    renderPage('/manager/statistics/annual-report?school_year=2025');
    fireEvent.click(await screen.findByRole('button', { name: 'Jahresbericht 2025/26 als PDF' }));
    expect(await screen.findByText('Sie haben keine Berechtigung für diese Aktion')).toBeTruthy();
    expect(saved).toHaveLength(0);
  });
});
