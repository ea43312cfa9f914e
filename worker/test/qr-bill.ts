/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as mupdf from 'mupdf';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';

/*
 * Reads a QR-bill PDF the way a banking app would: renders the first page with mupdf and decodes its QR code with
 * zxing (zbar cannot read the Swiss cross). Node only: the invoice specs and the PDF's node test use it.
 */

let prepared = false;
function prepareReader() {
  if (prepared) return;
  // Loaded from the package itself: zxing-wasm would otherwise fetch its WASM from a CDN.
  const wasmPath = createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm');
  const wasm = readFileSync(wasmPath);
  prepareZXingModule({
    overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) as ArrayBuffer },
    fireImmediately: true,
  });
  prepared = true;
}

/** The Swiss Payments Code (SPC) fields a test checks. */
export interface QrBillPayload {
  iban: string;
  amount: string;
  currency: string;
  creditorName: string;
  debtorName: string;
  referenceType: string;
  reference: string;
  lines: string[];
}

/** The SPC payload's fixed line positions (Swiss Implementation Guidelines QR-bill, version 2.x). */
function parsePayload(text: string): QrBillPayload {
  const lines = text.split(/\r?\n/);
  return {
    iban: lines[3]!,
    creditorName: lines[5]!,
    amount: lines[18]!,
    currency: lines[19]!,
    debtorName: lines[21]!,
    referenceType: lines[27]!,
    reference: lines[28]!,
    lines,
  };
}

/** The QR payload and the text of the PDF's first page. */
export async function readQrBill(pdf: Uint8Array): Promise<{ payload: QrBillPayload; text: string }> {
  prepareReader();
  const document = mupdf.Document.openDocument(pdf, 'application/pdf');
  const page = document.loadPage(0);
  const text = page.toStructuredText('preserve-whitespace').asText();
  const png = page.toPixmap(mupdf.Matrix.scale(3, 3), mupdf.ColorSpace.DeviceRGB, false).asPNG();
  const [result] = await readBarcodes(png, { formats: ['QRCode'], tryHarder: true });
  if (!result) throw new Error('no QR code found on the first page');
  return { payload: parsePayload(result.text), text };
}
