/// <reference types="node" />
import { isQRReferenceValid } from 'swissqrbill/utils';
import { describe, expect, it, vi } from 'vitest';
import { readQrBill } from '../../test/qr-bill';
import { renderInvoicePdf, type InvoicePdfInput } from './invoice-pdf';
import { qrReference, scorReference } from './invoices.reference';

// In workerd the fonts are bundled as binary data (wrangler `Data` rule); here they are read from the package.
vi.mock('@expo-google-fonts/arimo/400Regular/Arimo_400Regular.ttf', async () => {
  const { readFileSync } = await import('node:fs');
  return { default: readFileSync('node_modules/@expo-google-fonts/arimo/400Regular/Arimo_400Regular.ttf') };
});
vi.mock('@expo-google-fonts/arimo/700Bold/Arimo_700Bold.ttf', async () => {
  const { readFileSync } = await import('node:fs');
  return { default: readFileSync('node_modules/@expo-google-fonts/arimo/700Bold/Arimo_700Bold.ttf') };
});

const invoice = (overrides: Partial<InvoicePdfInput> = {}): InvoicePdfInput => ({
  number: '2026-0042',
  date: '2026-11-24',
  dueDate: '2026-12-24',
  amountCentimes: 123450,
  reference: qrReference(42),
  language: 'de',
  recipient: {
    institute: 'Schule Dvořák',
    name: 'Łukasz Nowak',
    street: 'Schulweg 2',
    address_addition: null,
    postcode: '3000',
    city: 'Bern',
    country: 'CH',
  },
  workshops: [
    { id: 1, date: '2026-11-02', title: 'Kinderrechte', price_centimes: 61725 },
    { id: 2, date: '2026-11-09', title: 'Kinderrechte', price_centimes: 61725 },
  ],
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

describe('invoice PDF (Node: rendered with mupdf, QR decoded with zxing)', () => {
  it('carries a QR-bill with the QR-IBAN, amount, currency, QR reference and the debtor “Schule Dvořák”', async () => {
    const pdf = await renderInvoicePdf(invoice());
    const { payload, text } = await readQrBill(pdf);
    expect(payload.lines[0]).toBe('SPC');
    expect(payload.iban).toBe('CH4431999123000889012');
    expect(payload.amount).toBe('1234.50');
    expect(payload.currency).toBe('CHF');
    expect(payload.referenceType).toBe('QRR');
    expect(payload.reference).toBe(qrReference(42));
    expect(isQRReferenceValid(payload.reference)).toBe(true);
    expect(payload.debtorName).toBe('Schule Dvořák');
    expect(payload.creditorName).toBe('Menschenrechtsbildung Schweiz');
    // The embedded font keeps the names intact in the printed text, and the amounts are Swiss formatted.
    expect(text).toContain('Schule Dvořák');
    expect(text).toContain('Łukasz Nowak');
    expect(text).toContain("CHF 1'234.50");
    expect(text).toContain('Rechnung 2026-0042');
    expect(text).toContain('Zahlbar innert 30 Tagen');
  });

  it('prints a SCOR reference with a plain IBAN, in the invoice’s language', async () => {
    const pdf = await renderInvoicePdf(
      invoice({
        language: 'fr',
        reference: scorReference(42),
        organisation: { ...invoice().organisation, account: 'CH9300762011623852957' },
      }),
    );
    const { payload, text } = await readQrBill(pdf);
    expect(payload.iban).toBe('CH9300762011623852957');
    expect(payload.referenceType).toBe('SCOR');
    expect(payload.reference).toBe(scorReference(42));
    expect(text).toContain('Facture 2026-0042');
    // French typography: a narrow no-break space before the colon.
    expect(text).toContain('Date de facture\u202f: 24.11.2026');
    expect(text).toContain('Payable dans les 30 jours');
  });
});
