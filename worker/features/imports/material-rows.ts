import { sql } from 'drizzle-orm';
import type { Database } from '../../lib/env';
import * as cell from './cells';
import { actionFor, type IncomingRow, type StagedRow } from './staged-rows';

const readers = {
  title: (raw: string) => cell.text(raw, 200),
  description: (raw: string) => cell.text(raw, 2000),
  format: (raw: string) => cell.text(raw, 100),
  storage_location: (raw: string) => cell.text(raw, 200),
  stock: (raw: string) => cell.count(raw),
  orderable: cell.yesOrNo,
  active: cell.yesOrNo,
};

/** Materials are known by their title (without case): a second import of a title updates that material. */
export const materialKey = (title: string) => title.toLowerCase();

async function storedMaterials(db: Database, keys: string[]): Promise<Map<string, Record<string, unknown>>> {
  const rows = await db.all<Record<string, unknown> & { key: string }>(sql`
    SELECT lower(title) AS key, title, description, format, storage_location, stock,
      orderable_by_coaches AS orderable, active
    FROM materials WHERE lower(title) IN (SELECT value FROM json_each(${JSON.stringify(keys)}))`);
  return new Map(rows.map((row) => [row.key, { ...row, orderable: Boolean(row.orderable), active: Boolean(row.active) }]));
}

/** Reads a chunk of material rows: problems, or the record and whether it adds, updates or leaves a material. */
export async function stageMaterialRows(db: Database, rows: IncomingRow[]): Promise<StagedRow[]> {
  const parsed = rows.map((row) => ({ line: row.line, ...cell.readCells(row.cells, readers, ['title']) }));
  const stored = await storedMaterials(
    db,
    parsed.flatMap((row) => (row.values.title ? [materialKey(row.values.title)] : [])),
  );
  return parsed.map(({ line, values, problems }) => {
    const key = values.title ? materialKey(values.title) : null;
    if (problems.length > 0) return { line, key, action: 'problem', record: {}, problems };
    return { line, key, action: actionFor(values, stored.get(key!), 'title'), record: values, problems: [] };
  });
}
