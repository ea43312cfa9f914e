import useSWR from 'swr';
import type { ImportKind } from '@contract/imports/import-fields';
import type { Import, ImportReport } from '@contract/imports/imports.schemas';
import { api } from '@/lib/api';
import type { Mapping } from '../lib/mapping';

export const importsKey = (kind: ImportKind) => `imports?kind=${kind}`;

/** GET /api/imports?kind=: the latest 20 imports of a kind, newest first. */
export const useImports = (kind: ImportKind) => useSWR(importsKey(kind), (key: string) => api.get<Import[]>(key));

/** GET /api/imports/mapping?kind=: the mapping the last import of the kind used (null before the first). */
export const getLastMapping = (kind: ImportKind) => api.get<{ mapping: Mapping | null }>(`imports/mapping?kind=${kind}`);

/** GET /api/imports/{id}: an import with its first problems. */
export const getImportReport = (id: number) => api.get<ImportReport>(`imports/${id}`);

/** DELETE /api/imports/{id}: drops an import that did not run, with its rows; 409 once it ran. */
export const deleteImportRequest = (id: number) => api.delete<void>(`imports/${id}`);
