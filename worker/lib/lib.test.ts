import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, verifyPassword } from './password';
import { signLink, verifyLink } from './signed-links';
import { formatAhvNumber, formatIban, isValidAhvNumber, isValidBic, isValidIban } from './identity-numbers';

describe('password hashing', () => {
  it('stores a versioned scrypt hash with OWASP parameters and verifies it', async () => {
    const stored = await hashPassword('Demo-2026!');
    expect(stored).toMatch(/^\$scrypt\$v=1\$ln=15,r=8,p=3\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(await verifyPassword('Demo-2026!', stored)).toBe(true);
    expect(await verifyPassword('demo-2026!', stored)).toBe(false);
    expect(await verifyPassword('Demo-2026!', null)).toBe(false);
    expect(needsRehash(stored)).toBe(false);
  });

  it('salts every hash and flags weaker parameters for an upgrade', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
    expect(needsRehash('$scrypt$v=1$ln=14,r=8,p=1$AAAAAAAAAAAAAAAAAAAAAA==$AAAA')).toBe(true);
    expect(needsRehash('pbkdf2$whatever')).toBe(true);
  });
});

describe('signed links', () => {
  const env = { SIGNING_SECRET: 'unit-test-secret' };

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
    await expect(verifyLink({ SIGNING_SECRET: 'other' }, 'file', token)).rejects.toMatchObject({ code: 'token_invalid' });
    const expired = await signLink(env, 'file', 'receipt/42', -10);
    await expect(verifyLink(env, 'file', expired)).rejects.toMatchObject({ code: 'token_invalid' });
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

  it('BIC: 8 or 11 characters', () => {
    expect(isValidBic('POFICHBEXXX')).toBe(true);
    expect(isValidBic('UBSWCHZH')).toBe(true);
    expect(isValidBic('UBSWCHZ')).toBe(false);
  });
});
