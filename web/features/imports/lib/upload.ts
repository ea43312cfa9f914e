import type { Import, ImportReport } from '@contract/imports/imports.schemas';
import type { ImportStart } from '../api/import-steps';
import { chunkRows, type RowChunk } from './chunks';

export interface UploadRequests {
  create: (body: ImportStart) => Promise<Import>;
  putRows: (id: number, chunk: RowChunk, signal?: AbortSignal) => Promise<Import>;
  check: (id: number) => Promise<ImportReport>;
}

export interface UploadProgress {
  /** The import as the server has it (its id once created). */
  import: Import;
  /** Rows the server has received. */
  sent: number;
  total: number;
}

export interface UploadOptions {
  start: ImportStart;
  /** Every row of the file as the API takes it (rowObjects). */
  rows: readonly Record<string, string>[];
  requests: UploadRequests;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

const aborted = () => new DOMException('The upload was cancelled', 'AbortError');

/**
 * The dry run of a file: starts its import (or continues the unfinished one of the same file and mapping after the
 * rows the server has), sends the remaining rows chunk by chunk, then asks for the check's report. A cancel stops
 * between chunks; what arrived stays, so the same file continues later.
 */
export async function uploadAndCheck({ start, rows, requests, onProgress, signal }: UploadOptions): Promise<ImportReport> {
  let current = await requests.create(start);
  const total = rows.length;
  if (current.state === 'uploading') {
    let sent = Math.min(current.received_rows, total);
    onProgress?.({ import: current, sent, total });
    for (const chunk of chunkRows(rows, sent)) {
      if (signal?.aborted) throw aborted();
      current = await requests.putRows(current.id, chunk, signal);
      sent = chunk.first_line - 2 + chunk.rows.length;
      onProgress?.({ import: current, sent, total });
    }
  }
  if (signal?.aborted) throw aborted();
  return requests.check(current.id);
}
