import { expect } from 'vitest';
import type { api } from './factories';

type Answer = Awaited<ReturnType<typeof api>>;

/** The 422's field issues as `{ path: message }`, after checking it is a 422 `validation_failed`. */
export async function invalidFields(answer: Answer | Promise<Answer>): Promise<Record<string, string>> {
  const { status, body } = await answer;
  expect([status, body?.error?.code]).toEqual([422, 'validation_failed']);
  return Object.fromEntries(body.error.fields.map((f: { path: string; message: string }) => [f.path, f.message]));
}

/** Ids that z.coerce once read as numbers (`0x10` as 16, `%201` as 1): each must be refused. */
export const malformedIds = ['0x10', '%201', '1e1', '01', '-1', '1.0', '0', '%2B1', '9007199254740992'] as const;

/** Dates that exist only on paper; every date that enters the API must refuse them. */
export const impossibleDates = ['2026-02-30', '2026-13-01', '0000-00-00', '0000-01-01', '9999-12-31', '2026-1-5'] as const;
