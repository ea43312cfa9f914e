import type { z } from 'zod';

/*
 * For the parity tests only (never imported by a page): what a zod schema of the contract says about an input, in
 * the shape of the public forms' rules, so both can be compared.
 */

/**
 * The validation key per dotted path, as the staff forms' zodResolver keeps it: the first issue of a path wins; a
 * union's issue takes the message of its closest branch (fewest issues). {} when the input is accepted.
 */
export function zodKeys(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const keys: Record<string, string> = {};
  const queue: z.core.$ZodIssue[] = [...result.error.issues];
  while (queue.length > 0) {
    const issue = queue.shift() as z.core.$ZodIssue;
    const path = issue.path.join('.');
    if (issue.code === 'invalid_union' && issue.errors.length > 0) {
      const closest = issue.errors.reduce((best, branch) => (branch.length < best.length ? branch : best));
      keys[path] ??= closest[0]?.message ?? issue.message;
      for (const branch of issue.errors)
        for (const inner of branch) queue.push({ ...inner, path: [...issue.path, ...inner.path] });
    } else {
      keys[path] ??= issue.message;
    }
  }
  return keys;
}
