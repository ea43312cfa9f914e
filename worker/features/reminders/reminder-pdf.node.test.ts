/// <reference types="node" />
import { describe, expect, it, vi } from 'vitest';
import { readQrBill } from '../../test/qr-bill';
import { qrReference } from '../invoices/invoices.reference';
import { renderReminderPdf, type ReminderPdfInput } from './reminder-pdf';

// In workerd the fonts are bundled as binary data (wrangler `Data` rule); here they are read from the package.
vi.mock('@expo-google-fonts/arimo/400Regular/Arimo_400Regular.ttf', async () => {
  const { readFileSync } = await import('node:fs');
  return { default: readFileSync('node_modules/@expo-google-fonts/arimo/400Regular/Arimo_400Regular.ttf') };
});
vi.mock('@expo-google-fonts/arimo/700Bold/Arimo_700Bold.ttf', async () => {
  const { readFileSync } = await import('node:fs');
  return { default: readFileSync('node_modules/@expo-google-fonts/arimo/700Bold/Arimo_700Bold.ttf') };
});

const reminder = (overrides: Partial<ReminderPdfInput> = {}): ReminderPdfInput => ({
  level: 2,
  sentOn: '2026-12-20',
  dueDate: '2026-12-30',
  language: 'fr',
  recipient: {
    institute: 'École de la Sallaz',
    name: 'Noé Rochat',
    street: 'Chemin des Écoliers 4',
    address_addition: null,
    postcode: '1010',
    city: 'Lausanne',
    country: 'CH',
  },
  invoice: { number: '2026-0042', date: '2026-10-01', dueDate: '2026-10-31', amountCentimes: 60000, reference: qrReference(42) },
  previous: [{ level: 1, sentOn: '2026-11-10' }],
  openCentimes: 35000,
  feeCentimes: 2000,
  vat: null,
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

describe('reminder PDF (Node: rendered with mupdf, QR decoded with zxing)', () => {
  it('asks in the school’s language for what is open plus the fee, with a QR-bill over that amount and the invoice’s reference', async () => {
    const { payload, text } = await readQrBill(await renderReminderPdf(reminder()));
    expect(payload.iban).toBe('CH4431999123000889012');
    expect(payload.amount).toBe('370.00');
    expect(payload.currency).toBe('CHF');
    expect(payload.referenceType).toBe('QRR');
    expect(payload.reference).toBe(qrReference(42));
    expect(payload.debtorName).toBe('École de la Sallaz');
    expect(text).toContain('2e rappel – 2026-0042');
    expect(text).toContain('Notre facture 2026-0042 du 01.10.2026 était échue le 31.10.2026.');
    expect(text).toContain('Rappels précédents\u202f: Rappel de paiement 10.11.2026');
    expect(text).toContain('CHF 350.00');
    expect(text).toContain('CHF 20.00');
    expect(text).toContain('CHF 370.00');
    expect(text).toContain('30.12.2026');
  });

  it('a first reminder without fee: the payment reminder in German, no fee line', async () => {
    const { payload, text } = await readQrBill(
      await renderReminderPdf(reminder({ level: 1, language: 'de', previous: [], feeCentimes: 0, openCentimes: 60000 })),
    );
    expect(payload.amount).toBe('600.00');
    expect(text).toContain('Zahlungserinnerung – 2026-0042');
    expect(text).not.toContain('Mahngebühr');
    expect(text).not.toContain('Frühere Mahnungen');
  });
});
