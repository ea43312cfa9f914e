import { z } from 'zod';
import { validationKeys as v } from '../lib/codes';
import { emailField, newPasswordField, requiredString } from '../lib/validation';
import { roles, uiLanguages, userStates } from '../enums';

export const UserSchema = z
  .object({
    id: z.number().int(),
    role: z.enum(roles),
    language: z.enum(uiLanguages),
    firstname: z.string(),
    lastname: z.string(),
    email: z.string(),
    state: z.enum(userStates),
    /**
     * Only on sign-in and GET /api/user, and only when true: the organisation requires two-factor sign-in for the
     * role and it is not set up yet; every other call answers 403 two_factor_setup_required until it is.
     */
    two_factor_setup_required: z.boolean().optional(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof UserSchema>;

export const LoginBodySchema = z
  .object({
    email: emailField(),
    password: z.string({ error: v.required }).min(1, v.required).max(1024, v.tooLong),
    /** Cloudflare Turnstile response; required only when the server has TURNSTILE_SECRET. */
    turnstile_token: z.string().max(4096).optional(),
  })
  .meta({ id: 'LoginBody' });
export type LoginBody = z.input<typeof LoginBodySchema>;

export const LoginResultSchema = z
  .object({
    token: z.string(),
    /** Unix seconds. */
    expires_at: z.number().int(),
    user: UserSchema,
  })
  .meta({ id: 'LoginResult' });
export type LoginResult = z.infer<typeof LoginResultSchema>;

export const ForgotPasswordBodySchema = z
  .object({
    email: emailField(),
    /** Cloudflare Turnstile response; required only when the server has TURNSTILE_SECRET. */
    turnstile_token: z.string().max(4096).optional(),
  })
  .meta({ id: 'ForgotPasswordBody' });
export type ForgotPasswordBody = z.input<typeof ForgotPasswordBodySchema>;

export const PasswordTokenInfoSchema = z.object({ email: z.string(), token: z.string() }).meta({ id: 'PasswordTokenInfo' });
export type PasswordTokenInfo = z.infer<typeof PasswordTokenInfoSchema>;

const withConfirmation = <T extends { password: string; password_confirmation: string }>(body: T, ctx: z.RefinementCtx) => {
  if (body.password !== body.password_confirmation) {
    ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: v.passwordsMustMatch });
  }
};

export const PasswordResetBodySchema = z
  .object({
    token: requiredString(128),
    email: emailField(),
    password: newPasswordField(),
    password_confirmation: z.string({ error: v.required }).min(1, v.required),
  })
  .superRefine(withConfirmation)
  .meta({ id: 'PasswordResetBody' });
export type PasswordResetBody = z.input<typeof PasswordResetBodySchema>;

export const ChangePasswordBodySchema = z
  .object({
    old_password: z.string({ error: v.required }).min(1, v.required).max(1024, v.tooLong),
    password: newPasswordField(),
    password_confirmation: z.string({ error: v.required }).min(1, v.required),
  })
  .superRefine(withConfirmation)
  .meta({ id: 'ChangePasswordBody' });
export type ChangePasswordBody = z.input<typeof ChangePasswordBodySchema>;

export const LanguageBodySchema = z.object({ language: z.enum(uiLanguages) }).meta({ id: 'LanguageBody' });
export type LanguageBody = z.infer<typeof LanguageBodySchema>;
