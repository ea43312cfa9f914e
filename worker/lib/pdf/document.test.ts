import { describe, expect, it } from 'vitest';
import { createPdf, pdfBytes } from './document';

describe('createPdf', () => {
  it('writes a PDF with the embedded font in workerd', async () => {
    const doc = createPdf({ title: 'Test', author: 'Workshop Admin' });
    doc.text('Dvořák Łukasz');
    const bytes = await pdfBytes(doc);
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    expect(new TextDecoder('latin1').decode(bytes)).toContain('Arimo');
  });
});

describe('swissqrbill on the shared document', () => {
  it('attaches a QR-bill with the embedded font', async () => {
    const { SwissQRBill } = await import('swissqrbill/pdf');
    const doc = createPdf({ title: 'Rechnung', author: 'Workshop Admin' });
    new SwissQRBill(
      {
        amount: 1234.5,
        currency: 'CHF',
        creditor: {
          account: 'CH4431999123000889012',
          name: 'Verein Menschenrechte',
          address: 'Bahnhofstrasse',
          buildingNumber: 1,
          zip: 8000,
          city: 'Zürich',
          country: 'CH',
        },
        debtor: { name: 'Schule Dvořák', address: 'Weg', buildingNumber: 2, zip: 3000, city: 'Bern', country: 'CH' },
        reference: '210000000003139471430009017',
      },
      { language: 'DE', fontName: 'Arial' },
    ).attachTo(doc);
    const bytes = await pdfBytes(doc);
    expect(bytes.byteLength).toBeGreaterThan(1000);
  });
});
