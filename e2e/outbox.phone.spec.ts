import { expect, test } from '@playwright/test';
import { outboxFixtures } from './outbox-support';
import { apiLogin, demo, expectNoAxeViolations, queryD1, snackbar, useSession } from './support';

/* The outbox and the jobs page at phone width (Pixel 7): mails as cards; the flow in detail is in outbox.spec.ts. */

test('the outbox as cards: preview and resend at phone width; the jobs page', async ({ page, request }) => {
  await useSession(page, await apiLogin(request, demo.admin), 'de');
  await page.goto(`/manager/outbox?recipient=${encodeURIComponent(outboxFixtures.failedPhone)}`);
  const card = page.getByRole('listitem').filter({ hasText: outboxFixtures.failedPhone });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Postmark: 500 Internal Server Error');
  await expectNoAxeViolations(page, 'outbox (phone)');

  await card.getByRole('button', { name: /^Vorschau/ }).click();
  const preview = page.getByRole('dialog');
  await expect(preview).toContainText('Sie sind nicht mehr eingeteilt.');
  await expectNoAxeViolations(page, 'outbox preview (phone)');
  await preview.getByRole('button', { name: 'Schliessen' }).first().click();

  await card.getByRole('button', { name: /^Erneut senden/ }).click();
  await page.getByRole('dialog', { name: 'E-Mail erneut senden?' }).getByRole('button', { name: 'Erneut senden' }).click();
  await expect(snackbar(page, 'Die E-Mail wird erneut gesendet.')).toBeVisible();
  await expect
    .poll(
      () =>
        queryD1<{ status: string }>(`SELECT status FROM mail_outbox WHERE recipient = '${outboxFixtures.failedPhone}'`)[0]
          ?.status,
    )
    .not.toBe('failed');

  await page.goto('/manager/jobs');
  await expect(page.locator(`[data-job="${outboxFixtures.job}"]`).first()).toContainText('D1_ERROR: database is locked');
  await expectNoAxeViolations(page, 'scheduled jobs (phone)');
});
