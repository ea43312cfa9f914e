import PDFDocument from 'pdfkit';
// Bundled as binary data (wrangler `[[rules]] type = "Data"`): standard PDF fonts are WinAnsi only and would
// garble names such as "Dvořák Łukasz"; Arimo is metric-compatible with Arial (OFL).
import arimoRegular from '@expo-google-fonts/arimo/400Regular/Arimo_400Regular.ttf';
import arimoBold from '@expo-google-fonts/arimo/700Bold/Arimo_700Bold.ttf';

/** Registered under Arial's names: swissqrbill asks for `Arial` and `Arial-Bold` (Arimo has Arial's metrics). */
export const FONT = 'Arial';
export const FONT_BOLD = 'Arial-Bold';

/**
 * An A4 document with the embedded fonts registered and selected. `bufferPages` keeps every page open until the end,
 * for what is written once the page count is known (page numbers).
 */
export function createPdf(info: { title: string; author: string }, options: { bufferPages?: boolean } = {}): PDFKit.PDFDocument {
  // The default font is given up front: pdfkit would otherwise load Helvetica, which is not bundled.
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    bufferPages: options.bufferPages ?? false,
    font: arimoRegular as unknown as string,
    info: { Title: info.title, Author: info.author },
  });
  doc.registerFont(FONT, arimoRegular);
  doc.registerFont(FONT_BOLD, arimoBold);
  doc.font(FONT);
  return doc;
}

/** Ends the document and collects its bytes. */
export function pdfBytes(doc: PDFKit.PDFDocument): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
    doc.on('end', () => {
      const size = chunks.reduce((n, c) => n + c.byteLength, 0);
      const out = new Uint8Array(size);
      let offset = 0;
      for (const chunk of chunks) {
        out.set(chunk, offset);
        offset += chunk.byteLength;
      }
      resolve(out);
    });
    doc.on('error', reject);
    doc.end();
  });
}
