import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { coachRequests, workshops } from '../../db/schema';
import { seedCatalogue } from '../../test/catalogue';
import { api, createUser, db, sessionFor, outboxFor } from '../../test/factories';
import { submitInquiry } from '../../test/inquiries';

let catalogue: Awaited<ReturnType<typeof seedCatalogue>>;
let token: string;

beforeAll(async () => {
  catalogue = await seedCatalogue();
  token = await sessionFor(await createUser({ role: 'associate' }));
});

/** A validated inquiry: a series of two workshops and a single one. */
async function plannedWorkshops() {
  const { id, email } = await submitInquiry(catalogue);
  await api(`/inquiries/${id}/validate`, { method: 'POST', token });
  const created = await db.select().from(workshops).where(eq(workshops.inquiryId, id));
  return {
    email,
    series: created.filter((w) => w.seriesId !== null),
    single: created.find((w) => w.seriesId === null)!,
  };
}

const setState = (id: number, body: Record<string, unknown>, as = token) =>
  api(`/workshops/${id}/set-state`, { method: 'POST', token: as, json: body });
const statesOf = async (ids: number[]) =>
  (await db.select({ id: workshops.id, state: workshops.state }).from(workshops).where(inArray(workshops.id, ids))).map(
    (w) => w.state,
  );

// Every transition with its rows and mails: workshops.state-machine.test.ts.
describe('POST /api/workshops/{id}/set-state', () => {
  it('cancels the whole series, withdraws requests and tells the coaches and the school', async () => {
    const { series, single, email } = await plannedWorkshops();
    const coach = await createUser({ role: 'coach', language: 'en' });
    await db.insert(coachRequests).values({ workshopId: series[1]!.id, coachId: coach.id, state: 'approved' });

    const { status, body } = await setState(series[0]!.id, { state: 'cancelled', reason: 'Schulreise verschoben' });
    expect(status).toBe(200);
    expect(body.data.map((w: { id: number; state: string }) => [w.id, w.state])).toEqual(series.map((w) => [w.id, 'cancelled']));
    expect(body.data[0].cancellation_reason).toBe('Schulreise verschoben');
    expect(await statesOf([single.id])).toEqual(['initialized']);
    const [request] = await db.select().from(coachRequests).where(eq(coachRequests.coachId, coach.id));
    expect(request!.state).toBe('cancelled');

    const [coachMail] = await outboxFor(coach.email);
    expect(coachMail).toMatchObject({ template: 'workshop-cancelled', language: 'en' });
    expect(coachMail!.textBody).toContain('Schulreise verschoben');
    const schoolMails = await outboxFor(email);
    expect(schoolMails.at(-1)).toMatchObject({ template: 'workshop-cancelled', language: 'it' });
    expect(schoolMails.at(-1)!.textBody.match(/^- /gm)).toHaveLength(2);
  });

  it('is for admins and associates only', async () => {
    const { single, email } = await plannedWorkshops();
    expect((await api(`/workshops/${single.id}/set-state`, { method: 'POST', json: { state: 'cancelled' } })).status).toBe(401);
    for (const role of ['coach', 'finance'] as const) {
      const refused = await setState(single.id, { state: 'cancelled' }, await sessionFor(await createUser({ role })));
      expect([refused.status, refused.body.error.code]).toEqual([403, 'forbidden']);
    }
    expect(await statesOf([single.id])).toEqual(['initialized']);
    expect((await outboxFor(email)).map((m) => m.template)).toEqual(['inquiry-received', 'inquiry-validated']);
    const unknown = await setState(999999, { state: 'cancelled' });
    expect([unknown.status, unknown.body.error.code]).toEqual([404, 'not_found']);
  });
});
