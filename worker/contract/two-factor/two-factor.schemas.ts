import { z } from 'zod';
import { validationKeys as v } from '../lib/codes';
import { requiredString } from '../lib/validation';

/** A 6-digit TOTP code (spaces allowed, as authenticator apps show "123 456"). */
const totpCodeField = () =>
  z
    .string({ error: v.required })
    .trim()
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, v.totpCodeFormat));

/** A TOTP code or a recovery code (`xxxxx-xxxxx`); the service tells them apart. */
const codeOrRecoveryField = () => z.string({ error: v.required }).trim().min(1, v.required).max(64, v.tooLong);

export const TwoFactorStatusSchema = z
  .object({
    enabled: z.boolean(),
    /** The organisation requires it for this role: it cannot be turned off. */
    required: z.boolean(),
    /** Unused recovery codes left (0 while not enabled). */
    recovery_codes_left: z.number().int(),
  })
  .meta({ id: 'TwoFactorStatus' });
export type TwoFactorStatus = z.infer<typeof TwoFactorStatusSchema>;

export const TwoFactorSetupSchema = z
  .object({
    /** Base32, for typing it into an app by hand. */
    secret: z.string(),
    /** otpauth://totp/… (the SPA shows it as a QR code). */
    uri: z.string(),
  })
  .meta({ id: 'TwoFactorSetup' });
export type TwoFactorSetup = z.infer<typeof TwoFactorSetupSchema>;

export const TwoFactorCodeBodySchema = z.object({ code: totpCodeField() }).meta({ id: 'TwoFactorCodeBody' });
export type TwoFactorCodeBody = z.input<typeof TwoFactorCodeBodySchema>;

export const TwoFactorDisableBodySchema = z
  .object({
    password: z.string({ error: v.required }).min(1, v.required).max(1024, v.tooLong),
    code: totpCodeField(),
  })
  .meta({ id: 'TwoFactorDisableBody' });
export type TwoFactorDisableBody = z.input<typeof TwoFactorDisableBodySchema>;

export const RecoveryCodesSchema = z
  .object({ recovery_codes: z.array(z.string()) })
  .meta({ id: 'RecoveryCodes', description: 'Shown once: only their hashes are stored' });
export type RecoveryCodes = z.infer<typeof RecoveryCodesSchema>;

export const TwoFactorChallengeSchema = z
  .object({
    /** Signed, 5 minutes: send it with the code to POST /api/login/two-factor. */
    two_factor_challenge: z.string(),
    /** Unix seconds. */
    expires_at: z.number().int(),
  })
  .meta({ id: 'TwoFactorChallenge' });
export type TwoFactorChallenge = z.infer<typeof TwoFactorChallengeSchema>;

export const TwoFactorLoginBodySchema = z
  .object({
    challenge: requiredString(2048),
    code: codeOrRecoveryField(),
  })
  .meta({ id: 'TwoFactorLoginBody' });
export type TwoFactorLoginBody = z.input<typeof TwoFactorLoginBodySchema>;
