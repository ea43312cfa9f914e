import useSWR from 'swr';
import type { AnnualReportFormat, AnnualReportSection, AnnualReportTexts } from '@contract/annual-report/annual-report.schemas';
import { api } from '@/lib/api';
import type { UiLanguage } from '@/lib/contract';
import { downloadFile, type DownloadProgress } from '@/lib/download-file';
import { apiListPath } from '@/lib/url-query';

/** The annual report (docs/decisions/065-annual-report.md): its free texts and its document. */

const textsPath = (year: number) => `annual-report/texts?school_year=${year}`;

/** GET /api/annual-report/texts: every text written for the school year, all languages. */
export const getAnnualReportTexts = (year: number) => api.get<AnnualReportTexts>(textsPath(year));

export const useAnnualReportTexts = (year: number | undefined) =>
  useSWR(year === undefined ? null : textsPath(year), () => getAnnualReportTexts(year!));

/** PUT one section's text of a year and language; an empty text deletes it. Answers the year's texts. */
export const saveAnnualReportText = (year: number, section: AnnualReportSection, language: UiLanguage, text: string) =>
  api.put<AnnualReportTexts>(`annual-report/texts/${year}/${section}/${language}`, { text });

/** GET /api/annual-report as a file, saved under the server's name (`annual-report-2025-26-de.pdf`). */
export const downloadAnnualReport = (
  year: number,
  language: UiLanguage,
  format: AnnualReportFormat,
  onProgress: (progress: DownloadProgress) => void,
) => downloadFile(apiListPath('annual-report', { school_year: year, language, format }), `annual-report.${format}`, onProgress);
