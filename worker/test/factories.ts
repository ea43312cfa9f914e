import { env } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { mailOutbox, users } from '../db/schema';
import type { Role, UserState } from '../db/schema/enums';
import { createDb } from '../middleware/db';
import { hashPassword } from '../lib/password';
import { assertContract } from '../../test-support/openapi-contract';

export const db = createDb(env.DB);
export const TEST_PASSWORD = 'Correct-Horse-9';

let counter = 0;
/** Distinct client addresses keep the per-client login limit from leaking between tests. */
export const nextIp = () => `203.0.113.${(++counter % 250) + 1}`;

let cachedHash: string | null = null;
const testPasswordHash = async () => (cachedHash ??= await hashPassword(TEST_PASSWORD));

export async function createUser(
  overrides: Partial<{
    role: Role;
    state: UserState;
    email: string;
    language: 'de' | 'fr' | 'it' | 'en';
    passwordExpiresAt: number | null;
  }> = {},
) {
  const n = ++counter;
  const [user] = await db
    .insert(users)
    .values({
      role: overrides.role ?? 'associate',
      state: overrides.state ?? 'active',
      language: overrides.language ?? 'de',
      firstname: `Test${n}`,
      lastname: 'User',
      email: overrides.email ?? `user${n}-${Date.now()}@example.test`,
      passwordHash: await testPasswordHash(),
      passwordExpiresAt: overrides.passwordExpiresAt ?? null,
    })
    .returning();
  return user!;
}

export async function api(path: string, init: RequestInit & { json?: unknown; token?: string; ip?: string } = {}) {
  const { SELF } = await import('cloudflare:test');
  const headers = new Headers(init.headers);
  if (init.json !== undefined) headers.set('Content-Type', 'application/json');
  if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
  headers.set('CF-Connecting-IP', init.ip ?? nextIp());
  const url = `http://localhost/api${path}`;
  const response = await SELF.fetch(url, {
    ...init,
    headers,
    body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
  });
  const text = await response.text();
  const isJson = (response.headers.get('Content-Type') ?? '').includes('application/json');
  // Test bodies are asserted field by field; a loose type keeps the assertions readable.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const body = text && isJson ? (JSON.parse(text) as any) : text || null;
  assertContract({ method: init.method ?? 'GET', url }, response, isJson ? body : undefined);
  return { status: response.status, body, headers: response.headers };
}

export async function loginAs(user: { email: string }, password = TEST_PASSWORD) {
  const { status, body } = await api('/login', { method: 'POST', json: { email: user.email, password } });
  if (status !== 200) throw new Error(`login failed: ${status} ${JSON.stringify(body)}`);
  return body.data.token as string;
}

export const outboxFor = (recipient: string) => db.select().from(mailOutbox).where(eq(mailOutbox.recipient, recipient));

/** Confirms the password in the token's session (POST /users/reauthenticate): IBAN and email changes need it. */
export async function reauthenticate(token: string, password = TEST_PASSWORD) {
  const { status, body } = await api('/users/reauthenticate', { method: 'POST', token, json: { password } });
  if (status !== 200) throw new Error(`reauthentication failed: ${status} ${JSON.stringify(body)}`);
}
