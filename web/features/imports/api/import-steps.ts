import type { ImportKind } from '@contract/imports/import-fields';
import type { Import, ImportReport } from '@contract/imports/imports.schemas';
import { api } from '@/lib/api';
import type { RowChunk } from '../lib/chunks';
import type { Mapping } from '../lib/mapping';

export interface ImportStart {
  kind: ImportKind;
  file_name: string;
  file_hash: string;
  row_count: number;
  mapping: Mapping;
}

/** POST /api/imports: a new import (201), or the unfinished one of the same file and mapping (200). */
export const createImportRequest = (body: ImportStart) => api.post<Import>('imports', body);

/** PUT /api/imports/{id}/rows: checks and keeps a chunk (a chunk sent again replaces its rows). */
export const putRowsRequest = (id: number, chunk: RowChunk, signal?: AbortSignal) =>
  api.put<Import>(`imports/${id}/rows`, chunk, { signal });

/** POST /api/imports/{id}/check: the dry run's report once every row arrived (409 while rows are missing). */
export const checkImportRequest = (id: number) => api.post<ImportReport>(`imports/${id}/check`);

/**
 * POST /api/imports/{id}/run: writes a checked import without problems, all or nothing; no mail goes out. A file
 * with IBANs needs the password confirmed (403 `reauthentication_required`: the API client asks and sends again).
 */
export const runImportRequest = (id: number) => api.post<Import>(`imports/${id}/run`);
