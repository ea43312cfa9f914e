import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { coachOffers, holidays, workshopCoaches, workshops } from '../../db/schema';
import { nowSeconds } from '../../lib/tokens';
import { api, createUser, db, sessionFor, outboxFor } from '../../test/factories';
import { staffingFixture, statesOf, type StaffingFixture } from '../../test/staffing';

let fixture: StaffingFixture;

beforeAll(async () => {
  fixture = await staffingFixture();
});

/** An active coach who fits the fixture's workshops, signed in. */
async function signedInCoach(options: Parameters<StaffingFixture['coach']>[0] = {}) {
  const user = await fixture.coach(options);
  return { user, token: await sessionFor(user) };
}

const offerable = async (token: string) =>
  (await api('/coach/offerable-workshops', { token })).body.data as {
    workshop_id: number;
    dates: { workshop_id: number }[];
    fits: boolean;
    offer: { id: number; state: string; note: string | null } | null;
  }[];
const offer = (workshopId: number, token: string, note?: string) =>
  api(`/workshops/${workshopId}/offers`, { method: 'POST', token, json: note === undefined ? {} : { note } });
const accept = (offerId: number, token = fixture.associate) =>
  api(`/workshops/offers/${offerId}/accept`, { method: 'POST', token });

describe('GET /api/coach/offerable-workshops', () => {
  it('lists an unstaffed series once with all its dates, and only what fits the coach', async () => {
    const { first, series, single } = await fixture.plannedWorkshops();
    const fitting = await signedInCoach();
    const listed = await offerable(fitting.token);
    const item = listed.find((w) => w.workshop_id === first.id);
    expect(item).toMatchObject({ fits: true, offer: null });
    expect(item!.dates.map((d) => d.workshop_id)).toEqual(series.map((w) => w.id));
    expect(listed.some((w) => w.workshop_id === series[1]!.id)).toBe(false);
    expect(listed.some((w) => w.workshop_id === single.id)).toBe(true);

    const wrongLanguage = await signedInCoach({ speaks: false });
    expect((await offerable(wrongLanguage.token)).some((w) => w.workshop_id === first.id)).toBe(false);
  });

  it('leaves out a series blocked on one date, one the coach is asked for, and one another workshop takes at that time', async () => {
    const { first, series } = await fixture.plannedWorkshops();
    const onHoliday = await signedInCoach();
    await db.insert(holidays).values({ coachId: onHoliday.user.id, fromDate: series[1]!.date, toDate: series[1]!.date });
    const asked = await signedInCoach();
    await fixture.ask(first.id, [asked.user.id]);
    const busy = await signedInCoach();
    const other = await fixture.plannedWorkshops();
    // Ends 15 minutes before the first starts: within the organisation's travel gap (the staffing plan's rule).
    const endsJustBefore = `${String(Number(first.startTime.slice(0, 2)) - 1).padStart(2, '0')}:45`;
    await db
      .update(workshops)
      .set({ date: first.date, startTime: '06:00', endTime: endsJustBefore })
      .where(eq(workshops.id, other.single.id));
    await db.insert(workshopCoaches).values({ workshopId: other.single.id, coachId: busy.user.id, placedAt: nowSeconds() });
    for (const coach of [onHoliday, asked, busy]) {
      expect((await offerable(coach.token)).some((w) => w.workshop_id === first.id)).toBe(false);
      const refused = await offer(first.id, coach.token);
      expect([refused.status, refused.body.error.code]).toEqual([409, 'not_offerable']);
    }
  });

  it('keeps a coach whose other workshop that day ends long before, as the staffing plan does', async () => {
    const { first } = await fixture.plannedWorkshops();
    const coach = await signedInCoach();
    const other = await fixture.plannedWorkshops();
    await db
      .update(workshops)
      .set({ date: first.date, startTime: '05:00', endTime: '06:00' })
      .where(eq(workshops.id, other.single.id));
    await db.insert(workshopCoaches).values({ workshopId: other.single.id, coachId: coach.user.id, placedAt: nowSeconds() });
    expect((await offerable(coach.token)).find((w) => w.workshop_id === first.id)).toMatchObject({ fits: true });
  });

  it('is for coaches only', async () => {
    for (const role of ['associate', 'admin', 'finance'] as const) {
      const token = await sessionFor(await createUser({ role }));
      expect((await api('/coach/offerable-workshops', { token })).status).toBe(403);
    }
  });
});

describe('offering, withdrawing and reopening', () => {
  it('stores the offer with the note on the first workshop of the series, even when offered on a later date', async () => {
    const { first, series } = await fixture.plannedWorkshops();
    const { user, token } = await signedInCoach();
    const created = await offer(series[1]!.id, token, 'Ich kenne die Schule');
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ workshop_id: first.id, offer: { state: 'open', note: 'Ich kenne die Schule' } });
    const again = await offer(first.id, token);
    expect([again.status, again.body.error.code]).toEqual([409, 'invalid_transition']);

    const ranking = await api(`/workshops/form-coach-requests?workshop_id=${series[1]!.id}`, { token: fixture.associate });
    const candidate = ranking.body.data.candidates.find((c: { id: number }) => c.id === user.id);
    expect(candidate.offer).toMatchObject({ id: created.body.data.offer.id, note: 'Ich kenne die Schule' });
    const staffList = await api(`/workshops/${first.id}/offers`, { token: fixture.associate });
    expect(staffList.body.data).toMatchObject([{ coach: { id: user.id }, state: 'open', note: 'Ich kenne die Schule' }]);
  });

  it('lets the coach withdraw an own open offer only, and offer again later', async () => {
    const { first } = await fixture.plannedWorkshops();
    const { token } = await signedInCoach();
    const someoneElse = await signedInCoach();
    const offerId = (await offer(first.id, token, 'gern')).body.data.offer.id;
    expect((await api(`/workshops/offers/${offerId}`, { method: 'DELETE', token: someoneElse.token })).status).toBe(404);
    expect((await api(`/workshops/offers/${offerId}`, { method: 'DELETE', token })).status).toBe(204);
    const twice = await api(`/workshops/offers/${offerId}`, { method: 'DELETE', token });
    expect([twice.status, twice.body.error.code]).toEqual([409, 'invalid_transition']);
    const ranking = await api(`/workshops/form-coach-requests?workshop_id=${first.id}`, { token: fixture.associate });
    expect(ranking.body.data.candidates.every((c: { offer: unknown }) => c.offer === null)).toBe(true);

    const reopened = await offer(first.id, token, 'doch');
    expect(reopened.body.data.offer).toMatchObject({ id: offerId, state: 'open', note: 'doch' });
  });
});

describe('accepting and declining', () => {
  it('accepting places the coach on the whole series, mails M01, and closes other open offers once staffed', async () => {
    const { first, series } = await fixture.plannedWorkshops();
    const { user, token } = await signedInCoach();
    const other = await signedInCoach();
    const offerId = (await offer(first.id, token, 'gern')).body.data.offer.id;
    const otherOfferId = (await offer(first.id, other.token)).body.data.offer.id;
    await db
      .update(workshops)
      .set({ coachesNeeded: 1 })
      .where(
        inArray(
          workshops.id,
          series.map((w) => w.id),
        ),
      );

    const accepted = await accept(offerId);
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toMatchObject({ id: offerId, state: 'accepted', decided_at: expect.any(Number) });
    const placements = await db.select().from(workshopCoaches).where(eq(workshopCoaches.coachId, user.id));
    expect(placements.map((p) => p.workshopId).sort()).toEqual(series.map((w) => w.id).sort());
    expect((await outboxFor(user.email)).map((m) => m.template)).toContain('coach-placed');

    const [otherOffer] = await db.select().from(coachOffers).where(eq(coachOffers.id, otherOfferId));
    expect(await statesOf(series.map((w) => w.id))).toEqual(series.map(() => 'to-realize'));
    expect(otherOffer!.state).toBe('declined');
    expect((await outboxFor(other.user.email)).map((m) => m.template)).not.toContain('coach-offer-declined');
    expect((await offerable(other.token)).some((w) => w.workshop_id === first.id)).toBe(false);
    const again = await accept(offerId);
    expect([again.status, again.body.error.code]).toEqual([409, 'invalid_transition']);
  });

  it('accepting twice at once places the coach once', async () => {
    const { first } = await fixture.plannedWorkshops();
    const { user, token } = await signedInCoach();
    const offerId = (await offer(first.id, token)).body.data.offer.id;
    const results = await Promise.all([accept(offerId), accept(offerId)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const placements = await db
      .select()
      .from(workshopCoaches)
      .where(and(eq(workshopCoaches.coachId, user.id), eq(workshopCoaches.workshopId, first.id)));
    expect(placements).toHaveLength(1);
    expect((await outboxFor(user.email)).filter((m) => m.template === 'coach-placed')).toHaveLength(1);
  });

  it('declining tells the coach (L05) with the note, in their language', async () => {
    const { first } = await fixture.plannedWorkshops();
    const { user, token } = await signedInCoach({ language: 'fr' });
    const offerId = (await offer(first.id, token)).body.data.offer.id;
    const declined = await api(`/workshops/offers/${offerId}/decline`, {
      method: 'POST',
      token: fixture.associate,
      json: { note: 'Déjà attribué' },
    });
    expect(declined.status).toBe(200);
    expect(declined.body.data.state).toBe('declined');
    const [mail] = (await outboxFor(user.email)).filter((m) => m.template === 'coach-offer-declined');
    expect(mail!.subject).toMatch(/^Votre proposition/);
    expect(mail!.textBody).toContain('Déjà attribué');
    const placed = await db.select().from(workshopCoaches).where(eq(workshopCoaches.coachId, user.id));
    expect(placed).toHaveLength(0);
    const twice = await api(`/workshops/offers/${offerId}/decline`, { method: 'POST', token: fixture.associate, json: {} });
    expect([twice.status, twice.body.error.code]).toEqual([409, 'invalid_transition']);
  });

  it('accepting and declining are for admins and associates; offering is for coaches', async () => {
    const { first } = await fixture.plannedWorkshops();
    const { token } = await signedInCoach();
    const offerId = (await offer(first.id, token)).body.data.offer.id;
    const finance = await sessionFor(await createUser({ role: 'finance' }));
    expect((await accept(offerId, token)).status).toBe(403);
    expect((await accept(offerId, finance)).status).toBe(403);
    expect((await api(`/workshops/offers/${offerId}/decline`, { method: 'POST', token, json: {} })).status).toBe(403);
    expect((await api(`/workshops/${first.id}/offers`, { token })).status).toBe(403);
    expect((await offer(first.id, fixture.associate)).status).toBe(403);
    expect((await accept(999999)).status).toBe(404);
  });
});
