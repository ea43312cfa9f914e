import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import worker from '../index';
import { eq } from 'drizzle-orm';
import { mailOutbox, sessions, users } from '../db/schema';
import type { Role, UserState } from '../contract/enums';
import { createDb } from '../middleware/db';
import { newSession } from '../features/auth/auth.service';
import { assertContract } from '../../test-support/openapi-contract';
import { assertRequestId } from './contract-fetch';

export const db = createDb(env.DB);
export const TEST_PASSWORD = 'Correct-Horse-9';

let counter = 0;
/** Distinct client addresses keep the per-client login limit from leaking between tests. */
export const nextIp = () => `203.0.113.${(++counter % 250) + 1}`;

/**
 * TEST_PASSWORD hashed once, with the product's parameters (worker/lib/lib.test.ts proves it verifies): hashing it
 * in every test file would cost a third of a second each.
 */
export const TEST_PASSWORD_HASH =
  '$scrypt$v=1$ln=15,r=8,p=3$hKKMFAM78L0VTtyDYZyGPg==$RjL3IhrRdtiAushxV8Qxquoimxi//cl0vj1uWm0M2Ls=';

/**
 * TEST_PASSWORD hashed with scrypt at N=2^4: checking a wrong password against it costs nearly nothing. For the tests
 * of what many wrong passwords do (counts, waits, warnings), not of hashing: the hash keeps its parameters in the
 * string, so it verifies as any stored hash does, and a successful sign-in upgrades it to the product's parameters.
 */
export const CHEAP_TEST_PASSWORD_HASH =
  '$scrypt$v=1$ln=4,r=8,p=1$UwiDQ/xl+bzclYlIlaL28g==$v0CCl5msFfsU/Hfvz9nw44gjAOG8F0g9qNvOv0drPcI=';

export async function createUser(
  overrides: Partial<{
    role: Role;
    state: UserState;
    email: string;
    language: 'de' | 'fr' | 'it' | 'en';
    passwordExpiresAt: number | null;
    passwordHash: string;
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
      passwordHash: overrides.passwordHash ?? TEST_PASSWORD_HASH,
      passwordExpiresAt: overrides.passwordExpiresAt ?? null,
    })
    .returning();
  return user!;
}

/**
 * The worker's answer to a request: its fetch handler (the app of the request's area, as deployed) called in the
 * test's isolate with the worker's bindings and an execution context whose `waitUntil` work it waits for. What `SELF.fetch` does, without the harness's per-request cost that
 * grows with every request one instance served (cloudflare/workers-sdk#15446).
 */
export async function fetchApp(request: Request): Promise<Response> {
  const context = createExecutionContext();
  const response = await worker.fetch(request, env, context);
  await waitOnExecutionContext(context);
  return response;
}

/** A request to the app (`fetchApp`), its answer checked against openapi.json. */
export async function api(path: string, init: RequestInit & { json?: unknown; token?: string; ip?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.json !== undefined) headers.set('Content-Type', 'application/json');
  if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
  headers.set('CF-Connecting-IP', init.ip ?? nextIp());
  const url = `http://localhost/api${path}`;
  const body = init.json !== undefined ? JSON.stringify(init.json) : init.body;
  const response = await fetchApp(new Request(url, { ...init, headers, body }));
  const text = await response.text();
  const isJson = (response.headers.get('Content-Type') ?? '').includes('application/json');
  // Test bodies are asserted field by field; a loose type keeps the assertions readable.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const parsed = text && isJson ? (JSON.parse(text) as any) : text || null;
  assertContract({ method: init.method ?? 'GET', url }, response, isJson ? parsed : undefined);
  assertRequestId(`${init.method ?? 'GET'} ${url}`, response, isJson ? parsed : undefined);
  return { status: response.status, body: parsed, headers: response.headers };
}

/**
 * A signed-in session for the user, written straight to the sessions table as sign-in writes it: what most tests
 * need without the cost of checking a password. Sign-in itself (`loginAs`) is for the tests of signing in.
 */
export async function sessionFor(user: { id: number }): Promise<string> {
  const session = newSession(user.id, { ip: nextIp(), userAgent: 'vitest' });
  await db.insert(sessions).values(session.row);
  return session.token;
}

/** Signs in through POST /api/login, password checked: for the tests of signing in, its limits and its effects. */
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
