import type { coachProfiles } from '../../db/schema';
import { decryptOptional, encryptOptional } from '../../lib/field-crypto';
import type { Env } from '../../lib/env';
import { normalizeIban } from '../../contract/lib/identity-numbers';
import type { SensitiveProfileField } from '../../contract/profiles/profiles.schemas';

/*
 * The coach profile's sensitive fields (AHV number, IBAN, salaries): encrypted at rest (decision 038), masked in every
 * answer and revealed one at a time (POST /profiles/reveal, /profiles/{id}/reveal; each reveal audited).
 */

type ProfileRow = typeof coachProfiles.$inferSelect;
type KeyEnv = Pick<Env, 'DATA_ENCRYPTION_KEYS'>;

/** API field -> drizzle property and SQL column (the column name is the ciphertext's additional data). */
export const sensitiveProfileFields = {
  ahv_number: { property: 'ahvNumber', column: 'coach_profiles.ahv_number' },
  iban: { property: 'iban', column: 'coach_profiles.iban' },
  gross_monthly_salary_centimes: { property: 'grossMonthlySalary', column: 'coach_profiles.gross_monthly_salary' },
  replacement_incomes_per_month_centimes: {
    property: 'replacementIncomesPerMonth',
    column: 'coach_profiles.replacement_incomes_per_month',
  },
} as const satisfies Record<SensitiveProfileField, { property: keyof ProfileRow; column: string }>;
type SensitiveProperty = (typeof sensitiveProfileFields)[SensitiveProfileField]['property'];

/** A profile row with its sensitive columns in clear text. */
export async function decryptProfile<Row extends Pick<ProfileRow, SensitiveProperty>>(env: KeyEnv, row: Row): Promise<Row> {
  const clear = { ...row };
  for (const { property, column } of Object.values(sensitiveProfileFields)) {
    clear[property] = (await decryptOptional(env, row[property], column)) as Row[SensitiveProperty];
  }
  return clear;
}

/** The stored (encrypted) value of each sensitive property given in `values`; properties left out stay out. */
export async function encryptProfileValues(
  env: KeyEnv,
  values: Partial<Record<SensitiveProperty, string | null>>,
): Promise<Partial<Record<SensitiveProperty, string | null>>> {
  const stored: Partial<Record<SensitiveProperty, string | null>> = {};
  for (const { property, column } of Object.values(sensitiveProfileFields)) {
    if (!(property in values)) continue;
    const value = values[property];
    stored[property] = await encryptOptional(env, value === '' ? null : value, column);
  }
  return stored;
}

const DOT = '•';

/** `756.1234.5678.97` -> `756.••••.••••.97`. */
export const maskAhvNumber = (ahv: string) =>
  ahv.replace(/\d/g, (digit, index: number) => (index < 3 || index >= ahv.length - 2 ? digit : DOT));

/** `CH9300762011623852957` -> `CH•• •••• •••• •••• •295 7`: the country and the last four characters show. */
export function maskIban(iban: string): string {
  const plain = normalizeIban(iban);
  const masked = plain.slice(0, 2) + DOT.repeat(Math.max(0, plain.length - 6)) + plain.slice(-4);
  return masked.replace(/(.{4})(?=.)/g, '$1 ');
}

/** Amounts show no digit at all (not even their length) until revealed. */
export const maskAmount = () => DOT.repeat(6);

/** The masked answer of each sensitive field (null when not given) from a decrypted profile row. */
export function maskedProfileFields(profile: Pick<ProfileRow, SensitiveProperty> | undefined) {
  const mask = <T>(value: T | null | undefined, masker: (value: T) => string) =>
    value === null || value === undefined ? null : masker(value);
  return {
    ahv_number: mask(profile?.ahvNumber, maskAhvNumber),
    iban: mask(profile?.iban, maskIban),
    gross_monthly_salary: mask(profile?.grossMonthlySalary, maskAmount),
    replacement_incomes_per_month: mask(profile?.replacementIncomesPerMonth, maskAmount),
  };
}

/** The clear value of one field as the API gives it: salaries in centimes, the others as text. */
export function revealedValue(profile: Pick<ProfileRow, SensitiveProperty> | undefined, field: SensitiveProfileField) {
  const stored = profile?.[sensitiveProfileFields[field].property] ?? null;
  if (stored === null) return null;
  return field === 'ahv_number' || field === 'iban' ? stored : Number(stored);
}
