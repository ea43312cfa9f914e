import { calculateQRReferenceChecksum, calculateSCORReferenceChecksum } from 'swissqrbill/utils';

/*
 * Payment references, derived from the invoice id (unique, known before the number is drawn): the bank reports it
 * with the payment, and finance finds the invoice by it.
 */

/** QR reference (with a QR-IBAN): 26 digits, the invoice id right-aligned, plus the mod-10 recursive check digit. */
export function qrReference(invoiceId: number): string {
  const body = String(invoiceId).padStart(26, '0');
  return `${body}${calculateQRReferenceChecksum(body)}`;
}

/** ISO 11649 creditor reference (with a plain IBAN): `RF`, two check digits, then `INV` and the invoice id. */
export function scorReference(invoiceId: number): string {
  const body = `INV${invoiceId}`;
  return `RF${calculateSCORReferenceChecksum(body)}${body}`;
}
