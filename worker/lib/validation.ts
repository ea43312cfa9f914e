import { z } from 'zod';
import { validationKeys as v } from './codes';

/** Shared field schemas: their messages are keys the SPA translates. */
export const requiredString = (max = 255) => z.string({ error: v.required }).trim().min(1, v.required).max(max, v.tooLong);

export const emailField = () =>
  z
    .string({ error: v.required })
    .trim()
    .min(1, v.required)
    .max(254, v.tooLong)
    .pipe(z.email({ error: v.emailInvalid }))
    .transform((email) => email.toLowerCase());

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;

export const newPasswordField = () =>
  z.string({ error: v.required }).min(1, v.required).min(PASSWORD_MIN_LENGTH, v.tooShort).max(PASSWORD_MAX_LENGTH, v.tooLong);
