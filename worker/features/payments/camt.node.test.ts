import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { camt053, camt054 } from '../../test/camt-files';
import { CamtError, parseCamt } from './camt';
import { matchCredits } from './bank-files.import';

describe('parseCamt', () => {
  it('reads the example notification of docs/examples: a QR credit and one without reference', () => {
    const file = parseCamt(readFileSync('docs/examples/camt054-example.xml', 'utf8'));
    expect(file).toMatchObject({ kind: 'camt.054', messageId: 'DEMO-20261120-0001', skipped: 0 });
    expect(file.credits).toEqual([
      {
        entryKey: 'DEMO-TX-0001',
        amountCentimes: 25000,
        currency: 'CHF',
        bookingDate: '2026-11-20',
        valueDate: '2026-11-20',
        reference: '000000000000000000000000034',
        debtor: 'Gymnasium Kirchenfeld',
        remittance: null,
      },
      {
        entryKey: 'DEMO-TX-0002',
        amountCentimes: 8000,
        currency: 'CHF',
        bookingDate: '2026-11-20',
        valueDate: '2026-11-20',
        reference: null,
        debtor: 'Elternrat Schulhaus Lorraine',
        remittance: 'Spende Projektwoche',
      },
    ]);
  });

  it('leaves out debits and entries not yet booked; reads a statement the same way', () => {
    const entries = [
      { bookingDate: '2026-11-02', credits: [{ bankRef: 'A', amount: '10.5', reference: 'rf18 5390 0754 7034' }] },
      { bookingDate: '2026-11-02', credits: [{ bankRef: 'B', amount: '7.00', direction: 'DBIT' as const }] },
      { bookingDate: '2026-11-03', status: 'PDNG' as const, credits: [{ bankRef: 'C', amount: '3.00' }] },
    ];
    for (const xml of [camt054('M1', entries), camt053('M2', entries)]) {
      const file = parseCamt(xml);
      expect(file.skipped).toBe(2);
      expect(file.credits).toMatchObject([{ entryKey: 'A', amountCentimes: 1050, reference: 'RF18539007547034' }]);
    }
  });

  it('refuses other messages, a DOCTYPE and amounts that are no amount', () => {
    expect(() => parseCamt('<Document><CstmrCdtTrfInitn/></Document>')).toThrow(CamtError);
    expect(() => parseCamt('<!DOCTYPE d [<!ENTITY x "y">]><Document/>')).toThrow(CamtError);
    expect(() => parseCamt(camt054('M', [{ bookingDate: '2026-11-02', credits: [{ bankRef: 'A', amount: '1e3' }] }]))).toThrow(
      CamtError,
    );
  });
});

describe('matchCredits', () => {
  const invoice = { id: 1, reference: 'R1', open_centimes: 10000, settled_centimes: 0 };
  const credit = (amount: number, reference: string | null = 'R1', currency = 'CHF') => ({
    entryKey: `${amount}`,
    amountCentimes: amount,
    currency,
    bookingDate: '2026-11-02',
    valueDate: null,
    reference,
    debtor: null,
    remittance: null,
  });

  it('meets what is open in file order: partial, then exact, then over-paid', () => {
    const outcomes = matchCredits([credit(4000), credit(6000), credit(100)], [invoice]).map((c) => c.outcome);
    expect(outcomes).toEqual(['partial', 'matched', 'overpaid']);
  });

  it('leaves unknown references and other currencies unmatched', () => {
    const matched = matchCredits([credit(10000, 'R2'), credit(10000, null), credit(10000, 'R1', 'EUR')], [invoice]);
    expect(matched.map((c) => [c.outcome, c.invoiceId])).toEqual([
      ['unmatched', null],
      ['unmatched', null],
      ['unmatched', null],
    ]);
  });
});
