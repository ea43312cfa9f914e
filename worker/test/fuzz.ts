import { env } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadApp } from '../app';
import { coachProfiles, languages, skills, subjects, users, workshops } from '../db/schema';
import { errorCodes } from '../contract/lib/codes';
import { openApiConfig } from '../lib/openapi-doc';
import { dateIn, seedCatalogue } from './catalogue';
import { emulateD1LikeLimit } from './d1-like-limit';
import { api, createUser, db, sessionFor } from './factories';
import { encodeAny, InputGenerator, type JsonSchema } from './fuzz-inputs';
import { submitInquiry } from './inquiries';
import { POSTMARK_WEBHOOK_USER } from '../features/bounces/webhook-auth';

/*
 * Property: whatever a client sends to a list filter or a writeable route of the inquiry, workshop, coach, profile,
 * staffing, allocation and unavailability areas, as any role that may call it, the answer is never a 5xx, and every
 * 4xx carries an error code. Operations come from openapi.json; inputs from fuzz-inputs.ts. Fixed seeds keep runs
 * repeatable (a failure prints its seed and the shrunk request).
 *
 * Each area runs in a test file of its own (worker/test/fuzz/*.test.ts), on the fresh database every test file gets;
 * `npm test` sends 3 runs per operation and role, `npm run test:fuzz` 10.
 */

const SEED = 20261122;
/**
 * Runs per operation and role. `npm test` sends a few per landing (the fixed seed makes them the same few every
 * time); `npm run test:fuzz` sends the full budget of 10 (decision 048).
 */
const RUNS_PER_OPERATION_AND_ROLE = Number(env.FUZZ_RUNS) || 3;

interface Parameter {
  name: string;
  in: 'path' | 'query';
  schema: JsonSchema;
}
export interface Operation {
  operationId: string;
  method: string;
  path: string;
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  security?: Record<string, string[]>[];
}

const document = (await loadApp()).getOpenAPI31Document(openApiConfig);
const components = (document.components?.schemas ?? {}) as Record<string, JsonSchema>;

/** Every operation of the document, with its method and path. */
const allOperations: Operation[] = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
  Object.entries(item ?? {}).map(([method, op]) => ({ ...(op as Omit<Operation, 'method' | 'path'>), method, path })),
);

/** What the property test covers: the list filters (GETs with parameters) and every route that writes. */
const takesInput = (op: Operation) => op.method !== 'get' || (op.parameters?.length ?? 0) > 0;

type Role = 'anonymous' | 'admin' | 'associate' | 'finance' | 'coach' | 'postmark';
interface Actor {
  role: Role;
  user?: Awaited<ReturnType<typeof createUser>>;
  token?: string;
  /** The Postmark webhook's HTTP Basic credentials. */
  headers?: Record<string, string>;
}

const WEBHOOK_SECRET = 'fuzz-webhook-secret';
/** Only operations secured by the webhook's credentials are fuzzed as Postmark. */
const callsAs = (op: Operation, actor: Actor) =>
  actor.role !== 'postmark' || !!op.security?.some((requirement) => 'postmarkWebhook' in requirement);

const actors: Actor[] = [];
const ids: number[] = [];
let generator: InputGenerator;
let examples: Record<string, unknown> = {};
let restoreD1 = () => {};
let restoreWebhookSecret = () => {};
const tally = { requests: 0, serverErrors: 0, sessionsRestored: 0, statuses: {} as Record<number, number> };

/** The fixtures, actors and tally are the test file's own: test files share this module (`isolate: false`). */
function resetState() {
  actors.length = 0;
  ids.length = 0;
  Object.assign(tally, { requests: 0, serverErrors: 0, sessionsRestored: 0, statuses: {} });
}

async function setUp() {
  resetState();
  restoreD1 = emulateD1LikeLimit();
  const bindings = env as unknown as Record<string, unknown>;
  const savedSecret = bindings.POSTMARK_WEBHOOK_SECRET;
  bindings.POSTMARK_WEBHOOK_SECRET = WEBHOOK_SECRET;
  restoreWebhookSecret = () => {
    bindings.POSTMARK_WEBHOOK_SECRET = savedSecret;
  };
  const catalogue = await seedCatalogue();
  actors.push({ role: 'anonymous' });
  actors.push({ role: 'postmark', headers: { Authorization: `Basic ${btoa(`${POSTMARK_WEBHOOK_USER}:${WEBHOOK_SECRET}`)}` } });
  for (const role of ['admin', 'associate', 'finance', 'coach'] as const) {
    const user = await createUser({ role });
    actors.push({ role, user, token: await sessionFor(user) });
  }
  const coach = actors.find((actor) => actor.role === 'coach')!.user!;
  await db.insert(coachProfiles).values({ userId: coach.id, location: 'Bern' });
  const associate = actors.find((actor) => actor.role === 'associate')!;
  const { id: inquiryId } = await submitInquiry(catalogue);
  await api(`/inquiries/${inquiryId}/validate`, { method: 'POST', token: associate.token });
  const made = await db.select({ id: workshops.id }).from(workshops).where(eq(workshops.inquiryId, inquiryId));
  const other = await submitInquiry(catalogue);
  ids.push(
    ...made.map((w) => w.id),
    inquiryId,
    other.id,
    ...actors.flatMap((actor) => (actor.user ? [actor.user.id] : [])),
    catalogue.rights.id,
    catalogue.grade.id,
    catalogue.beamer.id,
  );
  generator = new InputGenerator(components, [...new Set(ids)]);
  examples = exampleBodies(catalogue, await languageSubjectAndSkill());
}

interface FuzzRequest {
  path: string;
  query: string;
  body: { kind: 'json'; value: unknown } | { kind: 'raw'; text: string } | { kind: 'none' };
}

/** Percent-encoded in the URL already: hono decodes them before validation. */
const rawPathIds = fc.constantFrom('%201', '%00', '1%00', '%20', '1%09', '%E2%80%AE1');

function pathValue(parameter: Parameter, actor: Actor): fc.Arbitrary<string> {
  const generated = generator.pathValue(parameter.schema, parameter.name).map(encodeAny);
  if (parameter.name !== 'id' && parameter.name !== 'userId') return generated;
  const own = actor.user ? [actor.user.id] : [];
  return fc.oneof(
    { arbitrary: fc.constantFrom(...own, ...ids).map(String), weight: 4 },
    { arbitrary: generated, weight: 2 },
    { arbitrary: rawPathIds, weight: 1 },
  );
}

function queryString(parameters: Parameter[]): fc.Arbitrary<string> {
  const names = fc.constantFrom(...parameters.map((p) => p.name));
  const repeat = fc.oneof({ arbitrary: fc.constant(null), weight: 9 }, { arbitrary: names, weight: 1 });
  return fc.tuple(generator.query(parameters), repeat).map(([values, repeated]) => {
    const search = new URLSearchParams(values);
    // The same parameter twice arrives as an array.
    if (repeated) search.append(repeated, 'again');
    return search.toString();
  });
}

function bodyOf(op: Operation): fc.Arbitrary<FuzzRequest['body']> {
  const schema = op.requestBody?.content['application/json']?.schema;
  if (!op.requestBody) return fc.constant({ kind: 'none' as const });
  return fc.oneof(
    {
      arbitrary: generator.body(schema ?? {}, examples[op.operationId]).map((value) => ({ kind: 'json' as const, value })),
      weight: 10,
    },
    {
      arbitrary: fc
        .constantFrom('{', '{"a":', '[1,2', '\u0000', "{'a':1}", '{"a":1}}')
        .map((text) => ({ kind: 'raw' as const, text })),
      weight: 1,
    },
    { arbitrary: fc.constant({ kind: 'none' as const }), weight: 1 },
  );
}

function requestFor(op: Operation, actor: Actor): fc.Arbitrary<FuzzRequest> {
  const parameters = op.parameters ?? [];
  const pathParameters = parameters.filter((p) => p.in === 'path');
  const queryParameters = parameters.filter((p) => p.in === 'query');
  const pathValues = fc.tuple(...pathParameters.map((p) => pathValue(p, actor)));
  return fc
    .record({
      pathValues,
      query: queryParameters.length ? queryString(queryParameters) : fc.constant(''),
      body: bodyOf(op),
    })
    .map(({ pathValues: values, query, body }) => ({
      path: pathParameters.reduce((path, p, i) => path.replace(`{${p.name}}`, values[i]!), op.path.replace(/^\/api/, '')),
      query,
      body,
    }));
}

async function send(op: Operation, actor: Actor, request: FuzzRequest) {
  const url = request.query ? `${request.path}?${request.query}` : request.path;
  const init = { method: op.method.toUpperCase(), token: actor.token, headers: actor.headers };
  tally.requests++;
  if (request.body.kind === 'json') return api(url, { ...init, json: request.body.value });
  if (request.body.kind === 'raw') {
    return api(url, { ...init, body: request.body.text, headers: { ...actor.headers, 'Content-Type': 'application/json' } });
  }
  return api(url, init);
}

/** A route may deactivate the very coach who is fuzzing (set-state): put the account back and sign in again. */
async function restoreSession(actor: Actor) {
  tally.sessionsRestored++;
  await db.update(users).set({ state: 'active', passwordExpiresAt: null }).where(eq(users.id, actor.user!.id));
  actor.token = await sessionFor(actor.user!);
}

/** Sends the request and checks the property: no 5xx, and every 4xx has an error code. Returns the status. */
async function check(op: Operation, actor: Actor, request: FuzzRequest): Promise<number> {
  const { status, body } = await send(op, actor, request);
  tally.statuses[status] = (tally.statuses[status] ?? 0) + 1;
  if (status >= 500) tally.serverErrors++;
  expect(status, `${op.method} ${request.path}?${request.query}`).toBeLessThan(500);
  if (status >= 400) expect(errorCodes).toContain(body?.error?.code);
  if (status === 401 && actor.user) await restoreSession(actor);
  return status;
}

const plainPath = (op: Operation, actor: Actor) =>
  op.path.replace(/^\/api/, '').replace(/\{[^}]+\}/g, String(actor.user?.id ?? 1));

/** The roles that get past the route's role check (anonymous: public routes only). */
async function rolesAllowed(op: Operation): Promise<Actor[]> {
  const allowed: Actor[] = [];
  for (const actor of actors.filter((candidate) => callsAs(op, candidate))) {
    const probe = () => check(op, actor, { path: plainPath(op, actor), query: '', body: { kind: 'none' } });
    let status = await probe();
    // A 401 for a signed-in actor means an earlier request ended the session (logout); check() signed in again.
    if (status === 401 && actor.user) status = await probe();
    if (status !== 401 && status !== 403) allowed.push(actor);
  }
  return allowed;
}

/** Every query parameter once empty and once a NUL byte, alone (an empty `from` was a 500). */
async function sweepQueryParameters(op: Operation, actor: Actor) {
  for (const parameter of op.parameters?.filter((p) => p.in === 'query') ?? []) {
    for (const value of ['', '\u0000']) {
      const query = new URLSearchParams({ [parameter.name]: value }).toString();
      await check(op, actor, { path: plainPath(op, actor), query, body: { kind: 'none' } });
    }
  }
}

/**
 * The property test of one area, one call per test file (the fixtures and the tally belong to the file's workerd
 * instance): `area` names it in the summary line, `covers` picks its operations, `share` scales the runs for areas
 * with many operations. Prints how many requests it sent and how many answers were 5xx.
 */
export function fuzzArea(area: string, covers: (op: Operation) => boolean, share = 1) {
  const runs = Math.max(1, Math.round(RUNS_PER_OPERATION_AND_ROLE * share));
  // Writes first, so the list filters then also search the hostile text they stored.
  const operations = allOperations
    .filter((op) => covers(op) && takesInput(op))
    .sort((a, b) => Number(a.method === 'get') - Number(b.method === 'get'));

  describe(`property (${area}): hostile input never gets a 5xx`, () => {
    beforeAll(setUp);
    afterAll(() => {
      restoreD1();
      restoreWebhookSecret();
    });

    operations.forEach((op, index) => {
      it(`${op.method.toUpperCase()} ${op.path}`, async () => {
        const allowed = await rolesAllowed(op);
        expect(allowed.length).toBeGreaterThan(0);
        await sweepQueryParameters(op, allowed[0]!);
        for (const actor of allowed) {
          await fc.assert(
            fc.asyncProperty(requestFor(op, actor), async (request) => {
              await check(op, actor, request);
            }),
            { seed: SEED + index, numRuns: runs },
          );
        }
      }, 30_000);
    });

    it('sent hostile requests to every operation; no answer was a 5xx', () => {
      console.log(
        `property test ${area}: ${operations.length} operations, ${tally.requests} requests, ` +
          `${tally.serverErrors} answers 5xx, ${tally.sessionsRestored} sessions restored (seed ${SEED}); ` +
          `statuses ${JSON.stringify(tally.statuses)}`,
      );
      expect(operations.length).toBeGreaterThan(0);
      expect(tally.requests).toBeGreaterThan(operations.length * runs);
      expect(tally.serverErrors).toBe(0);
    });
  });
}

async function languageSubjectAndSkill() {
  const [language] = await db
    .insert(languages)
    .values({ code: `fz${Math.random().toString(36).slice(2, 6)}` })
    .returning();
  const [subject] = await db.insert(subjects).values({}).returning();
  const [skill] = await db.insert(skills).values({}).returning();
  return { language: language!.id, subject: subject!.id, skill: skill!.id };
}

/** Known-good bodies of the forms whose rules the schema does not show (the fuzzer mutates their text). */
const offeredWorkshop = (subjectId: number) => ({
  code: 'FZ',
  translations: { de: { title: 'Kinderrechte', description: 'Die Konvention' }, fr: { title: 'Droits de l’enfant' } },
  type: 'series',
  languages: ['de', 'fr'],
  duration_minutes: 90,
  price_centimes: 45000,
  recommended_price_centimes: 50000,
  coach_fee_centimes: 20000,
  subject_id: subjectId,
  active: true,
  position: 3,
});

function exampleBodies(
  catalogue: Awaited<ReturnType<typeof seedCatalogue>>,
  master: Awaited<ReturnType<typeof languageSubjectAndSkill>>,
): Record<string, unknown> {
  const inquiryForm = {
    slots: [
      { uid: 'a', workshopId: catalogue.rights.id, date: dateIn(30), startTime: '08:00', endTime: '09:30' },
      {
        uid: 'b',
        workshopId: catalogue.racism.id,
        date: dateIn(31),
        startTime: '13:00',
        endTime: '15:00',
        altDate: dateIn(32),
        altStartTime: '08:00',
        altEndTime: '10:00',
      },
    ],
    contact: {
      gender: 1,
      firstname: 'Noa',
      lastname: 'Rossi',
      phone: '091 123 45 67',
      email: 'noa.rossi@school.test',
      institute: 'Scuola Media Lugano',
      streetAddress: 'Via Lucino 3',
      postcode: '6900',
      location: 'Lugano',
    },
    knowledge: { grade: catalogue.grade.id, class: '3A', numberParticipantsTotal: 19, infrastructure: [catalogue.beamer.id] },
    topics: 'Kinderrechte',
    language: 'it',
  };
  return {
    createInquiry: { ...inquiryForm, termsAccepted: true },
    updateInquiry: inquiryForm,
    updateWorkshop: {
      offered_workshop_id: catalogue.rights.id,
      language: 'de',
      date: dateIn(40),
      start_time: '09:00',
      end_time: '10:30',
      institute: 'Schule Bern',
      location: 'Bern',
      contact_firstname: 'Eva',
      contact_email: 'eva@school.test',
      price_centimes: 45000,
      notes: 'Raum 12',
    },
    createOfferedWorkshop: offeredWorkshop(master.subject),
    updateOfferedWorkshop: offeredWorkshop(master.subject),
    updateOwnProfile: {
      firstname: 'Lea',
      lastname: 'Brunner',
      salutation: 1,
      birthday: '1990-04-12',
      nationality: 'Schweiz',
      civil_status: 'single',
      ahv_number: '756.1234.5678.97',
      iban: 'CH9300762011623852957',
      bank_name: 'PostFinance',
      phone: '+41 41 555 12 34',
      street: 'Seestrasse 1',
      postcode: '6004',
      location: 'Luzern',
      qualifications: 'Menschenrechtsbildung',
      skills: [{ skill_id: master.skill, rating: 4 }],
      language_ids: [master.language],
      subject_ids: [master.subject],
    },
  };
}
