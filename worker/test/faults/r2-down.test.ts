import { env } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  coachFees,
  coachProfiles,
  expenseReceipts,
  expenses,
  offeredWorkshopFiles,
  payoutRuns,
  workshopCoaches,
  workshops,
} from '../../db/schema';
import {
  freshMonth,
  ORGANISATION_IBAN,
  payableCoach,
  pendingItems,
  setOrganisationIban,
} from '../../features/payouts/payouts.fixtures';
import { dateIn, seedCatalogue } from '../catalogue';
import { contractFetch } from '../contract-fetch';
import { api, createUser, db, sessionFor, nextIp } from '../factories';
import { testFiles, uploadFile } from '../files';

// Fault: R2 refuses a write in the middle of an upload. The answer is a clean 503 `storage_unavailable`, no row
// points at a missing object, and objects stored before the failure are removed again.

let catalogue: Awaited<ReturnType<typeof seedCatalogue>>;
beforeAll(async () => {
  catalogue = await seedCatalogue();
});
afterEach(() => vi.restoreAllMocks());

/** R2 accepts the first `okCalls` writes and refuses the next ones. */
function failR2WritesAfter(okCalls: number) {
  const put = env.FILES.put.bind(env.FILES);
  let calls = 0;
  return vi.spyOn(env.FILES, 'put').mockImplementation((async (...args: Parameters<R2Bucket['put']>) => {
    if (++calls > okCalls) throw new Error('put: We encountered an internal error. Please try again. (10001)');
    return put(...args);
  }) as R2Bucket['put']);
}

const objectsUnder = async (prefix: string) => (await env.FILES.list({ prefix })).objects.map((o) => o.key);

describe('an R2 write fails', () => {
  it('a coach’s permit upload answers 503 and leaves the profile without a key', async () => {
    const coach = await createUser({ role: 'coach' });
    const token = await sessionFor(coach);
    failR2WritesAfter(0);

    const { status, body } = await uploadFile(`/profiles/${coach.id}/files/residence_permit_front`, token, testFiles.permitJpeg);

    expect(status).toBe(503);
    expect(body.error.code).toBe('storage_unavailable');
    const [profile] = await db.select().from(coachProfiles).where(eq(coachProfiles.userId, coach.id));
    expect(profile?.residencePermitFrontKey ?? null).toBeNull();
    expect(await objectsUnder(`coaches/${coach.id}/`)).toEqual([]);
  });

  it('an offered workshop’s file upload answers 503 and stores no file row', async () => {
    const admin = await sessionFor(await createUser({ role: 'admin' }));
    failR2WritesAfter(0);

    const { status, body } = await uploadFile(`/master-data/workshops/${catalogue.rights.id}/files`, admin, testFiles.proofPdf, {
      language: 'de',
    });

    expect(status).toBe(503);
    expect(body.error.code).toBe('storage_unavailable');
    const rows = await db
      .select()
      .from(offeredWorkshopFiles)
      .where(eq(offeredWorkshopFiles.offeredWorkshopId, catalogue.rights.id));
    expect(rows).toEqual([]);
    expect(await objectsUnder(`offered-workshops/${catalogue.rights.id}/`)).toEqual([]);
  });

  it('an expense whose second receipt fails is not stored, and its first receipt is removed from R2', async () => {
    const coach = await createUser({ role: 'coach' });
    const token = await sessionFor(coach);
    const [workshop] = await db
      .insert(workshops)
      .values({
        offeredWorkshopId: catalogue.rights.id,
        date: dateIn(-10),
        startTime: '09:00',
        endTime: '10:30',
        durationMinutes: 90,
        institute: 'Schule R2',
        location: 'Bern',
        priceCentimes: 45000,
        state: 'done',
      })
      .returning();
    await db.insert(workshopCoaches).values({ workshopId: workshop!.id, coachId: coach.id, placedAt: 1 });
    const before = await objectsUnder('expenses/');
    failR2WritesAfter(1);

    const form = new FormData();
    for (const [name, value] of Object.entries({
      workshop_id: workshop!.id,
      journey_centimes: 4250,
      catering_centimes: 0,
      other_centimes: 0,
    }))
      form.append(name, String(value));
    for (const file of [testFiles.permitJpeg, testFiles.proofPdf])
      form.append('receipts', new File([file.bytes], file.name, { type: file.type }));
    const response = await contractFetch(`http://localhost/api/expenses/coach/${coach.id}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'CF-Connecting-IP': nextIp() },
      body: form,
    });

    expect(response.status).toBe(503);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('storage_unavailable');
    expect(await db.select().from(expenses).where(eq(expenses.coachId, coach.id))).toEqual([]);
    const receipts = await db.select().from(expenseReceipts);
    const present = await Promise.all(receipts.map((r) => env.FILES.head(r.fileKey)));
    expect(present.every(Boolean)).toBe(true);
    expect(await objectsUnder('expenses/')).toEqual(before);
  });

  it('a payout run whose payment file R2 refuses pays nothing out and records no run', async () => {
    await setOrganisationIban(ORGANISATION_IBAN);
    const finance = await sessionFor(await createUser({ role: 'finance' }));
    const month = freshMonth();
    const coach = await payableCoach();
    const items = await pendingItems(coach.id, month);
    failR2WritesAfter(0);

    const { status, body } = await api('/payouts', { method: 'POST', token: finance, json: { month } });

    expect([status, body.error.code]).toEqual([503, 'storage_unavailable']);
    expect(await db.select().from(payoutRuns).where(eq(payoutRuns.month, month))).toEqual([]);
    const [fee] = await db.select().from(coachFees).where(eq(coachFees.id, items.fee.id));
    expect(fee).toMatchObject({ state: 'pending', payoutRunId: null });
    expect(await objectsUnder('payouts/')).toEqual([]);
  });
});
