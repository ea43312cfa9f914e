import { IMPORT_MAX_ROWS } from '@contract/imports/import-fields';
import { decodeText, parseCsv } from './csv';
import { readXlsx } from './xlsx';

/** A file as read in the browser: its header row and data rows (cell texts) and the SHA-256 of its bytes. */
export interface ImportFile {
  name: string;
  hash: string;
  headers: string[];
  /** The data rows, each as long as the header (missing cells empty); row `i` is file line `i + 2`. */
  rows: string[][];
}

export type ReadProblem = 'empty' | 'no_rows' | 'too_many_rows' | 'unreadable';

export class ImportFileError extends Error {
  constructor(readonly problem: ReadProblem) {
    super(problem);
    this.name = 'ImportFileError';
  }
}

const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

async function sha256(bytes: Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>);
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The header and rows of cell texts: a ZIP (XLSX) by its first bytes, anything else as CSV. */
export async function readRows(bytes: Uint8Array): Promise<string[][]> {
  if (isZip(bytes)) {
    try {
      return await readXlsx(bytes);
    } catch {
      throw new ImportFileError('unreadable');
    }
  }
  return parseCsv(decodeText(bytes));
}

/** Reads a CSV or XLSX file of an import; throws ImportFileError when it has no header, no rows or too many. */
export async function readImportFile(name: string, bytes: Uint8Array): Promise<ImportFile> {
  const [table, hash] = await Promise.all([readRows(bytes), sha256(bytes)]);
  const [header, ...rows] = table;
  if (!header || header.every((cell) => cell.trim() === '')) throw new ImportFileError('empty');
  if (rows.length === 0) throw new ImportFileError('no_rows');
  if (rows.length > IMPORT_MAX_ROWS) throw new ImportFileError('too_many_rows');
  const headers = header.map((cell) => cell.trim());
  const width = rows.reduce((widest, row) => Math.max(widest, row.length), headers.length);
  return {
    name,
    hash,
    headers,
    rows: rows.map((row) => (row.length < width ? [...row, ...Array<string>(width - row.length).fill('')] : row)),
  };
}
