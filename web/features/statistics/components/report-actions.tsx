import type { StatisticsFilters } from '@/lib/contract';

/*
 * MERGE (issue 15): the export buttons are helper C's `ExportMenu` in ./export-menu.tsx. When it is in the branch,
 * this whole file becomes the single line:
 *   export { ExportMenu as ReportActions } from './export-menu';
 */
export function ReportActions(_props: { filters: StatisticsFilters }) {
  return null;
}
