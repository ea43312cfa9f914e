import { expect, test } from '@playwright/test';
import { fixtureUsers, login, tr, expectNoAxeViolations } from './support';

/* A coach on a phone sees her linked calendar and its imported busy times apart from her own entries (French). */

test('the imported busy times are listed read-only under the linked calendar', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('language', 'fr'));
  await login(page, fixtureUsers.calendarPhoneCoach.email, undefined, 'fr');
  await page.goto('/manager/unavailabilities');
  const card = page.getByRole('region', { name: tr('fr', 'Eigenen Kalender verknüpfen') });
  await expect(card.getByTestId('calendar-import-status')).toContainText('https://calendar.example.org/…');
  const busy = card.getByTestId('imported-busy-times').getByRole('listitem');
  await expect(busy).toHaveCount(2);
  await expect(busy.first()).toContainText(tr('fr', 'ganzer Tag'));
  await expect(busy.nth(1)).toContainText('18:00–20:00');
  await expect(card.getByRole('heading', { name: tr('fr', 'Aus Ihrem Kalender') })).toBeVisible();
  await expectNoAxeViolations(page, 'availability page with an imported calendar (phone)');
});
