import { expect, test } from '@playwright/test';
import { apiLogin, demo, expectNoAxeViolations, fixtureUsers, queryD1, sqlText, tr, useSession } from './support';

const coach = fixtureUsers.bouncedPhoneCoach;

test('an associate sees on the phone that mail to a coach bounced, without the admin’s button', async ({ page }) => {
  const [{ id }] = queryD1<{ id: number }>(`SELECT id FROM users WHERE email = ${sqlText(coach.email)}`) as [{ id: number }];
  await useSession(page, await apiLogin(page.request, demo.associate), 'de');
  await page.goto(`/manager/coaches/${id}`);

  const notice = page.getByTestId('mail-bounce-notice');
  await expect(notice.getByText(tr('de', 'E-Mails an diese Adresse kommen nicht an'))).toBeVisible();
  await expect(notice).toContainText(coach.email);
  await expect(notice.getByRole('button')).toHaveCount(0);
  await expectNoAxeViolations(page, 'a coach whose mail bounced, on the phone');
});
