import { expect, type APIRequestContext } from '@playwright/test';
import { createInquiry } from './manager-support';
import { apiLogin, demo, queryD1, sqlText } from './support';

const coachEmail = 'james.miller@example.org';
const todayInZurich = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );

/** A copy of an inquiry's single workshop held today, James Miller placed, marked done through the API. */
export async function heldAndDone(request: APIRequestContext) {
  const staff = { Authorization: `Bearer ${(await apiLogin(request, demo.associate)).token}` };
  const inquiry = await createInquiry(request, 'E2E Evaluation');
  expect((await request.post(`/api/inquiries/${inquiry.id}/validate`, { headers: staff })).status()).toBe(200);
  const [planned] = queryD1<{ id: number; contact_email: string }>(
    `SELECT id, contact_email FROM workshops WHERE inquiry_id = ${inquiry.id} AND series_id IS NULL`,
  );
  const copied = await request.post('/api/workshops/replicate', {
    headers: staff,
    data: { items: [{ workshop_id: planned!.id, date: todayInZurich() }] },
  });
  expect(copied.status(), await copied.text()).toBe(201);
  const held = ((await copied.json()) as { data: { id: number }[] }).data[0]!;
  const [coach] = queryD1<{ id: number }>(`SELECT id FROM users WHERE email = ${sqlText(coachEmail)}`);
  const placed = await request.post(`/api/workshops/${held.id}/assign-coach`, { headers: staff, data: { coach_id: coach!.id } });
  expect(placed.status(), await placed.text()).toBe(200);
  const done = await request.post(`/api/workshops/${held.id}/set-state`, { headers: staff, data: { state: 'done' } });
  expect(done.status(), await done.text()).toBe(200);
  return { workshopId: held.id, contactEmail: planned!.contact_email, coachEmail };
}
