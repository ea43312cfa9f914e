import { beforeAll, describe, expect, it } from 'vitest';
import permissionsText from '../../../docs/permissions.md?raw';
import documentText from '../../../openapi.json?raw';
import { coachProfiles } from '../../db/schema';
import { errorCodes } from '../../contract/lib/codes';
import { useBindings } from '../bindings';
import { api, createUser, db, sessionFor } from '../factories';

/*
 * The permission matrix of docs/permissions.md (section "Every operation") is the single source of who may call
 * what (decision 034). The tests call every operation of openapi.json as every identity and compare the answer:
 *   `–`    anonymous 401, a signed-in role 403
 *   `yes`, `own`, `link`   neither 401 nor 403 (own records: worker/test/permissions/own-records.test.ts)
 * and never a 5xx. Path parameters name a seeded coach (the caller itself for a coach), bodies are `{}` so nothing a
 * role may not do gets a chance to change state. A forbidden identity is also called with junk input (still 401/403),
 * and a coach calls every `own` route whose path names a coach with another coach's id (403 or 404).
 */

export const identities = ['anonymous', 'admin', 'associate', 'coach', 'finance'] as const;
export type Identity = (typeof identities)[number];
export type Permission = 'yes' | 'own' | 'link' | '–';
const permissions: Permission[] = ['yes', 'own', 'link', '–'];

export type MatrixRow = Record<Identity, Permission>;

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema: { enum?: string[]; type?: string };
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, unknown> };
}
export interface OperationRef {
  key: string;
  method: string;
  path: string;
  operation: Operation;
}

const document = JSON.parse(documentText) as { paths: Record<string, Record<string, Operation>> };

/** Every operation of openapi.json as `METHOD /api/path`. */
export const operations: OperationRef[] = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]) => ({
    key: `${method.toUpperCase()} ${path}`,
    method: method.toUpperCase(),
    path,
    operation,
  })),
);

const MATRIX_HEADING = '## Every operation';

/** Parses the matrix section of docs/permissions.md; throws on a malformed row so a typo cannot hide an operation. */
export function parseMatrix(markdown: string): Map<string, MatrixRow> {
  const start = markdown.indexOf(`\n${MATRIX_HEADING}\n`);
  if (start < 0) throw new Error(`docs/permissions.md has no "${MATRIX_HEADING}" section`);
  const rest = markdown.slice(start + MATRIX_HEADING.length + 2);
  const section = rest.slice(0, rest.search(/\n## /) < 0 ? undefined : rest.search(/\n## /));
  const rows = new Map<string, MatrixRow>();
  for (const line of section.split('\n')) {
    const cells = line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
    if (cells.length === 0 || !cells[0]!.startsWith('`')) continue;
    const key = /^`([A-Z]+ \/api\/\S*)`$/.exec(cells[0]!)?.[1];
    if (!key || cells.length !== identities.length + 1) throw new Error(`malformed matrix row: ${line}`);
    const values = cells.slice(1) as Permission[];
    for (const value of values) if (!permissions.includes(value)) throw new Error(`unknown permission "${value}": ${line}`);
    if (rows.has(key)) throw new Error(`operation listed twice: ${key}`);
    rows.set(key, Object.fromEntries(identities.map((identity, i) => [identity, values[i]!])) as MatrixRow);
  }
  return rows;
}

export const matrix = parseMatrix(permissionsText);

export interface Caller {
  identity: Identity;
  token?: string;
  userId?: number;
}

/** Staff handle a coach's contract, the coach their own permit and proof (the route checks the kind per role). */
const profileFileKind = (identity: Identity) => (identity === 'coach' ? 'residence_permit_front' : 'contract');

/** A value that passes the parameter's own validation, so a refusal can only come from the permission check. */
function parameterValue(ref: OperationRef, parameter: Parameter, identity: Identity, targetId: number): string {
  if (parameter.name === 'kind' && ref.path.startsWith('/api/profiles/')) return profileFileKind(identity);
  if (parameter.schema.enum) return parameter.schema.enum[0]!;
  if (parameter.name === 'token') return 'a'.repeat(43);
  if (parameter.name === 'file') return `${'a'.repeat(43)}.ics`;
  return String(targetId);
}

export const WEBHOOK_SECRET = 'permission-matrix-webhook-secret';
const WEBHOOK = 'POST /api/webhooks/postmark';

/**
 * How a call is made. `plain`: valid path parameters (a coach names itself, the others the target coach) and an
 * empty JSON body. `junk`: junk in every path parameter and a malformed body, which a forbidden identity must not get
 * past the permission check with. `others`: a coach naming the target coach, which an `own` route must refuse.
 */
export type Variant = 'plain' | 'junk' | 'others';

export function requestFor(ref: OperationRef, caller: Caller, targetId: number, variant: Variant = 'plain') {
  const hostile = variant === 'junk';
  const id = caller.identity === 'coach' && variant !== 'others' ? caller.userId! : targetId;
  const path = (ref.operation.parameters ?? [])
    .filter((p) => p.in === 'path')
    .reduce(
      (result, p) =>
        result.replace(`{${p.name}}`, hostile ? 'x%00' : encodeURIComponent(parameterValue(ref, p, caller.identity, id))),
      ref.path,
    );
  const init: Parameters<typeof api>[1] = { method: ref.method, token: caller.token };
  // The Postmark webhook's permission is its HTTP Basic secret (the `link` of the matrix), whoever sends it.
  if (ref.key === WEBHOOK) {
    init.token = undefined;
    init.headers = { Authorization: `Basic ${btoa(`postmark:${WEBHOOK_SECRET}`)}` };
  }
  if (hostile && ref.operation.requestBody) {
    init.body = '{"unterminated":';
    init.headers = { ...init.headers, 'Content-Type': 'application/json' };
  } else if (ref.operation.requestBody) init.json = {};
  return { url: path.replace(/^\/api/, ''), init };
}

/** What the identity's answer has to be, or null when it is right. */
export function verdict(permission: Permission, identity: Identity, status: number, code: unknown): string | null {
  if (status >= 500) return `answered ${status} (${String(code)})`;
  if (status >= 400 && !errorCodes.includes(code as never)) return `answered ${status} without an error code`;
  if (permission === '–') {
    const expected = identity === 'anonymous' ? 401 : 403;
    return status === expected ? null : `answered ${status} (${String(code)}), expected ${expected}`;
  }
  return status === 401 || status === 403 ? `answered ${status} (${String(code)}) but may call it` : null;
}

const hasPathParameters = (ref: OperationRef) => (ref.operation.parameters ?? []).some((p) => p.in === 'path');
const takesInput = (ref: OperationRef) => Boolean(ref.operation.requestBody) || hasPathParameters(ref);

/**
 * Whether the path names a coach (`/coaches/{id}/…`, `/profiles/{id}/…`, `{userId}`, `{coachId}`) rather than one
 * of their records: records of others are the object-level test's (it sends valid bodies), a coach in the path this one's.
 */
const namesCoach = (ref: OperationRef) => /\/(coaches|profiles|coach|trainer)\/\{id\}|\{(userId|coachId)\}/.test(ref.path);

/** An `own` route called with another coach's id: refused, whatever the route would have said about the body. */
export const othersVerdict = (status: number) =>
  status === 403 || status === 404 ? null : `answered ${status} for another coach's id, expected 403 or 404`;

/** Logout ends the caller's session: it runs last. */
const logoutLast = (a: OperationRef, b: OperationRef) =>
  Number(a.key === 'POST /api/logout') - Number(b.key === 'POST /api/logout');

/**
 * Checks one slice of the operations (each test file gets its own workerd instance: the harness slows down with
 * the number of requests one instance has served).
 */
export function checkMatrixSlice(slice: number, slices: number) {
  const mine = operations.filter((_, index) => index % slices === slice).sort(logoutLast);

  describe(`permission matrix, operations ${slice + 1} of every ${slices}`, () => {
    const callers: Caller[] = [{ identity: 'anonymous' }];
    let targetId = 0;

    beforeAll(async () => {
      for (const identity of ['admin', 'associate', 'coach', 'finance'] as const) {
        const user = await createUser({ role: identity });
        callers.push({ identity, token: await sessionFor(user), userId: user.id });
      }
      const coach = callers.find((caller) => caller.identity === 'coach')!;
      const target = await createUser({ role: 'coach' });
      await db.insert(coachProfiles).values([{ userId: coach.userId! }, { userId: target.id }]);
      targetId = target.id;
    });

    it('answers every operation as the matrix says, for every identity', async () => {
      useBindings({ POSTMARK_WEBHOOK_SECRET: WEBHOOK_SECRET });
      const started = Date.now();
      const failures: string[] = [];
      let calls = 0;
      let hostileCalls = 0;
      let othersCalls = 0;
      const call = async (ref: OperationRef, caller: Caller, permission: Permission, variant: Variant) => {
        const { url, init } = requestFor(ref, caller, targetId, variant);
        const label = `${ref.key} as ${caller.identity} (${permission}${variant === 'plain' ? '' : `, ${variant}`})`;
        try {
          const { status, body } = await api(url, init);
          const problem =
            variant === 'others' ? othersVerdict(status) : verdict(permission, caller.identity, status, body?.error?.code);
          if (problem) failures.push(`${label}: ${problem}`);
        } catch (error) {
          failures.push(`${label}: ${(error as Error).message.split('\n')[0]}`);
        }
      };
      for (const ref of mine) {
        const row = matrix.get(ref.key);
        if (!row) continue; // reported by the coverage test
        for (const caller of callers) {
          calls++;
          await call(ref, caller, row[caller.identity], 'plain');
          // A forbidden identity is refused before its input is looked at.
          if (row[caller.identity] === '–' && takesInput(ref)) {
            hostileCalls++;
            await call(ref, caller, '–', 'junk');
          }
          if (row[caller.identity] === 'own' && caller.identity === 'coach' && namesCoach(ref)) {
            othersCalls++;
            await call(ref, caller, 'own', 'others');
          }
        }
      }
      console.log(
        `permission matrix slice ${slice + 1}/${slices}: ${mine.length} operations × ${identities.length} identities ` +
          `= ${calls} calls, ${hostileCalls} more with junk input, ${othersCalls} naming another coach, ` +
          `in ${Date.now() - started} ms`,
      );
      expect(failures).toEqual([]);
      expect(calls).toBe(mine.filter((ref) => matrix.has(ref.key)).length * identities.length);
    }, 180_000);
  });
}
