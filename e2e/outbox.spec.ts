import { expect, test, type Page } from '@playwright/test';
import { outboxFixtures } from './outbox-support';
import { apiLogin, demo, expectNoAxeViolations, queryD1, snackbar, useSession } from './support';

/* An admin reads the outbox: filters, previews a mail with its secret hidden, resends a failed one, opens the jobs. */

const row = (page: Page, recipient: string) => page.getByRole('row').filter({ hasText: recipient });

test('an admin filters the outbox, previews a mail without its secret and resends a failed one', async ({ page, request }) => {
  await useSession(page, await apiLogin(request, demo.admin), 'de');
  await page.goto('/manager');
  await page.getByRole('complementary').getByRole('link', { name: 'E-Mail-Ausgang', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'E-Mail-Ausgang' })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  await expectNoAxeViolations(page, 'outbox');

  // Filters live in the URL.
  await page.getByLabel('Empfänger').fill('e2e-outbox-');
  await page
    .getByRole('group', { name: 'Status' })
    .getByRole('button', { name: /^Fehlgeschlagen/ })
    .click();
  await expect(page).toHaveURL(/state=failed/);
  await expect(page).toHaveURL(/recipient=e2e-outbox-/);
  await expect(row(page, outboxFixtures.failedDesktop)).toBeVisible();
  await expect(row(page, outboxFixtures.secret)).toHaveCount(0);

  // The preview of a sent reset mail: its link token is hidden in the text and the HTML part.
  await page.getByRole('group', { name: 'Status' }).getByRole('button', { name: /^Alle/ }).click();
  await page.getByLabel('Vorlage').selectOption('password-reset');
  await expect(page).toHaveURL(/template=password-reset/);
  await row(page, outboxFixtures.secret)
    .getByRole('button', { name: /^Vorschau/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Passwort zurücksetzen' });
  await expect(dialog.getByText(/password-reset\/•••••/)).toBeVisible();
  await expect(dialog).not.toContainText(outboxFixtures.secretToken);
  await expectNoAxeViolations(page, 'outbox preview (text)');
  await dialog.getByRole('button', { name: 'HTML', exact: true }).click();
  const frame = dialog.locator('iframe[title="HTML-Teil der E-Mail"]');
  await expect(frame).toHaveAttribute('sandbox', '');
  await expect(frame.contentFrame().getByRole('link')).toHaveText(/password-reset\/•••••$/);
  expect(await frame.getAttribute('srcdoc')).not.toContain(outboxFixtures.secretToken);
  // axe cannot run inside a frame without scripts; it checks the dialog around it.
  await expectNoAxeViolations(page, 'outbox preview (HTML)');
  await dialog.getByRole('button', { name: 'Schliessen' }).first().click();
  await expect(dialog).toBeHidden();

  // Resend the failed one, after a confirmation naming the recipient.
  await page.getByLabel('Vorlage').selectOption('');
  await page.getByLabel('Empfänger').fill(outboxFixtures.failedDesktop);
  await row(page, outboxFixtures.failedDesktop)
    .getByRole('button', { name: /^Erneut senden/ })
    .click();
  const confirm = page.getByRole('dialog', { name: 'E-Mail erneut senden?' });
  await expect(confirm).toContainText(outboxFixtures.failedDesktop);
  await confirm.getByRole('button', { name: 'Erneut senden' }).click();
  await expect(snackbar(page, 'Die E-Mail wird erneut gesendet.')).toBeVisible();
  await expect(row(page, outboxFixtures.failedDesktop).getByRole('button', { name: /^Erneut senden/ })).toHaveCount(0);
  const [mail] = queryD1<{ status: string; dead_lettered_at: number | null }>(
    `SELECT status, dead_lettered_at FROM mail_outbox WHERE recipient = '${outboxFixtures.failedDesktop}'`,
  );
  expect(['queued', 'sending', 'sent']).toContain(mail!.status);
  expect(mail!.dead_lettered_at).toBeNull();
});

test('an admin sees what the scheduled jobs did', async ({ page, request }) => {
  await useSession(page, await apiLogin(request, demo.admin), 'de');
  await page.goto('/manager/outbox');
  await page.getByRole('main').getByRole('link', { name: 'Geplante Aufgaben', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Geplante Aufgaben' })).toBeVisible();
  const last = page.getByRole('region', { name: 'Letzter Lauf je Aufgabe' }).locator(`[data-job="${outboxFixtures.job}"]`);
  await expect(last).toContainText('Fehler');
  await expect(last).toContainText('D1_ERROR: database is locked');
  await expect(last).toContainText('mails 0');
  // The demo's runs are a day old and the stack fires no cron: the sweep (every 15 minutes) is overdue, said in words.
  const sweep = page.getByRole('region', { name: 'Letzter Lauf je Aufgabe' }).locator('[data-job="outbox-sweep"]');
  await expect(sweep).toContainText('Überfällig');

  await page.getByLabel('Aufgabe', { exact: true }).selectOption(outboxFixtures.job);
  await expect(page).toHaveURL(/job=purge/);
  const runs = page.getByRole('list', { name: 'Läufe' }).getByRole('listitem');
  // The fixture's two runs, newest first (the demo data has a run of every job too).
  const fixtureRuns = runs.filter({ hasText: 'mails' });
  await expect(fixtureRuns).toHaveCount(2);
  await expect(fixtureRuns.nth(1)).toContainText('mails 3');
  await expectNoAxeViolations(page, 'scheduled jobs');
});

test('an admin runs a job now: asked first, then the run shows with who started it', async ({ page, request }) => {
  await useSession(page, await apiLogin(request, demo.admin), 'de');
  await page.goto('/manager/jobs');
  const job = 'temporary-passwords';
  await page.getByRole('button', { name: `Jetzt ausführen: ${job}` }).click();
  const ask = page.getByRole('dialog', { name: `Aufgabe ${job} jetzt ausführen?` });
  await expect(ask).toContainText('Was sie schon erledigt hat, tut sie nicht noch einmal');
  await expectNoAxeViolations(page, 'run a job now: the question');
  await ask.getByRole('button', { name: 'Jetzt ausführen', exact: true }).click();
  await expect(snackbar(page, `Aufgabe ${job} ausgeführt.`, 'success')).toBeVisible();
  const last = page.getByRole('region', { name: 'Letzter Lauf je Aufgabe' }).locator(`[data-job="${job}"]`);
  await expect(last).toContainText('Von Hand gestartet von Sandra Keller');
  await expect(last).toContainText('Erledigt');
  await expect(page.getByRole('button', { name: `Jetzt ausführen: ${job}` })).toBeFocused();
});
