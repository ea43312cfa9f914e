import { z } from 'zod';
import { validationKeys as v } from './codes';

/*
 * The Swiss enterprise identification number (UID, IDE, IDI): `CHE-123.456.789`, the ninth digit a check digit over
 * the first eight (weights 5, 4, 3, 2, 7, 6, 5, 4; check = 11 − sum mod 11, 11 becomes 0, 10 is never issued). A
 * VAT-registered organisation prints it with `MWST` (TVA, IVA). Pure functions, shared by the schemas (server and
 * SPA forms) and the tests (decision 058).
 */

const WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4] as const;

/** `CHE`, nine digits with optional dots, dashes and spaces between, and an optional `MWST`, `TVA` or `IVA` after. */
const uidPattern = /^CHE[\s.-]*((?:\d[\s.-]*){9})(?:\s*(?:MWST|TVA|IVA))?$/;

/** The check digit of the first eight digits; null when it would be 10 (no UID has such a number). */
export function uidCheckDigit(first8: string): number | null {
  const sum = WEIGHTS.reduce((total, weight, index) => total + weight * Number(first8[index]), 0);
  const check = 11 - (sum % 11);
  if (check === 10) return null;
  return check === 11 ? 0 : check;
}

/** The nine digits of a UID as typed, or null when it does not have the UID's shape. */
function uidDigits(value: string): string | null {
  const match = uidPattern.exec(value.trim().toUpperCase());
  return match ? match[1]!.replace(/\D/g, '') : null;
}

/** A UID in its shape with a right check digit, however it was typed (`che 116281710 mwst` too). */
export function isValidUid(value: string): boolean {
  const digits = uidDigits(value);
  return digits !== null && uidCheckDigit(digits.slice(0, 8)) === Number(digits[8]);
}

/** `che116281710 MWST` -> `CHE-116.281.710`; call only on valid UIDs. */
export function normalizeUid(value: string): string {
  const d = uidDigits(value)!;
  return `CHE-${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6)}`;
}

/**
 * The organisation's UID in a form: empty, absent or null is "none" (null); anything else must be a valid UID and is
 * stored as `CHE-123.456.789`.
 */
export const uidField = () =>
  z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      if (value !== '' && (value.length > 40 || !isValidUid(value))) ctx.addIssue({ code: 'custom', message: v.uidInvalid });
    })
    .transform((value) => (value === '' ? null : normalizeUid(value)))
    .nullish()
    .transform((value) => value ?? null)
    .meta({ description: 'Swiss UID `CHE-123.456.789` (dots, dashes, spaces and a trailing MWST/TVA/IVA optional)' });
