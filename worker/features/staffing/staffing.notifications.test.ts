import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, sessionFor, outboxFor } from '../../test/factories';
import { requestOf, staffingFixture, type StaffingFixture } from '../../test/staffing';

let staffing: StaffingFixture;

beforeAll(async () => {
  staffing = await staffingFixture();
});

const templates = async (email: string) => (await outboxFor(email)).map((m) => m.template);
/** The coach switches the request mails off (or on) in their own settings. */
const setCoachRequests = async (coach: { id: number }, on: boolean) => {
  const res = await api('/users/settings', {
    method: 'PUT',
    token: await sessionFor(coach),
    json: { notifications: { coachRequests: on } },
  });
  expect(res.status).toBe(200);
};

describe('the coachRequests notification setting', () => {
  it('on by default: the coach gets the request (L01) and its withdrawal (L02)', async () => {
    const { first } = await staffing.plannedWorkshops();
    const lea = await staffing.coach();

    await staffing.ask(first.id, [lea.id]);
    const request = await requestOf(first.id, lea.id);
    await api(`/workshops/coach-requests/${request!.id}`, { method: 'DELETE', token: staffing.associate });

    expect(await templates(lea.email)).toEqual(['coach-request', 'coach-request-withdrawn']);
    // The withdrawal links to the coach's start page, in their language.
    const [, withdrawal] = await outboxFor(lea.email);
    expect(withdrawal!.textBody).toContain(`${env.APP_URL.replace(/\/$/, '')}/de/manager\n`);
  });

  it('off: the request is made and withdrawn, but no mail is written', async () => {
    const { first } = await staffing.plannedWorkshops();
    const lea = await staffing.coach();
    await setCoachRequests(lea, false);

    expect((await staffing.ask(first.id, [lea.id])).status).toBe(201);
    const request = await requestOf(first.id, lea.id);
    expect(request).toMatchObject({ state: 'new-request' });
    const withdrawn = await api(`/workshops/coach-requests/${request!.id}`, { method: 'DELETE', token: staffing.associate });

    expect(withdrawn.status).toBe(204);
    expect(await requestOf(first.id, lea.id)).toMatchObject({ state: 'cancelled' });
    expect(await templates(lea.email)).toEqual([]);
  });

  it('off: placing another coach withdraws the open request without a mail; placement mails still go out', async () => {
    const { first } = await staffing.plannedWorkshops();
    const [lea, tom] = [await staffing.coach(), await staffing.coach()];
    await setCoachRequests(lea, false);
    await staffing.ask(first.id, [lea.id, tom.id]);

    expect((await staffing.place(first.id, tom.id)).status).toBe(200);

    expect(await requestOf(first.id, lea.id)).toMatchObject({ state: 'cancelled' });
    expect(await templates(lea.email)).toEqual([]);
    expect(await templates(tom.email)).toEqual(['coach-request', 'coach-placed']);
    const [, placed] = await outboxFor(tom.email);
    expect(placed!.textBody).toContain(`${env.APP_URL.replace(/\/$/, '')}/de/manager\n`);
  });

  it('switched on again: the next request mails the coach', async () => {
    const { first } = await staffing.plannedWorkshops();
    const lea = await staffing.coach();
    await setCoachRequests(lea, false);
    await setCoachRequests(lea, true);

    await staffing.ask(first.id, [lea.id]);

    expect(await templates(lea.email)).toEqual(['coach-request']);
  });
});
