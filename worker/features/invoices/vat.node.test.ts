/// <reference types="node" />
import { describe, expect, it, vi } from 'vitest';
import { readQrBill } from '../../test/qr-bill';
import { renderInvoicePdf, type InvoicePdfInput } from './invoice-pdf';
import { qrReference } from './invoices.reference';
import { includedVat, vatForAmount, vatOf } from './vat';

// In workerd the fonts are bundled as binary data (wrangler `Data` rule); here they are read from the package.
vi.mock('@expo-google-fonts/arimo/400Regular/Arimo_400Regular.ttf', async () => {
  const { readFileSync } = await import('node:fs');
  return { default: readFileSync('node_modules/@expo-google-fonts/arimo/400Regular/Arimo_400Regular.ttf') };
});
vi.mock('@expo-google-fonts/arimo/700Bold/Arimo_700Bold.ttf', async () => {
  const { readFileSync } = await import('node:fs');
  return { default: readFileSync('node_modules/@expo-google-fonts/arimo/700Bold/Arimo_700Bold.ttf') };
});

describe('VAT included in gross prices (decision 058)', () => {
  it('splits a gross amount at a rate, rounded to the centime', () => {
    // 45000 × 810 / 10810 = 3371.88 -> 3372: CHF 450.00 at 8.1 % holds CHF 33.72 VAT on CHF 416.28 net.
    expect(includedVat(45000, 810)).toBe(3372);
    expect(includedVat(60000, 260)).toBe(1520);
    expect(includedVat(10810, 810)).toBe(810);
    expect(includedVat(45000, 0)).toBe(0);
  });

  it('rounds each line, sums per rate in rate order, and prints no lines unless registered', () => {
    const vat = vatOf('registered', 'CHE-116.281.710', [
      { gross: 45000, rate: 810 },
      { gross: 60000, rate: 260 },
      { gross: 45000, rate: 810 },
    ]);
    expect(vat).toEqual({
      status: 'registered',
      uid: 'CHE-116.281.710',
      lines: [
        { rate_basis_points: 260, gross_centimes: 60000, net_centimes: 58480, vat_centimes: 1520 },
        { rate_basis_points: 810, gross_centimes: 90000, net_centimes: 83256, vat_centimes: 6744 },
      ],
    });
    expect(vatOf('exempt', 'CHE-116.281.710', [{ gross: 45000, rate: 810 }])).toEqual({ status: 'exempt', uid: null, lines: [] });
    expect(vatOf('not-registered', null, [])).toEqual({ status: 'not-registered', uid: null, lines: [] });
  });

  it('shares another amount (a credit note, an open amount) over the rates in proportion', () => {
    const vat = vatOf('registered', 'CHE-116.281.710', [
      { gross: 30000, rate: 810 },
      { gross: 10000, rate: 260 },
    ]);
    expect(vatForAmount(vat, 40000)).toBe(vat);
    const half = vatForAmount(vat, 20001);
    expect(half.lines.map((line) => line.gross_centimes)).toEqual([5000, 15001]);
    expect(half.lines.reduce((sum, line) => sum + line.gross_centimes, 0)).toBe(20001);
    expect(half.lines[1]).toEqual({ rate_basis_points: 810, gross_centimes: 15001, net_centimes: 13877, vat_centimes: 1124 });
  });
});

const invoice = (overrides: Partial<InvoicePdfInput> = {}): InvoicePdfInput => ({
  number: '2026-0042',
  date: '2026-11-24',
  dueDate: '2026-12-24',
  amountCentimes: 45000,
  reference: qrReference(42),
  language: 'de',
  recipient: {
    institute: 'Schule Bern',
    name: null,
    street: 'Schulweg 2',
    address_addition: null,
    postcode: '3000',
    city: 'Bern',
    country: 'CH',
  },
  workshops: [{ id: 1, date: '2026-11-02', title: 'Kinderrechte', price_centimes: 45000 }],
  organisation: {
    name: 'Menschenrechtsbildung Schweiz',
    street: 'Beispielstrasse 12',
    postcode: '3011',
    city: 'Bern',
    country: 'CH',
    phone: '+41 31 123 45 67',
    email: 'info@example.org',
    account: 'CH4431999123000889012',
    creditor: { name: 'Menschenrechtsbildung Schweiz', street: 'Beispielstrasse 12', postcode: '3011', city: 'Bern' },
  },
  ...overrides,
});

const registered = vatOf('registered', 'CHE-116.281.710', [{ gross: 45000, rate: 810 }]);

describe('the invoice PDF’s VAT block (Node: text read with mupdf)', () => {
  it('prints the split and the UID with MWST when registered; the QR-bill keeps the gross amount', async () => {
    const { payload, text } = await readQrBill(await renderInvoicePdf(invoice({ vat: registered })));
    expect(payload.amount).toBe('450.00');
    for (const part of ['MWST-Satz', 'Netto', 'Brutto', 'MWST 8.1\u00a0%', 'CHF 416.28', 'CHF 33.72', 'CHF 450.00']) {
      expect(text).toContain(part);
    }
    expect(text).toContain('MWST-Nr.: CHE-116.281.710 MWST');
  });

  it('prints TVA in French, IVA in Italian, VAT in English', async () => {
    const fr = (await readQrBill(await renderInvoicePdf(invoice({ language: 'fr', vat: registered })))).text;
    expect(fr).toContain('N° TVA\u202f: CHE-116.281.710 TVA');
    expect(fr).toContain('TVA 8.1\u202f%');
    const it_ = (await readQrBill(await renderInvoicePdf(invoice({ language: 'it', vat: registered })))).text;
    expect(it_).toContain('CHE-116.281.710 IVA');
    const en = (await readQrBill(await renderInvoicePdf(invoice({ language: 'en', vat: registered })))).text;
    expect(en).toContain('CHE-116.281.710 VAT');
  });

  it('prints the article when exempt, in the school’s language', async () => {
    const exempt = vatOf('exempt', null, []);
    const fr = (await readQrBill(await renderInvoicePdf(invoice({ language: 'fr', vat: exempt })))).text;
    expect(fr).toContain('art. 21, al. 2, ch. 11 LTVA');
    expect(fr).not.toContain('CHE-');
    const de = (await readQrBill(await renderInvoicePdf(invoice({ vat: exempt })))).text;
    expect(de).toContain('Art. 21 Abs. 2 Ziff. 11 MWSTG');
  });

  it('says so when not registered, and nothing about VAT for an invoice sent before VAT was recorded', async () => {
    const notRegistered = (await readQrBill(await renderInvoicePdf(invoice({ vat: vatOf('not-registered', null, []) })))).text;
    expect(notRegistered).toContain('nicht mehrwertsteuerpflichtig');
    const before = (await readQrBill(await renderInvoicePdf(invoice({ vat: null })))).text;
    expect(before).not.toMatch(/MWST|Mehrwertsteuer/);
  });
});
