import { describe, expect, it, vi } from 'vitest';
import { rateLimitKey } from './client-ip';
import { hashPassword, needsRehash, verifyPassword } from './password';
import { signLink, verifyLink } from './signed-links';
import { TEST_PASSWORD, TEST_PASSWORD_HASH } from '../test/factories';
import {
  formatAhvNumber,
  formatIban,
  isQrIban,
  isSwissIban,
  isValidAhvNumber,
  isValidBic,
  isValidIban,
} from '../contract/lib/identity-numbers';

describe('password hashing', () => {
  it('stores a versioned scrypt hash with OWASP parameters and verifies it', async () => {
    const stored = await hashPassword('Demo-2026!');
    expect(stored).toMatch(/^\$scrypt\$v=1\$ln=15,r=8,p=3\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(await verifyPassword('Demo-2026!', stored)).toBe(true);
    expect(await verifyPassword('demo-2026!', stored)).toBe(false);
    expect(await verifyPassword('Demo-2026!', null)).toBe(false);
    expect(needsRehash(stored)).toBe(false);
  });

  it("the tests' stored hash of their password is one the product verifies and keeps", async () => {
    expect(await verifyPassword(TEST_PASSWORD, TEST_PASSWORD_HASH)).toBe(true);
    expect(needsRehash(TEST_PASSWORD_HASH)).toBe(false);
  });

  it('salts every hash and flags weaker parameters for an upgrade', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
    expect(needsRehash('$scrypt$v=1$ln=14,r=8,p=1$AAAAAAAAAAAAAAAAAAAAAA==$AAAA')).toBe(true);
    expect(needsRehash('pbkdf2$whatever')).toBe(true);
  });
});

describe('signed links', () => {
  const env = { SIGNING_SECRET: 'unit-test-secret-of-32-bytes-min' };

  it('accepts a valid link for its purpose', async () => {
    const token = await signLink(env, 'file', 'receipt/42', 60);
    await expect(verifyLink(env, 'file', token)).resolves.toMatchObject({ sub: 'receipt/42', purpose: 'file' });
  });

  it('refuses another purpose, a tampered token, another secret and an expired link', async () => {
    const token = await signLink(env, 'file', 'receipt/42', 60);
    await expect(verifyLink(env, 'email', token)).rejects.toMatchObject({ code: 'token_invalid' });
    const [header, payload, signature] = token.split('.');
    const tampered = `${header}.${payload}.${signature!.slice(0, -2)}xx`;
    await expect(verifyLink(env, 'file', tampered)).rejects.toMatchObject({ code: 'token_invalid' });
    const other = { SIGNING_SECRET: 'another-secret-of-at-least-32-bytes' };
    await expect(verifyLink(other, 'file', token)).rejects.toMatchObject({ code: 'token_invalid' });
    const expired = await signLink(env, 'file', 'receipt/42', -10);
    await expect(verifyLink(env, 'file', expired)).rejects.toMatchObject({ code: 'token_invalid' });
  });

  it('neither signs nor verifies without a secret of at least 32 bytes: there is no fallback key', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const token = await signLink(env, 'file', 'receipt/42', 60);
    for (const SIGNING_SECRET of [undefined, '', 'x'.repeat(31)]) {
      const misconfigured = { status: 503, code: 'misconfigured' };
      await expect(signLink({ SIGNING_SECRET }, 'file', 'receipt/42', 60)).rejects.toMatchObject(misconfigured);
      await expect(verifyLink({ SIGNING_SECRET }, 'file', token)).rejects.toMatchObject(misconfigured);
    }
    expect(errors.mock.calls.map(([line]) => String(line))).toEqual([
      expect.stringContaining('SIGNING_SECRET is not set'),
      expect.stringContaining('SIGNING_SECRET is not set'),
      expect.stringContaining('SIGNING_SECRET is not set'),
      expect.stringContaining('SIGNING_SECRET is not set'),
      expect.stringContaining('SIGNING_SECRET has 31 bytes, at least 32'),
      expect.stringContaining('SIGNING_SECRET has 31 bytes, at least 32'),
    ]);
    await expect(signLink({ SIGNING_SECRET: 'x'.repeat(32) }, 'file', 'receipt/42', 60)).resolves.toBeTypeOf('string');
    errors.mockRestore();
  });
});

describe('rate limit key of a client address', () => {
  it.each([
    ['192.0.2.7', '192.0.2.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:db8:0:0:1::', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['::', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['[2001:db8:1:2::9]', '2001:db8:1:2::/64'],
    ['::ffff:192.0.2.7', '192.0.2.7'],
    ['::FFFF:c000:0207', '192.0.2.7'],
    ['64:ff9b:1:2::192.0.2.7', '64:ff9b:1:2::/64'],
    ['unknown', 'unknown'],
    ['2001:db8::1::2', '2001:db8::1::2'],
    ['1:2:3:4:5:6:7:8:9', '1:2:3:4:5:6:7:8:9'],
    ['::ffff:300.1.1.1', '::ffff:300.1.1.1'],
  ])('%s counts as %s', (ip, key) => {
    expect(rateLimitKey(ip)).toBe(key);
  });

  it('gives every address of one /64 the same key and the neighbouring /64 another', () => {
    const keys = ['2001:db8:a:b::1', '2001:db8:a:b:ffff::', '2001:db8:a:b:1:2:3:4'].map(rateLimitKey);
    expect(new Set(keys).size).toBe(1);
    expect(rateLimitKey('2001:db8:a:c::1')).not.toBe(keys[0]);
  });
});

describe('identity numbers', () => {
  it('AHV: 756, 13 digits and the EAN-13 check digit', () => {
    expect(isValidAhvNumber('756.1234.5678.97')).toBe(true);
    expect(isValidAhvNumber('7561234567897')).toBe(true);
    expect(isValidAhvNumber('756.9217.0769.85')).toBe(true);
    expect(isValidAhvNumber('756.1234.5678.90')).toBe(false);
    expect(isValidAhvNumber('755.1234.5678.97')).toBe(false);
    expect(isValidAhvNumber('756.1234.5678.9')).toBe(false);
    expect(isValidAhvNumber('756.1234.5678.9a')).toBe(false);
    expect(formatAhvNumber('7561234567897')).toBe('756.1234.5678.97');
  });

  it('IBAN: mod 97 and the Swiss/Liechtenstein length', () => {
    expect(isValidIban('CH93 0076 2011 6238 5295 7')).toBe(true);
    expect(isValidIban('ch9300762011623852957')).toBe(true);
    expect(isValidIban('LI21 0881 0000 2324 013A A')).toBe(true);
    expect(isValidIban('DE89 3704 0044 0532 0130 00')).toBe(true);
    expect(isValidIban('CH9300762011623852958')).toBe(false);
    expect(isValidIban('CH930076201162385295')).toBe(false);
    expect(isValidIban('CH93 0076 2011 6238 5295 7X')).toBe(false);
    expect(formatIban('CH9300762011623852957')).toBe('CH93 0076 2011 6238 5295 7');
  });

  it('QR-bill accounts: Swiss or Liechtenstein only; a QR-IBAN has an IID of 30000–31999', () => {
    expect(isSwissIban('CH93 0076 2011 6238 5295 7')).toBe(true);
    expect(isSwissIban('LI21 0881 0000 2324 013A A')).toBe(true);
    expect(isSwissIban('DE89 3704 0044 0532 0130 00')).toBe(false);
    expect(isSwissIban('CH9300762011623852958')).toBe(false);
    expect(isQrIban('CH44 3199 9123 0008 8901 2')).toBe(true);
    expect(isQrIban('CH9300762011623852957')).toBe(false);
  });

  it('BIC: 8 or 11 characters', () => {
    expect(isValidBic('POFICHBEXXX')).toBe(true);
    expect(isValidBic('UBSWCHZH')).toBe(true);
    expect(isValidBic('UBSWCHZ')).toBe(false);
  });
});
