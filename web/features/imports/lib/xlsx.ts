import { unzipSync, zipSync, type Zippable } from 'fflate';
import { readSheet } from 'read-excel-file/browser';

/** `2026-03-01` for a date cell, `09:30` for a time of day (Excel's day 0), both when it has both. */
function dateText(date: Date): string {
  const iso = date.toISOString();
  const time = iso.slice(11, 16);
  if (date.getUTCFullYear() < 1900) return time;
  return time === '00:00' ? iso.slice(0, 10) : `${iso.slice(0, 10)} ${time}`;
}

/** A cell as the import reads it: text as typed, a number without Excel's binary noise, a date as ISO. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return dateText(value);
  if (typeof value === 'number') return String(Number(value.toPrecision(15)));
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return String(value as string);
}

/**
 * The archive with every entry stored uncompressed. read-excel-file unzips with fflate, which inflates an entry of
 * 512 KB or more in a Web Worker made from a `blob:` URL: the app's Content-Security-Policy (no `worker-src blob:`)
 * refuses that worker and fflate then never answers. Inflated here on the main thread (a few milliseconds a MB), the
 * entries need no worker.
 */
function storedArchive(bytes: Uint8Array): ArrayBuffer {
  const entries = unzipSync(bytes, { filter: (file) => /\.(xml|rels)$/.test(file.name) });
  const stored: Zippable = {};
  for (const [name, data] of Object.entries(entries)) stored[name] = [data, { level: 0 }];
  const zipped = zipSync(stored);
  return zipped.buffer.slice(zipped.byteOffset, zipped.byteOffset + zipped.byteLength) as ArrayBuffer;
}

/** The first sheet of an XLSX file as rows of cell texts; rows without any text at the end are dropped. */
export async function readXlsx(bytes: Uint8Array): Promise<string[][]> {
  const sheet = await readSheet(storedArchive(bytes), 1);
  const rows = sheet.map((row) => row.map(cellText));
  while (rows.length > 0 && rows[rows.length - 1]!.every((cell) => cell.trim() === '')) rows.pop();
  return rows;
}
