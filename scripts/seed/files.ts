/** Demo files for local R2 (receipts, contracts, permits, workshop documents): small but valid PDFs. */
import { getPlatformProxy } from 'wrangler';

export interface DemoFile {
  key: string;
  filename: string;
  contentType: string;
  body: Uint8Array;
}

/** A one-page PDF (Helvetica) showing the given lines; byte offsets of the xref table are computed. */
export function demoPdf(lines: string[]): Uint8Array {
  // Standard PDF strings in WinAnsi (Latin-1 plus typographic quotes and dashes): escape \ ( ) and map the rest.
  const winAnsi: Record<string, string> = {
    '–': '\x96',
    '—': '\x97',
    '‘': '\x91',
    '’': '\x92',
    '“': '\x93',
    '”': '\x94',
    '…': '\x85',
  };
  const escape = (line: string) => line.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\xff]/g, (c) => winAnsi[c] ?? '?');
  const text = lines.map((line, i) => `BT /F1 ${i === 0 ? 16 : 11} Tf 56 ${780 - i * 22} Td (${escape(line)}) Tj ET`).join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(pdf, 'latin1'));
}

export function pdfFile(key: string, filename: string, lines: string[]): DemoFile {
  return { key, filename, contentType: 'application/pdf', body: demoPdf(lines) };
}

interface FilesBinding {
  put(
    key: string,
    value: Uint8Array,
    options?: { httpMetadata?: { contentType?: string }; customMetadata?: Record<string, string> },
  ): Promise<unknown>;
}

/**
 * Writes the files into the local R2 bucket (binding FILES) that `wrangler dev` uses; `persistPath` is `<state>/v3`.
 * The file name goes where an upload puts it (`originalName`, worker/storage/files.ts), so lists and downloads show it.
 */
export async function uploadToLocalR2(files: DemoFile[], persistPath: string): Promise<void> {
  const { env, dispose } = await getPlatformProxy<{ FILES: FilesBinding }>({ persist: { path: persistPath } });
  try {
    for (const file of files) {
      await env.FILES.put(file.key, file.body, {
        httpMetadata: { contentType: file.contentType },
        customMetadata: { originalName: file.filename },
      });
    }
  } finally {
    await dispose();
  }
}
