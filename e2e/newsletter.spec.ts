import { expect, test, type Page } from '@playwright/test';
import { apiLogin, expectNoAxeViolations, fixtureUsers, latestMail, queryD1, snackbar, sqlText, tr, useSession } from './support';

/*
 * An admin (interface in French) writes a newsletter in German with Markdown, sends a test to herself, sends it to the
 * confirmed subscribers, reads the send log, and leaves the list through her test mail's unsubscribe link. She is a
 * confirmed subscriber of her own (e2e/fixtures.setup.ts); the title is unique to this run.
 */

const admin = fixtureUsers.newsletterAdmin;
const lang = 'fr';
const fr = (source: string, values: Record<string, string | number> = {}) => tr(lang, source, values);
const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const subscriberOf = (email: string) =>
  queryD1<{ confirmed_at: number | null; unsubscribed_at: number | null }>(
    `SELECT confirmed_at, unsubscribed_at FROM newsletter_subscribers WHERE email = ${sqlText(email)}`,
  )[0];

/** The path of the mail's unsubscribe link (its host is the deployment's APP_URL). */
const unsubscribePath = (text: string) => /https?:\/\/[^/\s]+(\/[a-z]{2}\/newsletter\/unsubscribe\/\S+)/.exec(text)![1]!;

async function openNewsletterPage(page: Page) {
  await useSession(page, await apiLogin(page.request, admin.email), lang);
  await page.goto('/manager/newsletter');
  await expect(page.getByRole('heading', { level: 1, name: fr('Newsletter') })).toBeVisible();
}

test('an admin writes a newsletter, tests it to herself, sends it, and unsubscribes through the link', async ({ page }) => {
  const title = `E2E Newsletter ${unique}`;
  await openNewsletterPage(page);
  expect(subscriberOf(admin.email)).toMatchObject({ unsubscribed_at: null });

  // Subscribers: she is listed as confirmed.
  const subscribers = page.getByRole('region', { name: fr('Abonnentinnen und Abonnenten') });
  await subscribers.getByLabel(fr('Suche nach Adresse oder Name')).fill(admin.email);
  const row = subscribers.getByRole('row').filter({ hasText: admin.email });
  await expect(row).toContainText(fr('Bestätigt'));
  await expectNoAxeViolations(page, '/manager/newsletter');

  // Write it: German only; the preview renders the Markdown and shows HTML as text.
  await page.getByRole('button', { name: fr('Neuer Newsletter') }).click();
  const editor = page.getByRole('dialog');
  const german = editor.getByRole('tabpanel');
  await german.getByLabel(fr('Titel')).fill(title);
  await german.getByLabel(fr('Text (Markdown)')).fill('Bonjour **à tous**\n\n<script>window.__injected = 1</script>');
  const preview = editor.getByTestId('newsletter-preview-de');
  await expect(preview.locator('strong')).toHaveText('à tous');
  await expect(preview).toContainText('<script>window.__injected = 1</script>');
  await expectNoAxeViolations(page, 'newsletter editor');
  await editor.getByRole('button', { name: fr('Entwurf erstellen') }).click();
  await expect(editor).toBeHidden();

  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(card.getByRole('button', { name: fr('Senden'), exact: true })).toBeDisabled();
  await expect(card).toContainText(fr('Senden ist erst nach einem Test der aktuellen Fassung möglich.'));

  // Test to herself: in her language, German text, broadcast stream, not in the send log.
  await card.getByRole('button', { name: fr('Test an mich senden') }).click();
  await expect(snackbar(page, fr('Test an Ihre Adresse gesendet'))).toBeVisible();
  await expect(card.getByRole('button', { name: fr('Senden'), exact: true })).toBeEnabled();
  const mail = await latestMail(admin.email, 'newsletter');
  expect(mail).toMatchObject({ language: 'fr', subject: title });
  expect(mail.text_body).toContain('Bonjour **à tous**');
  expect(
    queryD1<{ stream: string; newsletter_id: number | null }>(
      `SELECT stream, newsletter_id FROM mail_outbox WHERE id = ${mail.id}`,
    ),
  ).toEqual([{ stream: 'broadcast', newsletter_id: null }]);

  // Send: the confirmation names how many it reaches; afterwards the card shows the send log.
  await card.getByRole('button', { name: fr('Senden'), exact: true }).click();
  const confirm = page.getByRole('dialog', { name: fr('Newsletter jetzt senden?') });
  await expect(confirm).toContainText(title);
  await confirm.getByRole('button', { name: fr('Senden'), exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(card).toContainText(fr('Versandprotokoll'));
  const [sent] = queryD1<{ id: number; recipient_count: number }>(
    `SELECT id, recipient_count FROM newsletters WHERE state = 'sent' AND json_extract(content, '$.de.title') = ${sqlText(title)}`,
  );
  const [copies] = queryD1<{ n: number }>(`SELECT count(*) AS n FROM mail_outbox WHERE newsletter_id = ${sent!.id}`);
  expect(copies!.n).toBe(sent!.recipient_count);
  expect(copies!.n).toBeGreaterThan(0);
  await expect(card.getByRole('button', { name: fr('Senden'), exact: true })).toHaveCount(0);

  // The test mail's unsubscribe link: in French, without signing in.
  await page.evaluate(() => window.localStorage.clear());
  await page.goto(unsubscribePath(mail.text_body));
  await expect(page.getByRole('heading', { level: 1, name: fr('Vom Newsletter abmelden') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expectNoAxeViolations(page, '/newsletter/unsubscribe');
  await page.getByRole('button', { name: fr('Newsletter abbestellen') }).click();
  await expect(page.getByTestId('newsletter-notice')).toContainText(fr('Sie sind abgemeldet'));
  expect(subscriberOf(admin.email)!.unsubscribed_at).toEqual(expect.any(Number));
});
