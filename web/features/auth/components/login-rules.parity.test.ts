import { ForgotPasswordBodySchema, LoginBodySchema } from '@contract/auth/auth.schemas';
import { TwoFactorLoginBodySchema } from '@contract/two-factor/two-factor.schemas';
import fc from 'fast-check';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { zodKeys } from '@/components/form-lite/parity';
import { emailPattern } from '@/components/form-lite/rules';
import { checkForgotPassword, checkLogin, checkTwoFactorCode } from './login-rules';

/*
 * /login checks its fields by hand (./login-rules.ts) instead of loading zod with the contract's schemas. Every
 * input here goes through both: the same accept/refuse, the same validation key per field, the same values out.
 */

const emails: [string, string | null][] = [
  ['lea@example.org', null],
  ['  Lea.Muster@Example.ORG ', null],
  ["o'brien+tag@sub.example.ch", null],
  ['', 'required'],
  ['   ', 'required'],
  ['lea', 'email_invalid'],
  ['lea@example', 'email_invalid'],
  ['lea@@example.org', 'email_invalid'],
  ['.lea@example.org', 'email_invalid'],
  ['lea.@example.org', 'email_invalid'],
  ['le..a@example.org', 'email_invalid'],
  ['lea@-example.org', 'email_invalid'],
  ['lea@example.o', 'email_invalid'],
  ['lea muster@example.org', 'email_invalid'],
  ['lea@exämple.org', 'email_invalid'],
  [`${'a'.repeat(242)}@example.org`, null],
  [`${'a'.repeat(243)}@example.org`, 'too_long'],
];
const passwords: [string, string | null][] = [
  ['Demo-2026!', null],
  [' spaces count ', null],
  ['', 'required'],
  ['x'.repeat(1024), null],
  ['x'.repeat(1025), 'too_long'],
];
const codes: [string, string | null][] = [
  ['123456', null],
  ['123 456', null],
  [' abcde-fghij ', null],
  ['', 'required'],
  ['  ', 'required'],
  ['x'.repeat(64), null],
  ['x'.repeat(65), 'too_long'],
];

function expectParity<T extends object>(
  schema: z.ZodType,
  check: (input: T) => { values?: unknown; errors?: unknown },
  input: T,
) {
  const expected = zodKeys(schema, input);
  const result = check(input);
  expect(result.errors ?? {}).toEqual(expected);
  if (Object.keys(expected).length === 0) expect(result.values).toEqual(schema.parse(input));
  return expected;
}

describe('the sign-in forms’ rules and the contract’s schemas', () => {
  it('uses zod’s own e-mail pattern', () => {
    expect(emailPattern.source).toBe(z.regexes.email.source);
  });

  it.each(emails)('login and forgotten password, e-mail %j', (email, key) => {
    expect(expectParity(LoginBodySchema, checkLogin, { email, password: 'x' })).toEqual(key ? { email: key } : {});
    expect(expectParity(ForgotPasswordBodySchema, checkForgotPassword, { email })).toEqual(key ? { email: key } : {});
  });

  it.each(passwords)('login, password %#', (password, key) => {
    expect(expectParity(LoginBodySchema, checkLogin, { email: 'lea@example.org', password })).toEqual(
      key ? { password: key } : {},
    );
  });

  it('login, both empty: Required at both (spec section 5)', () => {
    expect(expectParity(LoginBodySchema, checkLogin, { email: '', password: '' })).toEqual({
      email: 'required',
      password: 'required',
    });
  });

  it.each(codes)('two-factor step, code %j', (code, key) => {
    expect(expectParity(TwoFactorLoginBodySchema, checkTwoFactorCode, { challenge: 'c', code })).toEqual(
      key ? { code: key } : {},
    );
  });

  it('agrees with the schemas on generated text', () => {
    const local = fc.stringMatching(/^[A-Za-z0-9_'+.-]{0,12}$/);
    const domain = fc.stringMatching(/^[A-Za-z0-9.-]{0,12}$/);
    const email = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc
        .tuple(local, fc.constantFrom('@', '@@', ''), domain, fc.constantFrom('', ' ', '.ch', '.c', '.CH'))
        .map((parts) => parts.join('')),
    );
    const text = fc.oneof(fc.string({ maxLength: 10 }), fc.constantFrom('', ' ', '\t'));
    fc.assert(
      fc.property(email, text, text, (mail, password, code) => {
        expectParity(LoginBodySchema, checkLogin, { email: mail, password });
        expectParity(ForgotPasswordBodySchema, checkForgotPassword, { email: mail });
        expectParity(TwoFactorLoginBodySchema, checkTwoFactorCode, { challenge: 'c', code });
      }),
      { numRuns: 500, seed: 31 },
    );
  });
});
