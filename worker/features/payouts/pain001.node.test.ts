import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { XmlDocument, XsdValidator } from 'libxml2-wasm';
import { describe, expect, it, vi } from 'vitest';
import { buildPain001, splitStreet, toSpsCharacters, type Pain001Transfer } from './pain001';

// In Node the fonts arrive as bytes, as wrangler's Data rule delivers them in workerd.
const require = createRequire(import.meta.url);
vi.mock('@expo-google-fonts/arimo/400Regular/Arimo_400Regular.ttf', () => ({
  default: readFileSync(require.resolve('@expo-google-fonts/arimo/400Regular/Arimo_400Regular.ttf')),
}));
vi.mock('@expo-google-fonts/arimo/700Bold/Arimo_700Bold.ttf', () => ({
  default: readFileSync(require.resolve('@expo-google-fonts/arimo/700Bold/Arimo_700Bold.ttf')),
}));

const xsd = XmlDocument.fromString(readFileSync('worker/test/fixtures/iso20022/pain.001.001.09.xsd', 'utf8'));
const validator = XsdValidator.fromDoc(xsd);

/** Throws with libxml2's messages when the file does not validate against the ISO schema. */
function validate(xml: string) {
  const doc = XmlDocument.fromString(xml);
  try {
    validator.validate(doc);
  } finally {
    doc.dispose();
  }
}

const address = { street: 'Länggassstrasse', buildingNumber: '7a', postcode: '3012', town: 'Bern', country: 'CH' };
const transfer = (n: number, overrides: Partial<Pain001Transfer> = {}): Pain001Transfer => ({
  endToEndId: `P202610ABCDEF-C${n}`,
  name: `Coach ${n}`,
  address,
  iban: 'CH93 0076 2011 6238 5295 7',
  amountCentimes: 1_000 * n + 5,
  remittance: 'Honorar und Spesen 2026-10',
  ...overrides,
});
const file = (transfers: Pain001Transfer[]) =>
  buildPain001({
    messageId: 'P202610ABCDEF012345',
    createdAt: new Date('2026-11-24T06:00:00Z'),
    executionDate: '2026-11-25',
    debtor: {
      name: 'Menschenrechtsbildung Schweiz & Co <Bern>',
      iban: 'CH5604835012345678009',
      address: { street: 'Beispielstrasse', buildingNumber: '12', postcode: '3011', town: 'Bern', country: 'CH' },
    },
    transfers,
  });
const values = (xml: string, tag: string) => [...xml.matchAll(new RegExp(`<${tag}[^>]*>([^<]*)</${tag}>`, 'g'))].map((m) => m[1]);

describe('pain.001.001.09', () => {
  it('validates against the ISO schema with several coaches, special characters and large amounts', () => {
    const transfers = [
      transfer(1, { name: 'Anna Dvořák Łukasz', address: { ...address, street: 'Rue de l’Église & "Vieux" <Bourg>' } }),
      transfer(2, { amountCentimes: 9_999_999_99 }),
      transfer(3, {
        name: 'Zoë Müller-Ñúñez',
        address: { ...address, buildingNumber: null, postcode: '79539', town: 'Lörrach', country: 'DE' },
      }),
      transfer(4, { amountCentimes: 1 }),
    ];
    const xml = file(transfers);
    expect(() => validate(xml)).not.toThrow();
    const total = transfers.reduce((sum, t) => sum + t.amountCentimes, 0);
    expect(values(xml, 'CtrlSum')).toEqual([
      `${Math.floor(total / 100)}.${String(total % 100).padStart(2, '0')}`,
      expect.any(String),
    ]);
    expect(values(xml, 'CtrlSum')[1]).toBe(values(xml, 'CtrlSum')[0]);
    const amounts = values(xml, 'InstdAmt').map((a) => Math.round(Number(a) * 100));
    expect(amounts.reduce((a, b) => a + b, 0)).toBe(total);
    expect(values(xml, 'NbOfTxs')).toEqual(['4', '4']);
    expect(values(xml, 'InstdAmt')[1]).toBe('9999999.99');
    expect(xml).toContain('<Nm>Anna Dvorák Lukasz</Nm>');
    expect(xml).toContain('<Nm>Zoë Müller-Ñúñez</Nm>');
    expect(xml).toContain('<StrtNm>Rue de l&apos;Église &amp; &quot;Vieux&quot; &lt;Bourg&gt;</StrtNm>');
    expect(xml).toContain('<Nm>Menschenrechtsbildung Schweiz &amp; Co &lt;Bern&gt;</Nm>');
    expect(xml).not.toContain('<SvcLvl>');
    expect(xml).toContain('<MmbId>04835</MmbId>');
  });

  it('keeps a file with one transfer valid and refuses what the schema refuses', () => {
    expect(() => validate(file([transfer(1)]))).not.toThrow();
    expect(() => validate(file([]))).toThrow();
  });

  it('maps characters outside the Swiss set and splits street and number', () => {
    expect(toSpsCharacters('Dvořák Łukasz Œuvre ⚽ x')).toBe('Dvorák Lukasz OEuvre . x');
    expect(splitStreet('Länggassstrasse 7a')).toEqual({ street: 'Länggassstrasse', buildingNumber: '7a' });
    expect(splitStreet('Via Nassa 5')).toEqual({ street: 'Via Nassa', buildingNumber: '5' });
    expect(splitStreet('Breitenrainplatz')).toEqual({ street: 'Breitenrainplatz', buildingNumber: null });
  });
});

describe('statement PDF', () => {
  it('keeps "Dvořák Łukasz" as text that mupdf extracts', async () => {
    const { renderStatement } = await import('./statement-pdf');
    const bytes = await renderStatement({
      run: { month: '2026-10', execution_date: '2026-11-25' },
      payee: {
        id: 7,
        firstname: 'Dvořák',
        lastname: 'Łukasz',
        language: 'fr',
        state: 'active',
        iban: 'CH9300762011623852957',
        street: 'Länggassstrasse 7a',
        postcode: '3012',
        location: 'Bern',
        approved_at: 1,
      },
      items: [
        {
          kind: 'fee',
          id: 1,
          coach_id: 7,
          workshop_id: 1,
          date: '2026-10-14',
          title: 'Droits de l’enfant',
          description: null,
          payout_month: '2026-10',
          amount_centimes: 123_450,
        },
        {
          kind: 'expense',
          id: 2,
          coach_id: 7,
          workshop_id: null,
          date: '2026-10-15',
          title: null,
          description: 'Train',
          payout_month: '2026-10',
          amount_centimes: 5,
        },
      ],
      organisation: {
        id: 1,
        name: 'Menschenrechtsbildung Schweiz',
        street: 'Beispielstrasse 12',
        postcode: '3011',
        city: 'Bern',
        country: 'CH',
        phone: '+41 31 123 45 67',
        email: 'info@example.org',
        websiteUrl: null,
        instagramUrl: null,
        facebookUrl: null,
        linkedinUrl: null,
        iban: null,
        qrIban: null,
        ibanEverSet: false,
        qrIbanEverSet: false,
        creditorName: null,
        creditorStreet: null,
        creditorPostcode: null,
        creditorCity: null,
        paymentTermDays: 30,
        twoFactorRequired: false,
        documentRetentionMonths: 24,
        travelGapMinutes: 30,
        requestReminderDays: 3,
        escalationDays: 3,
        vatStatus: 'not-registered',
        vatUid: null,
        reminderLevels: [],
        reminderTermDays: 10,
        createdAt: 0,
        updatedAt: 0,
      },
    });
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const mupdf = await import('mupdf');
    const doc = mupdf.Document.openDocument(bytes, 'application/pdf');
    const text = doc.loadPage(0).toStructuredText('preserve-whitespace').asText();
    expect(text).toContain('Dvořák Łukasz');
    expect(text).toContain("CHF 1'234.55");
    expect(text).toContain('Décompte des honoraires et des frais');
    expect(text).toContain('CH** **** **** **** *295 7');
    expect(text).not.toContain('0076 2011');
  });
});
