import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  coachProfiles,
  coachRequests,
  evaluations,
  expenseReceipts,
  expenses,
  extraFees,
  holidays,
  materialOrders,
  materials,
  unavailabilities,
  workshopCoaches,
  workshops,
} from '../../db/schema';
import { dateIn, seedCatalogue } from '../catalogue';
import { BY_COACH_QUESTIONNAIRE } from '../coach-evaluations';
import { completeProfile } from '../coaches';
import { contractFetch } from '../contract-fetch';
import { api, createUser, db, sessionFor, nextIp } from '../factories';
import { testFiles, uploadFile } from '../files';

/*
 * Object-level permissions: coach A changes ids in the URL or body to reach coach B's records. Every attempt answers
 * 404 (or 403 where the route is the coach's by path, `/coaches/{id}/…`, `/profiles/{id}/…`) and leaves B's data as it
 * was; the same request by B succeeds, so the refusal comes from the ownership check and not from the input.
 */

/** Only coach B's workshops are at this school: A's lists must not name it. */
const B_SCHOOL = 'Schulhaus Nur-Coach-B';

type User = Awaited<ReturnType<typeof createUser>>;
let a: { user: User; token: string };
let b: { user: User; token: string };
let staff: { admin: string; associate: string; finance: string };
const ids = {} as {
  pastWorkshop: number;
  futureWorkshop: number;
  expense: number;
  receipt: number;
  extraFee: number;
  request: number;
  order: number;
  material: number;
  byCoach: number;
  byAudience: number;
  unavailability: number;
  holiday: number;
};

async function workshopOn(date: string, offeredWorkshopId: number, state: 'done' | 'to-realize') {
  const [workshop] = await db
    .insert(workshops)
    .values({
      offeredWorkshopId,
      date,
      startTime: '09:00',
      endTime: '10:30',
      durationMinutes: 90,
      institute: B_SCHOOL,
      location: 'Bern',
      priceCentimes: 45000,
      state,
    })
    .returning();
  await db.insert(workshopCoaches).values({ workshopId: workshop!.id, coachId: b.user.id, placedAt: 1 });
  return workshop!.id;
}

/** A multipart expense as the SPA sends it (text fields and `receipts` files). */
async function sendExpense(method: 'POST' | 'PUT', path: string, token: string, workshopId: number) {
  const form = new FormData();
  const fields = { workshop_id: workshopId, journey_centimes: 4250, catering_centimes: 1890, other_centimes: 0 };
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  const file = testFiles.permitJpeg;
  form.append('receipts', new File([file.bytes], file.name, { type: file.type }));
  const response = await contractFetch(`http://localhost/api${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'CF-Connecting-IP': nextIp() },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as { data?: { id: number } } };
}

/** Everything of coach B the attempts could touch. */
async function recordsOfB() {
  const coachId = b.user.id;
  const expenseRows = await db.select().from(expenses).where(eq(expenses.coachId, coachId));
  return {
    profile: await db.select().from(coachProfiles).where(eq(coachProfiles.userId, coachId)),
    expenses: expenseRows,
    receipts: await db
      .select()
      .from(expenseReceipts)
      .where(
        inArray(
          expenseReceipts.expenseId,
          expenseRows.map((row) => row.id),
        ),
      ),
    extraFees: await db.select().from(extraFees).where(eq(extraFees.coachId, coachId)),
    requests: await db.select().from(coachRequests).where(eq(coachRequests.coachId, coachId)),
    orders: await db.select().from(materialOrders).where(eq(materialOrders.coachId, coachId)),
    evaluations: await db
      .select()
      .from(evaluations)
      .where(inArray(evaluations.workshopId, [ids.pastWorkshop, ids.futureWorkshop])),
    unavailabilities: await db.select().from(unavailabilities).where(eq(unavailabilities.coachId, coachId)),
    holidays: await db.select().from(holidays).where(eq(holidays.coachId, coachId)),
  };
}

beforeAll(async () => {
  const catalogue = await seedCatalogue();
  for (const which of ['a', 'b'] as const) {
    const user = await createUser({ role: 'coach' });
    await completeProfile(user.id);
    const signedIn = { user, token: await sessionFor(user) };
    if (which === 'a') a = signedIn;
    else b = signedIn;
  }
  staff = {
    admin: await sessionFor(await createUser({ role: 'admin' })),
    associate: await sessionFor(await createUser({ role: 'associate' })),
    finance: await sessionFor(await createUser({ role: 'finance' })),
  };
  const coachId = b.user.id;
  ids.pastWorkshop = await workshopOn(dateIn(-10), catalogue.rights.id, 'done');
  ids.futureWorkshop = await workshopOn(dateIn(60), catalogue.rights.id, 'to-realize');

  const upload = await uploadFile(`/profiles/${coachId}/files/residence_permit_front`, b.token, testFiles.permitJpeg);
  expect(upload.status).toBe(201);
  const claimed = await sendExpense('POST', `/expenses/coach/${coachId}`, b.token, ids.pastWorkshop);
  expect(claimed.status).toBe(201);
  ids.expense = claimed.body.data!.id;
  ids.receipt = (await db.select().from(expenseReceipts).where(eq(expenseReceipts.expenseId, ids.expense)))[0]!.id;

  const [fee] = await db
    .insert(extraFees)
    .values({
      workshopId: ids.futureWorkshop,
      coachId,
      amountCentimes: 2500,
      reason: 'Anreise',
      payoutMonth: dateIn(60).slice(0, 7),
      createdById: coachId,
    })
    .returning();
  ids.extraFee = fee!.id;
  const [other] = await db
    .insert(workshops)
    .values({ ...(await workshopRow(ids.futureWorkshop)), id: undefined })
    .returning();
  const [request] = await db
    .insert(coachRequests)
    .values({ workshopId: other!.id, coachId, message: 'Hättest du Zeit?' })
    .returning();
  ids.request = request!.id;
  const [material] = await db.insert(materials).values({ title: 'Plakat', orderableByCoaches: true, stock: 10 }).returning();
  ids.material = material!.id;
  const [order] = await db
    .insert(materialOrders)
    .values({ coachId, workshopId: ids.futureWorkshop, orderedAt: Math.floor(Date.now() / 1000) })
    .returning();
  ids.order = order!.id;
  const [byCoach] = await db
    .insert(evaluations)
    .values({
      workshopId: ids.pastWorkshop,
      kind: 'by_coach',
      coachId,
      questionnaireId: BY_COACH_QUESTIONNAIRE,
      state: 'open',
      sentAt: 1_800_000_000,
    })
    .returning();
  ids.byCoach = byCoach!.id;
  const [byAudience] = await db
    .insert(evaluations)
    .values({ workshopId: ids.pastWorkshop, kind: 'by_audience', state: 'open', publicTokenHash: `hash-${coachId}` })
    .returning();
  ids.byAudience = byAudience!.id;
  const [blocked] = await db
    .insert(unavailabilities)
    .values({ coachId, kind: 'blocked_day', date: dateIn(30) })
    .returning();
  ids.unavailability = blocked!.id;
  const [holiday] = await db
    .insert(holidays)
    .values({ coachId, fromDate: dateIn(40), toDate: dateIn(45) })
    .returning();
  ids.holiday = holiday!.id;
});

const workshopRow = async (id: number) => (await db.select().from(workshops).where(eq(workshops.id, id)))[0]!;

const statusOf = async (response: Promise<{ status: number }>) => (await response).status;

describe("coach A reaching coach B's records by changing an id", () => {
  it('is refused everywhere and changes nothing of B', async () => {
    const B = b.user.id;
    const A = a.user.id;
    const as = (method: string, path: string, json?: unknown) =>
      statusOf(api(path, { method, token: a.token, ...(json === undefined ? {} : { json }) }));
    const blockedDay = { kind: 'blocked_day', date: dateIn(31) };
    const holiday = { from_date: dateIn(50), to_date: dateIn(51) };
    const before = await recordsOfB();

    const attempts: [string, Promise<number> | number, number[]][] = [
      // Profile and its files
      ['read the profile', await as('GET', `/profiles/${B}`), [403]],
      ['change the profile', await as('PUT', `/profiles/${B}`, { personnel_id: 'A-1' }), [403]],
      [
        'upload a permit',
        (await uploadFile(`/profiles/${B}/files/residence_permit_front`, a.token, testFiles.permitJpeg)).status,
        [403, 404],
      ],
      ['delete the permit', await as('DELETE', `/profiles/${B}/files/residence_permit_front`), [403, 404]],
      ['link to the permit', await as('GET', `/profiles/${B}/files/residence_permit_front/link`), [403, 404]],
      // Expenses and receipts
      ['list the expenses', await as('GET', `/expenses/coach/${B}`), [404]],
      ['claim on B', (await sendExpense('POST', `/expenses/coach/${B}`, a.token, ids.pastWorkshop)).status, [404]],
      [
        "claim for B's workshop",
        (await sendExpense('POST', `/expenses/coach/${A}`, a.token, ids.pastWorkshop)).status,
        [404, 422],
      ],
      ['edit the expense', (await sendExpense('PUT', `/expenses/${ids.expense}`, a.token, ids.pastWorkshop)).status, [404]],
      ['delete the expense', await as('DELETE', `/expenses/${ids.expense}`), [404]],
      ['read a receipt', await as('GET', `/expenses/${ids.expense}/receipts/${ids.receipt}`), [404]],
      // Fees
      ['delete the extra fee', await as('DELETE', `/coach-fees/extra-fees/${ids.extraFee}`), [404]],
      [
        "claim an extra fee for B's workshop",
        await as('POST', '/coach-fees/extra-fees', {
          workshop_id: ids.futureWorkshop,
          hours: 2,
          amount_centimes: 1000,
          reason: 'Anreise',
        }),
        [404],
      ],
      ['read a fee', await as('GET', `/coach-fees/${ids.extraFee}`), [403]],
      // Coach requests
      ['answer the request', await as('PUT', `/coaches/requests/${ids.request}`, { answer: 'declined' }), [404]],
      // Evaluations: B's own and the class's (public link) one
      ['read the evaluation', await as('GET', `/evaluations/${ids.byCoach}`), [404]],
      ['save the evaluation', await as('PUT', `/evaluations/${ids.byCoach}`, { answers: [], submit: false }), [404]],
      ["read the class's evaluation", await as('GET', `/evaluations/${ids.byAudience}`), [404]],
      // Material orders
      ['cancel the order', await as('POST', `/orders/${ids.order}/cancel`), [404]],
      [
        "order for B's workshop",
        await as('POST', '/orders', { workshop_id: ids.futureWorkshop, items: [{ material_id: ids.material, quantity: 1 }] }),
        [404],
      ],
      // Unavailabilities and holidays: B's path, and A's path with B's row id
      ['read the unavailabilities', await as('GET', `/coaches/${B}/unavailabilities`), [403, 404]],
      ['add an unavailability', await as('POST', `/coaches/${B}/unavailabilities`, blockedDay), [403]],
      ['change the unavailability', await as('PUT', `/coaches/${B}/unavailabilities/${ids.unavailability}`, blockedDay), [403]],
      ['delete the unavailability', await as('DELETE', `/coaches/${B}/unavailabilities/${ids.unavailability}`), [403]],
      [
        'change the unavailability under own id',
        await as('PUT', `/coaches/${A}/unavailabilities/${ids.unavailability}`, blockedDay),
        [404],
      ],
      [
        'delete the unavailability under own id',
        await as('DELETE', `/coaches/${A}/unavailabilities/${ids.unavailability}`),
        [404],
      ],
      ['add a holiday', await as('POST', `/coaches/${B}/holidays`, holiday), [403]],
      ['change the holiday', await as('PUT', `/coaches/${B}/holidays/${ids.holiday}`, holiday), [403]],
      ['delete the holiday', await as('DELETE', `/coaches/${B}/holidays/${ids.holiday}`), [403]],
      ['change the holiday under own id', await as('PUT', `/coaches/${A}/holidays/${ids.holiday}`, holiday), [404]],
      ['delete the holiday under own id', await as('DELETE', `/coaches/${A}/holidays/${ids.holiday}`), [404]],
      // Reports and statements
      ["read B's report", await as('GET', `/statistics/trainer/${B}`), [404]],
    ];
    const wrong = attempts.filter(([, status, allowed]) => !allowed.includes(status as number));
    expect(wrong.map(([what, status]) => `${what}: ${status}`)).toEqual([]);
    expect(await recordsOfB()).toEqual(before);
  }, 60_000);

  it("lists none of B's records in A's own lists, and all of them in B's", async () => {
    const lists = ['/coaches/requests', '/orders', '/coach-fees/coach', '/evaluations', `/expenses/coach/${a.user.id}`];
    for (const path of lists) {
      const mine = await api(path, { token: a.token });
      expect(mine.status, path).toBe(200);
      expect(JSON.stringify(mine.body), path).not.toContain(B_SCHOOL);
      const own = path.startsWith('/expenses') ? `/expenses/coach/${b.user.id}` : path;
      expect(JSON.stringify((await api(own, { token: b.token })).body), own).toContain(B_SCHOOL);
    }
  });

  it('staff cannot use the coach-only routes on B either', async () => {
    const B = b.user.id;
    const before = await recordsOfB();
    const statuses = {
      'finance: own profile': await statusOf(api('/profiles', { method: 'PUT', token: staff.finance, json: {} })),
      'associate: add an unavailability': await statusOf(
        api(`/coaches/${B}/unavailabilities`, {
          method: 'POST',
          token: staff.associate,
          json: { kind: 'blocked_day', date: dateIn(33) },
        }),
      ),
      'finance: delete the unavailability': await statusOf(
        api(`/coaches/${B}/unavailabilities/${ids.unavailability}`, { method: 'DELETE', token: staff.finance }),
      ),
      'admin: delete the holiday': await statusOf(
        api(`/coaches/${B}/holidays/${ids.holiday}`, { method: 'DELETE', token: staff.admin }),
      ),
      'associate: answer the request': await statusOf(
        api(`/coaches/requests/${ids.request}`, { method: 'PUT', token: staff.associate, json: { answer: 'declined' } }),
      ),
      'admin: save the evaluation': await statusOf(
        api(`/evaluations/${ids.byCoach}`, { method: 'PUT', token: staff.admin, json: { answers: [], submit: false } }),
      ),
      'finance: order material': await statusOf(
        api('/orders', {
          method: 'POST',
          token: staff.finance,
          json: { workshop_id: ids.futureWorkshop, items: [{ material_id: ids.material, quantity: 1 }] },
        }),
      ),
      'finance: cancel the order': await statusOf(api(`/orders/${ids.order}/cancel`, { method: 'POST', token: staff.finance })),
      'associate: own fees': await statusOf(api('/coach-fees/coach', { token: staff.associate })),
      'admin: delete the extra fee': await statusOf(
        api(`/coach-fees/extra-fees/${ids.extraFee}`, { method: 'DELETE', token: staff.admin }),
      ),
      'finance: claim an expense': (await sendExpense('POST', `/expenses/coach/${B}`, staff.finance, ids.pastWorkshop)).status,
      'admin: list the expenses': await statusOf(api(`/expenses/coach/${B}`, { token: staff.admin })),
      'associate: delete the permit': await statusOf(
        api(`/profiles/${B}/files/residence_permit_front`, { method: 'DELETE', token: staff.associate }),
      ),
      'finance: upload a permit': (
        await uploadFile(`/profiles/${B}/files/residence_permit_front`, staff.finance, testFiles.permitJpeg)
      ).status,
    };
    expect(Object.entries(statuses).filter(([, status]) => status !== 403)).toEqual([]);
    expect(await recordsOfB()).toEqual(before);
  }, 60_000);

  it('lets B do each of these, so the refusals above come from ownership', async () => {
    const B = b.user.id;
    const as = (method: string, path: string, json?: unknown) =>
      statusOf(api(path, { method, token: b.token, ...(json === undefined ? {} : { json }) }));
    const statuses = {
      link: await as('GET', `/profiles/${B}/files/residence_permit_front/link`),
      expenses: await as('GET', `/expenses/coach/${B}`),
      receipt: await as('GET', `/expenses/${ids.expense}/receipts/${ids.receipt}`),
      evaluation: await as('GET', `/evaluations/${ids.byCoach}`),
      report: await as('GET', `/statistics/trainer/${B}`),
      answer: await as('PUT', `/coaches/requests/${ids.request}`, { answer: 'declined' }),
      order: await as('POST', '/orders', {
        workshop_id: ids.futureWorkshop,
        items: [{ material_id: ids.material, quantity: 1 }],
      }),
      cancel: await as('POST', `/orders/${ids.order}/cancel`),
      unavailability: await as('PUT', `/coaches/${B}/unavailabilities/${ids.unavailability}`, {
        kind: 'blocked_day',
        date: dateIn(31),
      }),
      holiday: await as('DELETE', `/coaches/${B}/holidays/${ids.holiday}`),
      extraFee: await as('DELETE', `/coach-fees/extra-fees/${ids.extraFee}`),
      expense: await as('DELETE', `/expenses/${ids.expense}`),
      permit: await as('DELETE', `/profiles/${B}/files/residence_permit_front`),
    };
    expect(Object.entries(statuses).filter(([, status]) => status >= 300)).toEqual([]);
  }, 60_000);
});
