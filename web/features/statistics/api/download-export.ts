import { apiListPath } from '@/lib/url-query';
import type { ExportDataset, ExportFormat, StatisticsFilters } from '@/lib/contract';
import { downloadFile, type DownloadProgress } from '@/lib/download-file';

/** `GET /api/statistics/export` for the report's filters (docs/decisions/026-export.md). */
export const exportPath = (filters: StatisticsFilters, dataset: ExportDataset, format: ExportFormat) =>
  apiListPath('statistics/export', { ...filters, dataset, format });

/** Downloads the export under the server's file name (`workshops-2025-26.csv`), reporting the bytes received. */
export const downloadExport = (
  filters: StatisticsFilters,
  dataset: ExportDataset,
  format: ExportFormat,
  onProgress: (progress: DownloadProgress) => void,
) => downloadFile(exportPath(filters, dataset, format), `${dataset}.${format}`, onProgress);
