import { generateHOTP, createTOTPKeyURI } from '@oslojs/otp';
import { constantTimeEqual } from '@oslojs/crypto/subtle';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps accepted either side of now: a phone clock off by up to 30 s still works. */
const DRIFT_STEPS = 1;
const SECRET_BYTES = 20;
export const TOTP_ISSUER = 'Workshop Admin';

export const newTotpKey = () => crypto.getRandomValues(new Uint8Array(SECRET_BYTES));

export const totpUri = (key: Uint8Array, accountName: string) =>
  createTOTPKeyURI(TOTP_ISSUER, accountName, key, TOTP_PERIOD_SECONDS, TOTP_DIGITS);

export const currentStep = (nowMs = Date.now()) => Math.floor(nowMs / 1000 / TOTP_PERIOD_SECONDS);

/**
 * The time step a code belongs to (now ± DRIFT_STEPS), or null. Returning the step lets the caller refuse a code of
 * a step already used, so an observed code cannot be replayed within its window.
 */
export function matchingStep(key: Uint8Array, code: string, nowMs = Date.now()): number | null {
  const now = currentStep(nowMs);
  const typed = new TextEncoder().encode(code);
  for (let step = now - DRIFT_STEPS; step <= now + DRIFT_STEPS; step++) {
    const expected = new TextEncoder().encode(generateHOTP(key, BigInt(step), TOTP_DIGITS));
    if (constantTimeEqual(expected, typed)) return step;
  }
  return null;
}
