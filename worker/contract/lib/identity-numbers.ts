/**
 * Swiss identity and bank numbers: normalisation and check digits. Pure functions, shared by the zod schemas
 * (server and SPA forms) and the tests.
 */

const digitsOnly = (value: string) => value.replace(/[\s.]/g, '');

/** EAN-13 check digit of the first 12 digits (weights 1, 3, 1, 3, … from the left). */
export function ean13CheckDigit(first12: string): number {
  const sum = [...first12].reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3), 0);
  return (10 - (sum % 10)) % 10;
}

/** AHV number (AHV-Nr./numéro AVS): 13 digits starting with 756 and an EAN-13 check digit; dots and spaces optional. */
export function isValidAhvNumber(value: string): boolean {
  const digits = digitsOnly(value);
  if (!/^756\d{10}$/.test(digits)) return false;
  return ean13CheckDigit(digits.slice(0, 12)) === Number(digits[12]);
}

/** `7561234567897` -> `756.1234.5678.97`; call only on valid numbers. */
export function formatAhvNumber(value: string): string {
  const d = digitsOnly(value);
  return `${d.slice(0, 3)}.${d.slice(3, 7)}.${d.slice(7, 11)}.${d.slice(11)}`;
}

/** Length of the IBAN per country where we check it strictly (Switzerland and Liechtenstein: 21). */
const ibanLengths: Record<string, number> = { CH: 21, LI: 21 };

export const normalizeIban = (value: string) => value.replace(/\s/g, '').toUpperCase();

/** IBAN: country, check digits (ISO 13616 mod 97 = 1) and, for CH/LI, the national length. */
export function isValidIban(value: string): boolean {
  const iban = normalizeIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const expectedLength = ibanLengths[iban.slice(0, 2)];
  if (expectedLength !== undefined && iban.length !== expectedLength) return false;
  return ibanMod97(iban) === 1;
}

/** ISO 13616: the IBAN with its first four characters moved to the end, letters as 10–35, modulo 97. */
export function ibanMod97(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const number = char >= 'A' ? char.charCodeAt(0) - 55 : Number(char);
    remainder = (remainder * (number >= 10 ? 100 : 10) + number) % 97;
  }
  return remainder;
}

/** A valid Swiss or Liechtenstein IBAN: the only accounts a Swiss QR-bill accepts. */
export const isSwissIban = (value: string) => /^(CH|LI)/.test(normalizeIban(value)) && isValidIban(value);

/**
 * A QR-IBAN: its institution identification (IID, the 5th to 9th characters) lies in 30000–31999. Invoices to a
 * QR-IBAN carry a QR reference; call only on Swiss or Liechtenstein IBANs.
 */
export function isQrIban(value: string): boolean {
  const iid = Number(normalizeIban(value).slice(4, 9));
  return iid >= 30000 && iid <= 31999;
}

/** `CH9300762011623852957` -> `CH93 0076 2011 6238 5295 7`. */
export const formatIban = (value: string) => normalizeIban(value).replace(/(.{4})(?=.)/g, '$1 ');

/** BIC/SWIFT: 8 or 11 characters. */
export const isValidBic = (value: string) =>
  /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(value.replace(/\s/g, '').toUpperCase());
