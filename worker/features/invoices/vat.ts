import { sql } from 'drizzle-orm';
import type { VatStatus } from '../../contract/enums';
import type { InvoiceVat } from '../../contract/invoices/invoices.schemas';
import type { Database } from '../../lib/env';

/*
 * VAT on invoices (decision 058). Prices are what the school pays, VAT included: a registered organisation's invoice
 * splits each line's gross amount into net and VAT at the rate of its offered workshop, and prints one row per rate.
 * Frozen in `invoices.vat` when sent, so credit notes and reminders print the same split (`vatForAmount`).
 */

export type { InvoiceVat };
export type InvoiceVatLine = InvoiceVat['lines'][number];

/** The VAT a gross amount (in centimes) includes at `rate` basis points, rounded half up to the centime. */
export function includedVat(grossCentimes: number, rate: number): number {
  const divisor = 10_000 + rate;
  return Math.floor((2 * grossCentimes * rate + divisor) / (2 * divisor));
}

/**
 * What an invoice says about VAT: for a registered organisation each line's VAT (rounded per line), summed per rate in
 * ascending order of the rate; for the other statuses no lines and no UID.
 */
export function vatOf(status: VatStatus, uid: string | null, lines: readonly { gross: number; rate: number }[]): InvoiceVat {
  if (status !== 'registered') return { status, uid: null, lines: [] };
  const byRate = new Map<number, InvoiceVatLine>();
  for (const { gross, rate } of lines) {
    const vat = includedVat(gross, rate);
    const sum = byRate.get(rate) ?? { rate_basis_points: rate, gross_centimes: 0, net_centimes: 0, vat_centimes: 0 };
    byRate.set(rate, {
      ...sum,
      gross_centimes: sum.gross_centimes + gross,
      net_centimes: sum.net_centimes + gross - vat,
      vat_centimes: sum.vat_centimes + vat,
    });
  }
  return { status, uid, lines: [...byRate.values()].sort((a, b) => a.rate_basis_points - b.rate_basis_points) };
}

const grossOf = (vat: InvoiceVat) => vat.lines.reduce((sum, line) => sum + line.gross_centimes, 0);

/**
 * The split of another amount of the same invoice (a credit note, a reminder's open amount, or an invoice whose
 * amount no longer matches its lines): shared out over the rates in proportion to their gross (largest remainder),
 * the VAT computed again per rate. The frozen split itself when the amount is the invoice's gross.
 */
export function vatForAmount(vat: InvoiceVat, amountCentimes: number): InvoiceVat {
  const total = grossOf(vat);
  if (vat.lines.length === 0 || amountCentimes === total) return vat;
  const shares = vat.lines.map((line) => (total === 0 ? 0 : (amountCentimes * line.gross_centimes) / total));
  const gross = shares.map(Math.floor);
  let rest = amountCentimes - gross.reduce((sum, part) => sum + part, 0);
  const byRemainder = shares.map((share, index) => ({ index, remainder: share - Math.floor(share) }));
  byRemainder.sort((a, b) => b.remainder - a.remainder);
  for (const { index } of byRemainder) {
    if (rest <= 0) break;
    gross[index]! += 1;
    rest -= 1;
  }
  if (rest > 0) gross[0]! += rest;
  return vatOf(
    vat.status,
    vat.uid,
    vat.lines.map((line, index) => ({ gross: gross[index]!, rate: line.rate_basis_points })),
  );
}

/** The frozen VAT of a sent invoice's row; null for one sent before VAT was recorded (it prints nothing about VAT). */
export const frozenVatOf = (row: { vat_json: string | null }): InvoiceVat | null =>
  row.vat_json ? (JSON.parse(row.vat_json) as InvoiceVat) : null;

/** The lines of an invoice as VAT sees them: each workshop's price and the rate of its offered workshop. */
async function vatLinesOf(db: Database, invoiceId: number) {
  return db.all<{ gross: number; rate: number }>(sql`
    SELECT w.price_centimes AS gross, o.vat_rate_basis_points AS rate
    FROM invoice_workshops iw
    JOIN workshops w ON w.id = iw.workshop_id
    JOIN offered_workshops o ON o.id = w.offered_workshop_id
    WHERE iw.invoice_id = ${invoiceId}`);
}

/**
 * What an invoice sent now freezes about VAT: the organisation's status and UID, and (registered) the split of its
 * lines, brought to the invoice's amount should a price have changed after the invoice was opened.
 */
export async function vatToFreeze(
  db: Database,
  org: { vatStatus: VatStatus; vatUid: string | null },
  invoiceId: number,
  amountCentimes: number,
): Promise<InvoiceVat> {
  if (org.vatStatus !== 'registered') return vatOf(org.vatStatus, null, []);
  return vatForAmount(vatOf(org.vatStatus, org.vatUid, await vatLinesOf(db, invoiceId)), amountCentimes);
}
