import { describe, expect, it } from 'vitest';
import { isValidUid, normalizeUid, uidCheckDigit, uidField } from './uid';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.message);

describe('the Swiss UID check digit (weights 5 4 3 2 7 6 5 4, 11 − sum mod 11)', () => {
  it('computes it by hand-checked examples', () => {
    // 1·5 + 1·4 + 6·3 + 2·2 + 8·7 + 1·6 + 7·5 + 1·4 = 132; 132 mod 11 = 0; 11 − 0 = 11, which becomes 0.
    expect(uidCheckDigit('11628171')).toBe(0);
    // 5 + 8 + 9 + 8 + 35 + 36 + 35 + 32 = 168; 168 mod 11 = 3; 11 − 3 = 8.
    expect(uidCheckDigit('12345678')).toBe(8);
    // 132 − 1·4 + 4·4 = 144; 144 mod 11 = 1; 11 − 1 = 10: no UID has these first eight digits.
    expect(uidCheckDigit('11628174')).toBeNull();
  });

  it('takes valid UIDs however they are typed', () => {
    for (const uid of [
      'CHE-116.281.710',
      'CHE-123.456.788',
      'CHE116281710',
      'che-116.281.710',
      'CHE 116 281 710',
      'CHE-116.281.710 MWST',
      'CHE-116.281.710 TVA',
      'CHE-116.281.710IVA',
      ' CHE-116281710 mwst ',
    ]) {
      expect(isValidUid(uid), uid).toBe(true);
      expect(normalizeUid(uid)).toMatch(/^CHE-\d{3}\.\d{3}\.\d{3}$/);
    }
    expect(normalizeUid('che 116281710 MWST')).toBe('CHE-116.281.710');
  });

  it('refuses a wrong check digit, a number whose check would be 10, and a bad format', () => {
    for (const uid of ['CHE-116.281.711', 'CHE-123.456.789', 'CHE-116.281.740', 'CHE-116.281.749']) {
      expect(isValidUid(uid), uid).toBe(false);
    }
    for (const uid of [
      '116.281.710',
      'CHE-116.281.71',
      'CHE-116.281.7100',
      'ADM-116.281.710',
      'CHE-116.281.710 VAT',
      'CHE-ABC.DEF.GHI',
      '',
    ]) {
      expect(isValidUid(uid), uid).toBe(false);
    }
  });
});

describe('uidField: the shared schema of the organisation form', () => {
  it('stores a valid UID normalised and an empty one as null', () => {
    expect(uidField().parse('che 116 281 710 mwst')).toBe('CHE-116.281.710');
    expect(uidField().parse('')).toBeNull();
    expect(uidField().parse(null)).toBeNull();
    expect(uidField().parse(undefined)).toBeNull();
  });

  it('says uid_invalid for anything else', () => {
    expect(messages(uidField().safeParse('CHE-116.281.711'))).toEqual(['uid_invalid']);
    expect(messages(uidField().safeParse('CHE-116.281.74'))).toEqual(['uid_invalid']);
    expect(messages(uidField().safeParse('x'.repeat(41)))).toEqual(['uid_invalid']);
  });
});
