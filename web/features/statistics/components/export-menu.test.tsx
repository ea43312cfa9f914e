import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/toaster';
import { json, mockApi } from '@/test/api-mock';
import { ExportMenu } from './export-menu';

const filters = { school_year: 2025, canton: 'ZH' as const };
const exportUrl = (dataset: string, format: string) =>
  `GET /api/statistics/export?school_year=2025&canton=ZH&dataset=${dataset}&format=${format}`;

let saved: { name: string; blob: Blob }[];

beforeEach(() => {
  saved = [];
  const blobs = new Map<string, Blob>();
  // jsdom has no object URLs: the download hands the file to one.
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => (blobs.set('blob:export', blob), 'blob:export'),
    revokeObjectURL: vi.fn(),
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.getAttribute('href') ?? '')! });
  });
});
afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

function renderMenu() {
  render(
    <I18nProvider i18n={i18n}>
      <ExportMenu filters={filters} />
      <Toaster />
    </I18nProvider>,
  );
}

/** A streamed answer whose second chunk waits for `release`. */
function streamedCsv() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(new Uint8Array(3 * 1024).fill(65));
      await released;
      controller.enqueue(new TextEncoder().encode('\r\n'));
      controller.close();
    },
  });
  const response = new Response(body, {
    status: 200,
    headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="workshops-2025-26.csv"' },
  });
  return { response, release };
}

describe('ExportMenu', () => {
  it('names each button by dataset and format', () => {
    mockApi({});
    renderMenu();
    for (const name of ['Workshops als CSV', 'Workshops als Excel', 'Anfragen als CSV', 'Anfragen als Excel']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
  });

  it('fetches the filtered export, shows what has arrived, and saves it under the server’s file name', async () => {
    const { response, release } = streamedCsv();
    const fetchMock = mockApi({ [exportUrl('workshops', 'csv')]: () => response });
    renderMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Workshops als CSV' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Workshops als CSV wird geladen: 3 kB'));
    expect(screen.getByRole('button', { name: 'Anfragen als Excel' }).hasAttribute('disabled')).toBe(true);
    release();
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('workshops-2025-26.csv');
    expect(saved[0]!.blob.size).toBe(3 * 1024 + 2);
    expect(fetchMock.mock.calls[0]![0]).toBe(exportUrl('workshops', 'csv').slice(4));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(''));
    expect(screen.getByRole('button', { name: 'Anfragen als Excel' }).hasAttribute('disabled')).toBe(false);
  });

  it('shows a refused export as a translated toast and saves nothing', async () => {
    mockApi({ [exportUrl('inquiries', 'xlsx')]: () => json(403, { error: { code: 'forbidden', message: 'no' } }) });
    renderMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Anfragen als Excel' }));
    expect(await screen.findByText('Sie haben keine Berechtigung für diese Aktion')).toBeTruthy();
    expect(saved).toHaveLength(0);
  });
});
