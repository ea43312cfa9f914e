import { expect, test } from '@playwright/test';
import { apiLogin, demo, expectNoAxeViolations, fixtureUsers, queryD1, sqlText, tr, useSession } from './support';

const coach = fixtureUsers.bouncedCoach;
const coachId = () => queryD1<{ id: number }>(`SELECT id FROM users WHERE email = ${sqlText(coach.email)}`)[0]!.id;
const suppressions = () => queryD1(`SELECT id FROM mail_suppressions WHERE email = ${sqlText(coach.email)}`);

test('staff see on a coach that mail to her bounced; an admin lifts the block', async ({ page }) => {
  await useSession(page, await apiLogin(page.request, demo.admin), 'de');
  await page.goto(`/manager/coaches/${coachId()}`);

  const notice = page.getByTestId('mail-bounce-notice');
  await expect(notice.getByText(tr('de', 'E-Mails an diese Adresse kommen nicht an'))).toBeVisible();
  await expect(notice).toContainText(`${coach.email}: ${tr('de', 'die Adresse existiert nicht oder nimmt keine Mails an')}`);
  await expect(notice).toContainText('2. November 2026');
  await expectNoAxeViolations(page, 'a coach whose mail bounced');

  await notice.getByRole('button', { name: tr('de', 'Sperre aufheben'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: tr('de', 'Sperre aufheben?') });
  await expect(dialog).toContainText(coach.email);
  await expectNoAxeViolations(page, 'the dialog to lift a mail block');
  await dialog.getByRole('button', { name: tr('de', 'Sperre aufheben'), exact: true }).click();

  await expect(
    page.getByText(tr('de', 'Die Sperre für {address} ist aufgehoben.', { address: coach.email }), { exact: true }),
  ).toBeVisible();
  await expect(notice).toHaveCount(0);
  expect(suppressions()).toEqual([]);
});
