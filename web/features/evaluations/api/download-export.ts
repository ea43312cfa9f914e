import type { ExportFormat } from '@/lib/contract';
import { downloadFile, type DownloadProgress } from '@/lib/download-file';
import { apiListPath } from '@/lib/url-query';
import type { ByAudienceUrlQuery } from './by-audience';
import type { ByCoachUrlQuery } from './by-coach';

/** `GET /api/evaluations/by-coach/export`: the list's period (docs/decisions/023, "Export"). */
export const byCoachExportPath = (query: ByCoachUrlQuery, format: ExportFormat) =>
  apiListPath('evaluations/by-coach/export', { from: query.from, to: query.to, format });

/** `GET /api/evaluations/by-audience/export`: the screen's period, kind and offered workshop. */
export const byAudienceExportPath = (query: ByAudienceUrlQuery, format: ExportFormat) =>
  apiListPath('evaluations/by-audience/export', {
    from: query.from,
    to: query.to,
    kind: query.kind,
    offered_workshop_id: query.offered,
    format,
  });

/** Downloads an export under the server's file name (`evaluations-by-coach-2025-26.csv`), reporting the bytes. */
export const downloadEvaluationExport = (path: string, format: ExportFormat, onProgress: (progress: DownloadProgress) => void) =>
  downloadFile(path, `evaluations.${format}`, onProgress);
