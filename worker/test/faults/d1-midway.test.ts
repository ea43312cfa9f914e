import { env } from 'cloudflare:test';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { workshopCoaches, workshops } from '../../db/schema';
import {
  freshMonth,
  ORGANISATION_IBAN,
  payableCoach,
  pendingItems,
  setOrganisationIban,
} from '../../features/payouts/payouts.fixtures';
import { dateIn, seedCatalogue } from '../catalogue';
import { injectD1WriteFault, snapshotDatabase } from '../d1-faults';
import { createUser, db, fetchApp, nextIp, sessionFor } from '../factories';

// Fault: D1 fails in the middle of a multi-row change. For each real service the request is run once to count its
// writes, then once per write with that write failing: every failed run answers 500 and leaves the database (and
// R2) exactly as before — no partial state.

let catalogue: Awaited<ReturnType<typeof seedCatalogue>>;
let staffToken: string;
let financeToken: string;
beforeAll(async () => {
  catalogue = await seedCatalogue();
  staffToken = await sessionFor(await createUser({ role: 'associate' }));
  financeToken = await sessionFor(await createUser({ role: 'finance' }));
  await setOrganisationIban(ORGANISATION_IBAN);
});

let fault: ReturnType<typeof injectD1WriteFault> | null = null;
// The queue's consumer would write to the outbox in the background and mix its writes into the count.
beforeEach(() => {
  vi.spyOn(env.MAIL_QUEUE, 'sendBatch').mockResolvedValue(undefined as never);
});
afterEach(() => {
  fault?.restore();
  fault = null;
  vi.restoreAllMocks();
});

/** The raw answer: a 500 is no documented answer, so this bypasses the contract check of `api()`. */
async function send(path: string, method: string, json: unknown, token?: string) {
  const headers = new Headers({ 'Content-Type': 'application/json', 'CF-Connecting-IP': nextIp() });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetchApp(new Request(`http://localhost/api${path}`, { method, headers, body: JSON.stringify(json) }));
  return { status: response.status, body: (await response.json()) as { error?: { code: string } } };
}

const r2Keys = async () => (await env.FILES.list()).objects.map((o) => o.key).sort();

/**
 * `arrange` builds a fresh case and returns the request that changes it. Runs it once whole (counting its writes,
 * expecting `okStatus`), then once per write with that write failing.
 */
async function expectNoPartialState(arrange: () => Promise<() => ReturnType<typeof send>>, okStatus: number) {
  const whole = await arrange();
  fault = injectD1WriteFault(Infinity);
  expect((await whole()).status).toBe(okStatus);
  const writes = fault.state.writes;
  fault.restore();
  expect(writes).toBeGreaterThan(1);

  for (let failAt = 1; failAt <= writes; failAt++) {
    const request = await arrange();
    const before = { rows: await snapshotDatabase(), objects: await r2Keys() };
    fault = injectD1WriteFault(failAt);
    const answer = await request();
    fault.restore();
    expect(fault.state.failed, `write ${failAt} of ${writes} was reached`).not.toBeNull();
    expect([answer.status, answer.body.error?.code], `write ${failAt} of ${writes}: ${fault.state.failed}`).toEqual([
      500,
      'internal_error',
    ]);
    expect(
      { rows: await snapshotDatabase(), objects: await r2Keys() },
      `write ${failAt} of ${writes}: ${fault.state.failed}`,
    ).toEqual(before);
  }
  return writes;
}

let n = 0;
const inquiryBody = () => ({
  slots: [
    { uid: 'a', workshopId: catalogue.rights.id, date: dateIn(20), startTime: '08:00', endTime: '09:30' },
    { uid: 'b', workshopId: catalogue.racism.id, date: dateIn(22), startTime: '13:00', endTime: '15:00' },
  ],
  contact: {
    gender: 3,
    firstname: 'Noa',
    lastname: 'Rossi',
    phone: '091 123 45 67',
    email: `fault${++n}@school.test`,
    institute: 'Scuola Media Lugano',
    streetAddress: 'Via Lucino 3',
    postcode: '6900',
    location: 'Lugano',
  },
  knowledge: { grade: catalogue.grade.id, class: '3A', numberParticipantsTotal: 19, infrastructure: [catalogue.beamer.id] },
  termsAccepted: true,
  newsletter: true,
  language: 'de',
});

describe('a D1 error in the middle of a multi-row change', () => {
  it(
    'a public inquiry (inquiry, slots, infrastructure, newsletter opt-in, audit, mails) is stored whole or not at all',
    { timeout: 90_000 },
    async () => {
      const writes = await expectNoPartialState(async () => {
        const body = inquiryBody();
        return () => send('/inquiries', 'POST', body);
      }, 201);
      expect(writes).toBeGreaterThanOrEqual(6);
    },
  );

  it('a failing report-cache bump after the inquiry is stored still answers 201', { timeout: 90_000 }, async () => {
    const body = inquiryBody();
    fault = injectD1WriteFault(/\bdata_versions\b/);
    const answer = await send('/inquiries', 'POST', body);
    fault.restore();
    expect(fault.state.failed).toContain('data_versions');
    expect(answer.status).toBe(201);
    const stored = await env.DB.prepare('SELECT state FROM inquiries WHERE email = ?').bind(body.contact.email).all();
    expect(stored.results).toEqual([{ state: 'requested' }]);
  });

  it(
    'a workshop set done (state, coach fees, evaluations, audit, mails) changes whole or not at all',
    { timeout: 90_000 },
    async () => {
      await expectNoPartialState(async () => {
        const coach = await createUser({ role: 'coach' });
        const [workshop] = await db
          .insert(workshops)
          .values({
            offeredWorkshopId: catalogue.rights.id,
            state: 'to-realize',
            date: dateIn(-2),
            startTime: '08:30',
            endTime: '10:00',
            durationMinutes: 90,
            institute: 'Schule Fault',
            location: 'Bern',
            priceCentimes: 45000,
            contactEmail: 'teacher@school.test',
          })
          .returning();
        await db.insert(workshopCoaches).values({ workshopId: workshop!.id, coachId: coach.id, placedAt: 1 });
        return () => send(`/workshops/${workshop!.id}/set-state`, 'POST', { state: 'done' }, staffToken);
      }, 200);
    },
  );

  it(
    'a payout run (run, paid-out items, audit, payment file in R2) happens whole or not at all',
    { timeout: 90_000 },
    async () => {
      await expectNoPartialState(async () => {
        const month = freshMonth();
        const coach = await payableCoach();
        await pendingItems(coach.id, month);
        return () => send('/payouts', 'POST', { month }, financeToken);
      }, 201);
    },
  );
});
