import { collect, email, requiredText, type Rule } from '@/components/form-lite/rules';
import type { ValidationResult } from '@/components/form-lite/store';

/*
 * The sign-in forms' rules, checked by hand: what the contract's LoginBodySchema, ForgotPasswordBodySchema and
 * TwoFactorLoginBodySchema give (worker/contract/auth, two-factor), without zod on /login. login-rules.parity.test.ts
 * runs both on the same inputs.
 */

export interface LoginValues {
  email: string;
  password: string;
}

/** `z.string().min(1, required).max(1024, too_long)`: a password is taken as typed (not trimmed). */
const password = (value: unknown): Rule<string> =>
  typeof value !== 'string' || value.length < 1
    ? { ok: false, key: 'required' }
    : value.length > 1024
      ? { ok: false, key: 'too_long' }
      : { ok: true, value };

export function checkLogin(input: LoginValues): ValidationResult<LoginValues> {
  const c = collect();
  const values = {
    email: c.take('email', email(input.email)) ?? '',
    password: c.take('password', password(input.password)) ?? '',
  };
  return c.failed ? { errors: c.errors } : { values };
}

export function checkForgotPassword(input: { email: string }): ValidationResult<{ email: string }> {
  const c = collect();
  const values = { email: c.take('email', email(input.email)) ?? '' };
  return c.failed ? { errors: c.errors } : { values };
}

/** The sign-in's second step: a code from the app or a recovery code (the server tells them apart). */
export function checkTwoFactorCode(input: {
  challenge: string;
  code: string;
}): ValidationResult<{ challenge: string; code: string }> {
  const c = collect();
  const values = {
    challenge: c.take('challenge', requiredText(input.challenge, 2048)) ?? '',
    code: c.take('code', requiredText(input.code, 64)) ?? '',
  };
  return c.failed ? { errors: c.errors } : { values };
}
