import type { ImportAction } from '../../contract/enums';
import type { RowProblems } from './cells';

/** A row as the SPA sends it: its file line and field -> cell text. */
export interface IncomingRow {
  line: number;
  cells: Record<string, string>;
}

/** A row as the dry run keeps it (table import_rows). */
export interface StagedRow {
  line: number;
  key: string | null;
  action: ImportAction;
  record: Record<string, unknown>;
  problems: RowProblems;
}

/** Whether a value read from a file differs from the stored one (lists compared in order, null = absent). */
export const differs = (incoming: unknown, stored: unknown) =>
  JSON.stringify(incoming ?? null) !== JSON.stringify(stored ?? null);

/** update if any field of the record (but its key) differs from the stored row, else skip; create when none is stored. */
export function actionFor(
  record: Record<string, unknown>,
  stored: Record<string, unknown> | undefined,
  keyField: string,
): ImportAction {
  if (!stored) return 'create';
  return Object.keys(record).some((field) => field !== keyField && differs(record[field], stored[field])) ? 'update' : 'skip';
}
