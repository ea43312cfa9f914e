import { expect, type APIRequestContext } from '@playwright/test';
import { createInquiry } from './manager-support';
import { apiLogin, demo, queryD1 } from './support';

/** A validated inquiry's single workshop (German, unstaffed, weeks ahead): a workshop coaches may offer to give. */
export async function unstaffedWorkshop(request: APIRequestContext, label: string): Promise<number> {
  const inquiry = await createInquiry(request, label);
  const session = await apiLogin(request, demo.associate);
  const validated = await request.post(`/api/inquiries/${inquiry.id}/validate`, {
    headers: { Authorization: `Bearer ${session.token}` },
  });
  expect(validated.status()).toBe(200);
  const [workshop] = queryD1<{ id: number }>(
    `SELECT id FROM workshops WHERE inquiry_id = ${inquiry.id} AND series_id IS NULL LIMIT 1`,
  );
  return workshop!.id;
}
