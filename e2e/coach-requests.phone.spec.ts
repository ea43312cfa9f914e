import { expect, test } from '@playwright/test';
import { createInquiry } from './manager-support';
import {
  apiLogin,
  demo,
  fixtureUsers,
  login,
  pendingRequests,
  queryD1,
  snackbar,
  sqlText,
  tr,
  expectNoAxeViolations,
} from './support';

/** A coach answers a request on the phone, in French: the card, the comment, the answer, the badge. */
test('phone, French: a coach answers a series request as not available', async ({ page }) => {
  const coach = fixtureUsers.phoneCoach;
  const [row] = queryD1<{ id: number }>(`SELECT id FROM users WHERE email = ${sqlText(coach.email)}`);
  const inquiry = await createInquiry(page.request, 'E2E Telefon');
  const { token } = await apiLogin(page.request, demo.associate);
  const auth = { Authorization: `Bearer ${token}` };
  expect((await page.request.post(`/api/inquiries/${inquiry.id}/validate`, { headers: auth })).status()).toBe(200);
  const [series] = queryD1<{ id: number }>(
    `SELECT id FROM workshops WHERE inquiry_id = ${inquiry.id} AND series_id IS NOT NULL ORDER BY date LIMIT 1`,
  );
  const asked = await page.request.post(`/api/workshops/${series!.id}/coach-requests`, {
    headers: auth,
    data: { coach_ids: [row!.id] },
  });
  expect(asked.status()).toBe(201);

  await page.addInitScript(() => window.localStorage.setItem('language', 'fr'));
  await login(page, coach.email, undefined, 'fr');
  // The series of two dates is one request on the page, and one on the menu button's badge.
  // Its name is what it shows and what that means: "Ouvrir le menu", the badge's number and its words (label in name).
  const menuButton = page.getByRole('button', { name: `${tr('fr', 'Menü öffnen')} ${pendingRequests('fr', 1)}`, exact: true });
  await expect(menuButton.getByTestId('menu-button-badge')).toHaveText(new RegExp(`^1 `));
  await menuButton.click();
  await page.getByRole('link', { name: new RegExp(`^${tr('fr', 'Coach-Anfragen')}`) }).click();
  await expect(page.getByTestId('open-requests').getByRole('article')).toHaveCount(1);
  const card = page.getByRole('article').filter({ hasText: inquiry.institute });
  await expect(card).toContainText(tr('fr', 'Ihre Antwort gilt für alle Termine der Serie.'));
  await expectNoAxeViolations(page, 'coach requests on a phone');
  await card.getByLabel(tr('fr', 'Kommentar (optional)')).fill('Je suis en vacances.');
  await card.getByRole('button', { name: tr('fr', 'Nicht verfügbar'), exact: true }).click();
  await expect(snackbar(page, tr('fr', 'Antwort gespeichert'), 'success')).toBeVisible();
  const states = queryD1<{ state: string }>(
    `SELECT r.state FROM coach_requests r JOIN workshops w ON w.id = r.workshop_id
       WHERE r.coach_id = ${row!.id} AND w.inquiry_id = ${inquiry.id}`,
  );
  expect(states.map((s) => s.state)).toEqual(['declined', 'declined']);
  // Nothing left to answer: the menu button has no badge and no count in its name.
  const plainMenuButton = page.getByRole('button', { name: tr('fr', 'Menü öffnen'), exact: true });
  await expect(plainMenuButton).toBeVisible();
  await expect(plainMenuButton.getByTestId('menu-button-badge')).toHaveCount(0);
});
