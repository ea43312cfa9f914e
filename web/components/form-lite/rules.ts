import type { PublicValidationKey } from '@/components/form/public-messages';

/*
 * Hand-checked field rules for the public forms, written to give exactly what the shared zod field schemas of the
 * contract give (worker/contract/lib/validation.ts): the same trimming and the same validation key for the same
 * input. Each returns the value the schema would return, or the key of its first issue. The forms' parity tests
 * run tables and generated inputs through both and compare. Keys are written out (typed as the public pages' keys,
 * components/form/public-messages.ts), so the pages do not load the contract's table of codes for them.
 */

/** A rule's value, or its validation key: one the public pages have a text for (a new one fails the type check). */
export type Rule<T> = { ok: true; value: T } | { ok: false; key: PublicValidationKey };

export const ok = <T>(value: T): Rule<T> => ({ ok: true, value });
export const fail = (key: PublicValidationKey): Rule<never> => ({ ok: false, key });

/** zod 4's `z.email()` pattern (its default, character for character), which the contract's `emailField` applies. */
export const emailPattern = new RegExp(
  String.raw`^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$`,
);

/** `z.string().trim()`: zod trims with String.prototype.trim. */
const trimmed = (value: unknown): string | null => (typeof value === 'string' ? value.trim() : null);

/** `requiredString(max)`: trimmed, not empty (`required`), at most `max` characters (`too_long`). */
export function requiredText(value: unknown, max: number): Rule<string> {
  const text = trimmed(value);
  if (text === null || text === '') return fail('required');
  if (text.length > max) return fail('too_long');
  return ok(text);
}

/** An optional text: trimmed, at most `max` characters; absent is ''. */
export function optionalText(value: unknown, max: number): Rule<string> {
  if (value === undefined) return ok('');
  const text = trimmed(value);
  if (text === null) return fail('required');
  if (text.length > max) return fail('too_long');
  return ok(text);
}

/** `emailField()`: trimmed, required, at most 254 characters, an address (`email_invalid`), lower-cased. */
export function email(value: unknown): Rule<string> {
  const text = trimmed(value);
  if (text === null || text === '') return fail('required');
  if (text.length > 254) return fail('too_long');
  if (!emailPattern.test(text)) return fail('email_invalid');
  return ok(text.toLowerCase());
}

/** Collects the rules' results: the values, or the errors by path. */
export function collect() {
  const errors: Record<string, PublicValidationKey> = {};
  return {
    errors,
    /** The rule's value, or undefined after recording its key at `path` (the first key of a path wins). */
    take<T>(path: string, rule: Rule<T>): T | undefined {
      if (rule.ok) return rule.value;
      errors[path] ??= rule.key;
      return undefined;
    },
    add(path: string, key: PublicValidationKey) {
      errors[path] ??= key;
    },
    has: (path: string) => path in errors,
    get failed() {
      return Object.keys(errors).length > 0;
    },
  };
}
