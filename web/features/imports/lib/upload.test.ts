import type { Import, ImportReport } from '@contract/imports/imports.schemas';
import { describe, expect, it, vi } from 'vitest';
import { uploadAndCheck, type UploadRequests } from './upload';

const started = (overrides: Partial<Import> = {}): Import => ({
  id: 7,
  kind: 'materials',
  state: 'uploading',
  file_name: 'material.csv',
  file_hash: 'a'.repeat(64),
  row_count: 1100,
  received_rows: 0,
  mapping: { title: 'Titel' },
  created: 0,
  updated: 0,
  skipped: 0,
  problems: 0,
  writes_iban: false,
  created_by: 'Sandra Keller',
  created_at: 1,
  checked_at: null,
  imported_at: null,
  ...overrides,
});

const rows = Array.from({ length: 1100 }, (_, index) => ({ title: `Material ${index}` }));
const start = { kind: 'materials' as const, file_name: 'material.csv', file_hash: 'a'.repeat(64), row_count: 1100, mapping: {} };

function requests(first: Import) {
  const report = { import: started({ state: 'checked' }), problems: [], lines: [] } satisfies ImportReport;
  return {
    create: vi.fn(async () => first),
    putRows: vi.fn(async (_id: number, chunk: { first_line: number; rows: unknown[] }) =>
      started({ received_rows: chunk.first_line - 2 + chunk.rows.length }),
    ),
    check: vi.fn(async () => report),
  } satisfies UploadRequests;
}

describe('uploadAndCheck', () => {
  it('sends every row in chunks, reports progress, then checks', async () => {
    const calls = requests(started());
    const progress: number[] = [];
    const report = await uploadAndCheck({ start, rows, requests: calls, onProgress: (p) => progress.push(p.sent) });
    expect(calls.putRows.mock.calls.map(([, chunk]) => [chunk.first_line, chunk.rows.length])).toEqual([
      [2, 500],
      [502, 500],
      [1002, 100],
    ]);
    expect(progress).toEqual([0, 500, 1000, 1100]);
    expect(calls.check).toHaveBeenCalledWith(7);
    expect(report.import.state).toBe('checked');
  });

  it('continues an unfinished import after the rows the server has; a checked one is only checked', async () => {
    const resumed = requests(started({ received_rows: 1000 }));
    await uploadAndCheck({ start, rows, requests: resumed });
    expect(resumed.putRows.mock.calls.map(([, chunk]) => chunk.first_line)).toEqual([1002]);

    const checked = requests(started({ state: 'checked', received_rows: 1100 }));
    await uploadAndCheck({ start, rows, requests: checked });
    expect(checked.putRows).not.toHaveBeenCalled();
    expect(checked.check).toHaveBeenCalledWith(7);
  });

  it('stops between chunks when cancelled', async () => {
    const calls = requests(started());
    const controller = new AbortController();
    const upload = uploadAndCheck({
      start,
      rows,
      requests: calls,
      signal: controller.signal,
      onProgress: ({ sent }) => sent === 500 && controller.abort(),
    });
    await expect(upload).rejects.toMatchObject({ name: 'AbortError' });
    expect(calls.putRows).toHaveBeenCalledTimes(1);
    expect(calls.check).not.toHaveBeenCalled();
  });
});
