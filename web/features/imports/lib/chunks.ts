import { IMPORT_CHUNK_ROWS } from '@contract/imports/import-fields';
import type { Mapping } from './mapping';

/** One request's rows: each mapped field -> the cell's text; `first_line` is the file line of the first. */
export interface RowChunk {
  first_line: number;
  rows: Record<string, string>[];
}

/** The API refuses bodies over 256 KB: a chunk stays under this many bytes of JSON. */
export const CHUNK_MAX_BYTES = 200_000;

const encoder = new TextEncoder();

/** Each row as the API takes it: only the mapped fields, by the column the mapping gives them. */
export function rowObjects(headers: readonly string[], rows: readonly string[][], mapping: Mapping): Record<string, string>[] {
  const columns = Object.entries(mapping)
    .filter((entry): entry is [string, string] => entry[1] !== null)
    .map(([field, header]) => [field, headers.indexOf(header)] as const)
    .filter(([, index]) => index >= 0);
  return rows.map((row) => Object.fromEntries(columns.map(([field, index]) => [field, row[index] ?? ''])));
}

/**
 * The rows from `from` on (the ones the server has not received), in chunks of at most IMPORT_CHUNK_ROWS rows and
 * about `maxBytes` of JSON; a single row larger than that is a chunk of its own.
 */
export function chunkRows(rows: readonly Record<string, string>[], from = 0, maxBytes = CHUNK_MAX_BYTES): RowChunk[] {
  const chunks: RowChunk[] = [];
  let current: RowChunk | null = null;
  let bytes = 0;
  for (let index = from; index < rows.length; index++) {
    const row = rows[index]!;
    const size = encoder.encode(JSON.stringify(row)).length + 1;
    if (!current || current.rows.length >= IMPORT_CHUNK_ROWS || bytes + size > maxBytes) {
      current = { first_line: index + 2, rows: [] };
      chunks.push(current);
      bytes = 40;
    }
    current.rows.push(row);
    bytes += size;
  }
  return chunks;
}
